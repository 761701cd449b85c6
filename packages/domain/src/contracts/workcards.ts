import { z } from 'zod';
import { abilities } from '../abilities';
import { ObjType } from '../codes';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull, type RowOf } from '../entity';
import { QueryPayload } from '../query';
import { dateValue, type FileEntry, fileList, requiredText, text as textField } from './fields';
import { CardStep, CardSteps } from './orders';
import { RecordId, strictBody } from './platform';
import { WORK_KINDS } from './qualifications';

// Contracts of a model's work cards (model document §2.3, §2.4, §3 "WorkCard", "Work card category",
// "WorkCardMat", "WorkCardDoc", "Purchase setting", §4 "Work card", "Material and related lines", §5, §7 "Work
// cards"). Work cards are model content like the model's maintenance items: a shared catalogue every company
// reads and only company 10000 or the model's manager writes. A card has a category (1 routine maintenance, 2
// engineering instruction, 3 survey notice, 4 technical bulletin), related cards, material lines and file
// versions (exactly one current; the card answers the current one as cur*). Messages are catalogue keys
// `workcard.*` (i18n/workcards.ts).

/** Work card category (spec §3). */
export const CardCategory = { Routine: 1, Instruction: 2, Survey: 3, TechBulletin: 4 } as const;
export const cardCategories = Object.values(CardCategory) as number[];

/** The operation log's object type of a card, by category (the work-card module's and a batch notice's log). */
const CARD_OBJ_TYPES: Record<number, ObjType> = {
  1: ObjType.JobCard,
  2: ObjType.EngineeringOrder,
  3: ObjType.SurveyNotice,
  4: ObjType.TechBulletin,
};
export const cardObjType = (category: number): ObjType => CARD_OBJ_TYPES[category] ?? ObjType.JobCard;

/** Work card types by category (spec §3); every category also has 100 other. */
export const CARD_TYPES: Record<number, readonly number[]> = {
  1: [1, 2, 3, 4, 100],
  2: [11, 12, 13, 14, 100],
  3: [21, 100],
  4: [31, 100],
};

/** The default type of a new card of a category (spec §5): 10 × (category − 1) + 1. */
export const defaultCardType = (category: number) => 10 * (category - 1) + 1;

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

const FileRow = z.object({ uid: z.string(), name: z.string(), size: z.number(), url: z.string() }) satisfies z.ZodType<
  Pick<FileEntry, 'uid' | 'name' | 'size' | 'url'>
>;

/** A related card (spec `relational`): its number and name, both required (§5). */
export const RelatedCard = z.strictObject({
  seri: requiredText('workcard.relatedSeriRequired', { max: 100 }),
  name: requiredText('workcard.relatedNameRequired', { max: 200 }),
});
export type RelatedCard = z.output<typeof RelatedCard>;

/** Purchase setting of a material line (spec §3, §5): supplier and price required. */
export const PurchaseSetting = z.strictObject({
  supplier: requiredText('workcard.supplierRequired', { max: 200 }),
  price: z.number({ error: 'workcard.priceRequired' }).min(0, 'workcard.priceRequired').max(1e12),
  code: text(100).optional(),
  url: text(500).optional(),
  comments: text(1000, true).optional(),
});
export type PurchaseSetting = z.output<typeof PurchaseSetting>;

const Category = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'workcard.badCategory' });

