import { z } from 'zod';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, partial, type RowOf } from '../entity';
import type { Fn } from '../permissions';
import { QueryPayload } from '../query';
import { dateValue, type FileEntry, fileList, requiredText, text as textField } from './fields';
import { RecordId, strictBody } from './platform';

// Contracts of the document libraries (model document §2.8, §3 "Document", §5 "Document file dialog", §7
// "Documents"): a model's library (module 10000, target = the model; a shared catalogue like the model's
// maintenance items), an aircraft's library (10001, target = an aircraft of the caller's company) and the
// company's common library (10100, target = the company, set by the server). A library holds folders
// (isFolder 1, name only) and documents (a name, their metadata and their files). Replacing a document's files
// keeps the previous revision in `history`. Messages are catalogue keys `document.*` (i18n/documents.ts).

/**
 * Writes of a library: the function of any of the three library screens; the server checks the one that fits the
 * body's `module` (and, for a model's library, that the caller is company 10000 or the model's manager).
 */
const anyLibrary = (fn: Fn) =>
  ({
    anyOf: [
      ['plane-model', fn],
      ['plane-entity', fn],
      ['document-common', fn],
    ],
  }) as const;

/** The library a document belongs to (spec `module`). */
export const DocumentModule = { Model: 10000, Plane: 10001, Common: 10100 } as const;
export const documentModules = Object.values(DocumentModule) as number[];
export type DocumentModuleCode = (typeof DocumentModule)[keyof typeof DocumentModule];

/** The kind of document (spec `dict`): airworthiness, CAD/AD, SB/SI, other. */
export const DocumentDict = { Airworthiness: 1, CadAd: 2, SbSi: 3, Other: 99 } as const;
export const documentDicts = Object.values(DocumentDict) as number[];