/** A work card of a model (shared catalogue). The fields are in the order of the answer and of the log. */
const workCard = entity({
  name: 'WorkCard',
  table: 'work_card',
  owner: 'shared',
  labels: 'workcard',
  fields: {
    planeModel: notNull(field.id(RecordId, { column: 'model_id', label: 'plane.entity.model' }), z.number()),
    category: notNull(field.enum(Category, cardCategories), z.number()),
    seri: notNull(
      field.text(requiredText('workcard.seriRequired', { max: 100 }), { required: 'workcard.seriRequired' }),
      z.string(),
    ),
    name: notNull(
      field.text(requiredText('workcard.nameRequired', { max: 200 }), { required: 'workcard.nameRequired' }),
      z.string(),
    ),
    version: notNull(
      field.text(requiredText('workcard.versionRequired', { max: 50 }), { required: 'workcard.versionRequired' }),
      z.string(),
    ),
    type: notNull(
      field.number(z.number({ error: 'workcard.typeRequired' }).int().min(1).max(999), {
        required: 'workcard.typeRequired',
      }),
      z.number(),
    ),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    releaseDate: field.date(dateValue().optional()),
    /** The basis file's number and chapter (instructions, category > 1). */
    according: field.text(text(100)),
    accordingPage: field.text(text(100)),
    /** The basis file: a CAD/AD or SB/SI document of the model's library (found by number on blur, §5). */
    accordingId: field.id(RecordId.nullish()),
    /** The linked maintenance item of the model (instructions): what Notify puts under the aircraft's control. */
    maintainId: field.id(RecordId.nullish()),
    relational: field.json(z.array(RelatedCard).max(100).nullish(), z.array(RelatedCard)),
    files: field.json(fileList(['workcard'], 20).nullish(), z.array(FileRow)),
    /** The steps a production order's task card copies (issue 33): text, RII flag, measured value's unit and limits. */
    steps: field.json(CardSteps.nullish(), z.array(CardStep)),
    /** Estimated labour hours of the card. */
    estimatedHours: field.number(
      z
        .number({ error: 'order.hoursInvalid' })
        .min(0, 'order.hoursInvalid')
        .max(10_000, 'order.hoursInvalid')
        .nullish(),
      { nullable: true },
    ),
    /**
     * The kind of authorisation the card's steps need (issue 34, WORK_KINDS: an engine or RII card); null: any
     * step is maintenance. A production order's task card keeps it as copied.
     */
    requiredKind: notNull(
      field.enum(z.enum(WORK_KINDS, { error: 'qual.kindInvalid' }).nullish(), WORK_KINDS, {
        nullable: true,
        form: 'select',
      }),
      z.string().nullable(),
    ),
    closed: notNull(field.flag(undefined), z.number()),
    /** The current file version (server-set from the active WorkCardDoc). */
    curSeri: field.text(undefined, { audited: false }),
    curVersion: field.text(undefined, { audited: false }),
    curReleaseDate: field.text(undefined, { audited: false }),
    curFiles: field.json(undefined, z.array(FileRow), { audited: false }),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: field.text(undefined, { audited: false }),
    updatedBy: field.id(undefined, { audited: false }),
    updatedAt: field.text(undefined, { audited: false }),
  },
});
/** A card as the repository reads it: its declared fields. */
export type WorkCardRecord = RowOf<typeof workCard>;

/**
 * What the caller may do with a card (docs/architecture.md "Row abilities"): UpdateWithItems and Delete, each
 * with its plane-model function and the model's rule (company 10000 or its manager: model-access.ts
 * modelWriteRefusal). A card with open notices or used elsewhere is still refused on Delete (a count, as every
 * deletion's dependents).
 */
export const WorkCardAbilities = abilities('update', 'delete');

/** A card as answered: with the caller's abilities on it. */
const workCardRow = workCard.row.extend({ abilities: WorkCardAbilities });
export type WorkCardRow = z.output<typeof workCardRow>;

/** A material line of a card (spec "WorkCardMat"); `material` is a material of the manager's catalogue or null
 * (typed in by hand: the manual input dialog). The text fields are kept on the line, so every company reads it. */
const workCardMat = entity({
  name: 'WorkCardMat',
  table: 'work_card_mat',
  owner: 'shared',
  labels: 'workcard.mat',
  fields: {
    card: notNull(field.id(undefined), z.number()),
    material: field.id(RecordId.nullish()),
    name: notNull(
      field.text(requiredText('workcard.matNameRequired', { max: 200 }), { required: 'workcard.matNameRequired' }),
      z.string(),
    ),
    model: field.text(text(100)),
    measureUnit: field.text(text(50)),
    descript: field.text(text(1000, true)),
    brand: field.text(text(100)),
    quantity: notNull(
      field.number(z.number({ error: 'workcard.quantityInvalid' }).min(0, 'workcard.quantityInvalid').max(1e9)),
      z.number(),
    ),
    comments: field.text(text(1000, true)),
    purchase: field.json(PurchaseSetting.nullish(), PurchaseSetting.nullable()),
  },
});
export type WorkCardMatRow = RowOf<typeof workCardMat>;

/**
 * A material line as UpdateWithItems sends it (spec §4): new lines (`isNew`, no id), changed lines (`isUpdate`,
 * id) and deleted lines (`isDelete`, id); a line with none of the flags is unchanged and ignored.
 */