/** Characters a folder name must not hold (model document §5). */
export const FOLDER_BAD_CHARS = /[,.:<>?%\\/`'"]/;

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

const Module = z.union([z.literal(10000), z.literal(10001), z.literal(10100)], { error: 'document.badModule' });
const Dict = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(99)], { error: 'document.badDict' });
const Flag = z.union([z.literal(0), z.literal(1)], { error: 'document.badFlag' });
const Parent = z.number({ error: 'document.badParent' }).int().min(0).max(2_147_483_647);
const Name = requiredText('document.nameRequired', { max: 200 });

/** A part number as compared with another (appliance documents, component records): trimmed, case-insensitive. */
export const partKeyOf = (part: string) => part.trim().toUpperCase();

/** Appliance part numbers: each trimmed, 1–100 characters, none repeated (case-insensitive), at most 50. */
const AppliancePart = z
  .string({ error: 'adreg.appliancePartsInvalid' })
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'adreg.appliancePartsInvalid').max(100, 'adreg.appliancePartsInvalid'));
const ApplianceParts = z
  .array(AppliancePart, { error: 'adreg.appliancePartsInvalid' })
  .max(50, 'adreg.appliancePartsInvalid')
  .refine((parts) => new Set(parts.map(partKeyOf)).size === parts.length, 'adreg.appliancePartsRepeated')
  .transform((parts) => (parts.length === 0 ? null : parts));

const FileRow = z.object({ uid: z.string(), name: z.string(), size: z.number(), url: z.string() }) satisfies z.ZodType<
  Pick<FileEntry, 'uid' | 'name' | 'size' | 'url'>
>;

/** A superseded revision of a document's files, kept when Update replaces them (newest first). */
export const DocumentRevision = z.object({
  files: z.array(FileRow),
  version: z.string().nullable(),
  releaseDate: z.string().nullable(),
  seri: z.string().nullable(),
  replacedBy: z.number(),
  replacedByName: z.string(),
  replacedAt: z.string(),
});
export type DocumentRevision = z.output<typeof DocumentRevision>;

/**
 * A folder or a document of a library. The same declaration serves both tables: `model_document` (the shared
 * catalogue, no company) and `document` (company-owned: aircraft and common libraries); the repository picks
 * the table by `module`.
 */
const document = entity({
  name: 'Document',
  table: 'document',
  owner: 'company',
  labels: 'document',
  fields: {
    module: notNull(field.enum(Module, documentModules), z.number()),
    dict: notNull(field.enum(Dict, documentDicts), z.number()),
    /** The model, the aircraft or the company (the common library's target is set by the server). */
    target: notNull(field.id(RecordId.optional()), z.number()),
    /** 0 = the library's root, else a folder of the same library and dict. */
    parent: notNull(field.id(Parent.default(0), { form: 'tree' }), z.number()),
    isFolder: notNull(field.flag(Flag.default(0)), z.number()),
    name: notNull(field.text(Name, { required: 'document.nameRequired' }), z.string()),
    seri: field.text(text(100)),
    type: field.number(z.number({ error: 'document.badType' }).int().min(0).max(9999).nullish()),
    version: field.text(text(50)),
    releaseDate: field.date(dateValue().optional()),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    content: field.text(text(4000, true), { form: 'textarea' }),
    scope: field.text(text(1000, true), { form: 'textarea' }),
    /** The sum of the files' sizes (bytes), computed by the server. */
    size: notNull(field.number(undefined), z.number()),
    files: field.json(fileList(['document'], 20).nullish(), z.array(FileRow)),
    closed: notNull(field.flag(Flag.optional()), z.number()),
    /** The engineering instruction number (UpdateCard). */
    card: field.text(undefined),
    /** The maintenance item the document was evaluated into (set by the evaluation, not by a client). */
    maintainId: field.id(undefined),
    // --- The AD/SB register's data of a model's CAD/AD (dict 2) and SB/SI (dict 3) document (issue 32); `version`
    // is its revision. ---
    /** The day the directive takes effect. */
    effectiveDate: field.date(dateValue().optional(), { nullable: true }),
    /** Comply by this day (with `complianceDays`: the earlier of the two). */
    complianceDate: field.date(dateValue().optional(), { nullable: true }),
    /** Comply within this many days of the effective date. */
    complianceDays: field.number(
      z
        .number({ error: 'adreg.complianceDaysInvalid' })
        .int('adreg.complianceDaysInvalid')
        .min(0, 'adreg.complianceDaysInvalid')
        .max(36_500, 'adreg.complianceDaysInvalid')
        .nullish(),
      { nullable: true },
    ),
    /** Comply within this many flight hours (shown; not a deadline the register computes). */
    complianceHours: field.number(
      z
        .number({ error: 'adreg.complianceHoursInvalid' })
        .min(0, 'adreg.complianceHoursInvalid')
        .max(9_999_999, 'adreg.complianceHoursInvalid')
        .nullish(),
      { nullable: true },
    ),
    /** 1: a repetitive directive (complied, then due again: its control item's next due). */
    repetitive: notNull(field.flag(Flag.optional()), z.number()),
    /** Superseded by another document of the same model library (CAD/AD or SB/SI). */
    supersededBy: field.id(RecordId.nullish()),
    /**
     * An appliance document (issue 32): the part numbers of the components it applies to (an engine, a propeller,
     * a magneto...); the register then has one row per installed component of those part numbers. Trimmed, no
     * blank or repeated (case-insensitive) number; an empty list is stored as none.
     */
    applianceParts: field.json(ApplianceParts.nullish(), z.array(z.string()).nullable()),
    /** Superseded revisions of the files, newest first (server-set). */
    history: field.json(undefined, z.array(DocumentRevision), { audited: false }),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: field.text(undefined, { audited: false }),
    updatedBy: field.id(undefined, { audited: false }),
    updatedAt: field.text(undefined, { audited: false }),
  },
});

export type DocumentRow = RowOf<typeof document>;

/** Add: a folder (isFolder 1: name only) or a document. */
export const DocumentInput = document.input;
export type DocumentInput = z.input<typeof DocumentInput>;

/** The fields Update may change (absent keeps); a document never moves to another library or folder here. */
const { module: _m, dict: _d, target: _t, parent: _p, isFolder: _f, ...editable } = document.shape;

/** Update of a document: its id, its library (`module`) and the fields it changes. */
export const DocumentUpdateInput = strictBody({
  id: RecordId,
  module: Module,
  ...partial(editable),
});

/** Renames a folder. */
export const DocumentFolderInput = strictBody({ id: RecordId, module: Module, name: Name });
/** Delete: a document, or a folder that holds nothing. */
export const DocumentDeleteInput = strictBody({ id: RecordId, module: Module });
/** Sets the engineering instruction number ('' clears it). */
export const DocumentCardInput = strictBody({ id: RecordId, module: Module, card: text(100) });

/** A library's folders and documents: the declaration and the endpoints (/api/Document/*). */
export const Document = {
  ...document,
  api: endpoints('Document', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(document.row),
      summary:
        'Folders and documents of a library (fixed filters module and target required; default sort: folders first, then name)',
      // The model area's basis-file check names the call in lower case.
      aliases: ['/api/document/Query'],
    },
    Add: {
      access: anyLibrary('Add'),
      input: DocumentInput,
      output: document.row,
      summary: 'Adds a folder (isFolder 1) or a document',
    },
    Update: {
      access: anyLibrary('Edit'),
      input: DocumentUpdateInput,
      output: document.row,
      summary: 'Changes a document (replaced files are kept in its history)',
    },
    UpdateFolder: {
      access: anyLibrary('Edit'),
      input: DocumentFolderInput,
      output: document.row,
      summary: 'Renames a folder',
    },
    Delete: {
      access: anyLibrary('Delete'),
      input: DocumentDeleteInput,
      output: IdAnswer,
      summary: 'Deletes a document or an empty folder',
    },
    UpdateCard: {
      access: anyLibrary('Edit'),
      input: DocumentCardInput,
      output: document.row,
      summary: 'Sets the engineering instruction number of a document',
    },
  }),
};