export const WorkCardMatLine = strictBody({
  ...workCardMat.shape,
  id: RecordId.optional(),
  card: z.unknown().optional(),
  isNew: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  isUpdate: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  isDelete: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export type WorkCardMatLine = z.input<typeof WorkCardMatLine>;

/** Add: the card with its material lines (all new) and files. */
export const WorkCardInput = strictBody({
  ...workCard.shape,
  mats: z.array(WorkCardMatLine).max(500).optional(),
});
export type WorkCardInput = z.input<typeof WorkCardInput>;

/** UpdateWithItems: the whole card again plus its material line changes; the model and category stay. */
export const WorkCardUpdateInput = strictBody({
  ...workCard.shape,
  id: RecordId,
  planeModel: RecordId.optional(),
  category: Category.optional(),
  mats: z.array(WorkCardMatLine).max(500).optional(),
});
export type WorkCardUpdateInput = z.input<typeof WorkCardUpdateInput>;

/** A file version of a card (spec "WorkCardDoc"); exactly one version of a card is current (`active`). */
const workCardDoc = entity({
  name: 'WorkCardDoc',
  table: 'work_card_doc',
  owner: 'shared',
  labels: 'workcard.doc',
  fields: {
    card: notNull(field.id(RecordId), z.number()),
    seri: field.text(text(100)),
    version: notNull(
      field.text(requiredText('workcard.docVersionRequired', { max: 50 }), {
        required: 'workcard.docVersionRequired',
      }),
      z.string(),
    ),
    releaseDate: notNull(
      field.date(
        dateValue().refine((v) => v !== null, { error: 'workcard.docDateRequired' }),
        { required: 'workcard.docDateRequired' },
      ),
      z.string(),
    ),
    pages: notNull(
      field.number(z.number({ error: 'workcard.docPagesRequired' }).int().min(0).max(100_000), {
        required: 'workcard.docPagesRequired',
      }),
      z.number(),
    ),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    files: field.json(fileList(['workcard'], 20).nullish(), z.array(FileRow)),
    active: notNull(field.flag(undefined), z.number()),
  },
});
export type WorkCardDocRow = RowOf<typeof workCardDoc>;

export const WorkCardDocInput = workCardDoc.input;
export const WorkCardDocUpdateInput = strictBody({
  ...(Object.fromEntries(Object.entries(workCardDoc.shape).map(([k, s]) => [k, (s as z.ZodType).optional()])) as {
    [K in keyof typeof workCardDoc.shape]: z.ZodOptional<(typeof workCardDoc.shape)[K]>;
  }),
  id: RecordId,
});
const IdBody = strictBody({ id: RecordId, name: z.unknown().optional(), card: z.unknown().optional() });

/** A model's work cards: the declaration and the endpoints (/api/WorkCard/*). */
export const WorkCard = {
  ...workCard,
  api: endpoints('WorkCard', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(workCardRow),
      summary: 'Work cards of a model (fixed filters planeModel and category; default sort: number)',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: WorkCardInput,
      output: workCardRow,
      summary: 'Adds a card with its material lines (company 10000 or the model’s manager)',
    },
    UpdateWithItems: {
      access: { allow: ['plane-model', 'Edit'] },
      input: WorkCardUpdateInput,
      output: workCardRow,
      summary: 'Changes a card and its material lines (new / updated / deleted) in one transaction',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: IdBody,
      output: IdAnswer,
      summary: 'Deletes a card with its lines and versions',
    },
  }),
};

/** A card's material lines (/api/WorkCardMat/Query: fixed filter card; the answer is a list). */
export const WorkCardMat = {
  ...workCardMat,
  api: endpoints('WorkCardMat', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: z.array(workCardMat.row),
      summary: 'Material lines of a card',
    },
  }),
};

/** A card's file versions (/api/WorkCardDoc/*). */
export const WorkCardDoc = {
  ...workCardDoc,
  api: endpoints('WorkCardDoc', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(workCardDoc.row),
      summary: 'File versions of a card (fixed filter card)',
    },
    Add: {
      access: { allow: ['plane-model', 'Add'] },
      input: WorkCardDocInput,
      output: workCardDoc.row,
      summary: 'Adds a file version (the first version of a card becomes current)',
    },
    Update: {
      access: { allow: ['plane-model', 'Edit'] },
      input: WorkCardDocUpdateInput,
      output: workCardDoc.row,
      summary: 'Changes a file version',
    },
    Delete: {
      access: { allow: ['plane-model', 'Delete'] },
      input: IdBody,
      output: IdAnswer,
      summary: 'Deletes a file version that is not the current one',
    },
    Active: {
      access: { allow: ['plane-model', 'Edit'] },
      input: IdBody,
      output: workCardDoc.row,
      summary: 'Makes a version the current one (the others of the card stop being current)',
    },
  }),
};
