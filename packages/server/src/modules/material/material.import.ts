import { ObjType } from '@hangar/domain/codes';
import {
  CertType,
  MATERIAL_IMPORT_COLUMNS,
  Material,
  type MaterialImportRow,
  type MaterialRow,
  partNumberKey,
} from '@hangar/domain/contracts/materials';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { materialStrings } from '@hangar/domain/i18n/material-strings';
import { cellProblemText, fieldErrorText, type Heading, type ImportExpect } from '@hangar/domain/import-problem';
import { type Lang, type MessageKey, type MessageParams, translate } from '@hangar/domain/messages';
import type { z } from 'zod';
import { grantedOf } from '../../platform/access/abilities';
import { AppError, type FieldError } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { parseOrThrow } from '../../platform/http/validate';
import {
  categoryTree,
  insertMaterials,
  type MaterialValues,
  materialsWithKeys,
  namesOf,
  updateMaterial,
} from './material.repo';
import { mayWriteKinds, serialLocked } from './material.service';

// Catalogue import (/product/material's Excel import): every row is resolved (names of category, brand, units
// and supplier in the company; certificate type by code or label; yes/no and numbers from text) and validated
// through the same schema as Add, duplicates are looked for within the sheet. A row with the part-number key and
// brand of one of the company's materials stands for it (issue 31: the export imported back): validated as its
// Update (a blank cell keeps the stored value), its changed columns are saved, which needs Update's right too
// (refused naming the rows otherwise) and refuses a serial-number change of a material orders have moved. Any
// problem refuses the whole import (400 material.importProblems with every problem by row, field and localized
// message) and nothing is saved; otherwise the new rows are inserted and the changes written in the call's one
// transaction with one operation-log row naming the new ids and the changed ones.

type ImportRow = z.output<typeof MaterialImportRow>;
type Body = EndpointBody<typeof Material.api.Import>;

/** One problem of the sheet, localized. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

/** At most this many problems are answered (the count says how many there are). */
const MAX_PROBLEMS = 1000;

/** Comparison form of a name or label: NFKC, trimmed, inner spaces collapsed, upper case. */
const norm = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
const compact = (text: string) => norm(text).replace(/[\s\-._/]/g, '');

/**
 * Certificate labels the sheet may hold besides the codes (materials document §3), in both languages. Compared
 * without spaces, dashes and dots, in upper case.
 */
const certLabels: Record<number, readonly string[]> = {
  [CertType.None]: ['无', 'NONE'],
  [CertType.COC]: ['COC'],
  [CertType.EasaForm1]: ['EASA FORM 1', 'EASA FORM1'],
  [CertType.Faa8130]: ['FAA 8130', 'FAA 8130-3'],
  [CertType.FormOne]: ['FORM ONE'],
  [CertType.CAAC]: ['CAAC'],
  [CertType.COA]: ['COA'],
  [CertType.BrandCert]: ['品牌合格证', 'BRAND CERTIFICATE'],
  [CertType.StandardPart]: ['标准件', 'STANDARD PART'],
  [CertType.Release]: ['放行证书', 'RELEASE CERTIFICATE'],
  [CertType.QualityGuarantee]: ['质量保证书', 'QUALITY GUARANTEE'],
  [CertType.QualityTestReport]: ['产品质量检测报告', 'PRODUCT QUALITY TEST REPORT'],
  [CertType.InspectionReport]: ['成品检验报告', 'FINISHED-PRODUCT INSPECTION REPORT'],
};
const certByLabel = new Map(
  Object.entries(certLabels).flatMap(([code, labels]) => labels.map((l) => [compact(l), Number(code)] as const)),
);

const YES = new Set(['1', '是', 'Y', 'YES', 'TRUE']);
const NO = new Set(['0', '否', 'N', 'NO', 'FALSE']);

/** Blank text as absent. */
const given = (v: string | number | null | undefined): string | number | undefined =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A number from a cell: a number, or text with optional thousands separators. */
function numberOf(v: string | number): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const text = v.normalize('NFKC').trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** The company's names: category (by name, or by path `A/B`), brand, unit and supplier. */
async function lookups(ctx: Ctx<Body>) {
  const { db, scope } = ctx;
  const byName = (rows: { id: number; name: string }[]) => {
    const map = new Map<string, number[]>();
    for (const r of rows) map.set(norm(r.name), [...(map.get(norm(r.name)) ?? []), r.id]);
    return map;
  };
  const tree = await categoryTree(db, scope);
  const parents = new Map(tree.map((t) => [t.id, t]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let cur = parents.get(id); cur && !seen.has(cur.id); cur = parents.get(cur.parent)) {
      seen.add(cur.id);
      names.unshift(norm(cur.name));
    }
    return names.join('/');
  };
  return {
    categoryNames: byName(tree),
    categoryPaths: new Map(tree.map((t) => [pathOf(t.id), t.id])),
    brands: byName(await namesOf(db, scope, 'brand')),
    units: byName(await namesOf(db, scope, 'unit')),
    suppliers: byName(await namesOf(db, scope, 'supplier')),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** A row resolved to Add's input (names → ids, text → numbers and codes), with the problems found on the way. */
function resolve(row: ImportRow, names: Lookups) {
  const problems: { field: string; message: MessageKey; params?: MessageParams }[] = [];
  const named = (field: string, text: string | null | undefined, map: Map<string, number[]>, bad: MessageKey) => {
    const value = given(text);
    if (value === undefined) return undefined;
    const ids = map.get(norm(String(value)));
    if (ids?.length === 1) return ids[0];
    problems.push({ field, message: bad });
    return undefined;
  };
  const category = (() => {
    const value = given(row.category);
    if (value === undefined) return undefined;
    const text = norm(String(value));
    const ids = names.categoryNames.get(text) ?? [];
    if (ids.length === 1) return ids[0];
    const byPath = names.categoryPaths.get(
      text
        .split('/')
        .map((p) => p.trim())
        .join('/'),
    );
    if (byPath !== undefined) return byPath;
    if (ids.length > 1)
      problems.push({ field: 'category', message: 'material.categoryAmbiguous', params: { name: text } });
    else problems.push({ field: 'category', message: 'material.badCategory' });
    return undefined;
  })();
  const number = (field: string, v: string | number | null | undefined) => {
    const value = given(v);
    if (value === undefined) return undefined;
    const n = numberOf(value);
    if (n === undefined) problems.push({ field, message: 'material.badNumber' });
    return n;
  };
  const useSerial = (() => {
    const value = given(row.useSerial);
    if (value === undefined) return undefined;
    const text = norm(String(value));
    if (YES.has(text)) return 1;
    if (NO.has(text)) return 0;
    problems.push({ field: 'useSerial', message: 'material.badFlag' });
    return undefined;
  })();
  const certType = (() => {
    const value = given(row.certType);
    if (value === undefined) return undefined;
    const n = numberOf(value);
    if (n !== undefined) return n;
    const code = certByLabel.get(compact(String(value)));
    if (code === undefined) problems.push({ field: 'certType', message: 'material.badCertType' });
    return code;
  })();
  const text = (v: string | null | undefined) => given(v) as string | undefined;
  const input = {
    code: text(row.code),
    name: text(row.name),
    nameEn: text(row.nameEn),
    model: text(row.model),
    replacement: text(row.replacement),
    category,
    brand: named('brand', row.brand, names.brands, 'material.badBrand'),
    measureUnit: named('measureUnit', row.measureUnit, names.units, 'material.badUnit'),
    packingUnit: named('packingUnit', row.packingUnit, names.units, 'material.badUnit'),
    packingCount: number('packingCount', row.packingCount),
    useSerial,
    certType,
    supplier: named('supplier', row.supplier, names.suppliers, 'material.badSupplier'),
    costPrice: number('costPrice', row.costPrice),
    safeStock: number('safeStock', row.safeStock),
    storeCondition: text(row.storeCondition),
    descript: text(row.descript),
  };
  return { input, problems };
}

/** Add's (or Update's) input schema over a resolved row: its values, or its field errors. */
function validated(
  schema: typeof Material.input | typeof Material.update,
  input: Record<string, unknown>,
): { values: MaterialValues } | { errors: FieldError[] } {
  try {
    return { values: parseOrThrow(schema, input) as MaterialValues };
  } catch (err) {
    if (err instanceof AppError && err.errors) return { errors: err.errors };
    throw err;
  }
}

type Column = Exclude<keyof ImportRow, 'row'>;
/** The material fields the template's columns write. */
const IMPORT_FIELDS: readonly (Column & keyof MaterialValues)[] = MATERIAL_IMPORT_COLUMNS;

/** The template's heading of a column (the interface string `material.<column>`, both languages). */
const headingOf = (field: string): Heading =>
  (materialStrings as Record<string, readonly [string, string]>)[`material.${field}`] ?? field;

/** What a column expects, for the schema's errors (a required column, a number, a yes/no, a known name). */
const EXPECT: Partial<Record<Column, ImportExpect>> = {
  name: 'text',
  model: 'text',
  category: 'known',
  brand: 'known',
  measureUnit: 'known',
  packingUnit: 'known',
  supplier: 'known',
  packingCount: 'number',
  costPrice: 'number',
  safeStock: 'number',
  useSerial: 'flag',
  certType: 'certType',
};

/** What the resolution's problems mean, as an expectation (the others keep their own message). */
const EXPECT_OF: Partial<Record<MessageKey, ImportExpect>> = {
  'material.badNumber': 'number',
  'material.badFlag': 'flag',
  'material.badCertType': 'certType',
  'material.badCategory': 'known',
  'material.badUnit': 'known',
  'material.badBrand': 'known',
  'material.badSupplier': 'known',
};

const cellOf = (row: ImportRow, field: string) => (row as Record<string, unknown>)[field];

/** A problem of a row's cell in the imports' one wording (domain/import-problem.ts). */
function cellProblem(
  lang: Lang,
  row: ImportRow,
  field: string,
  error: { message: string; params?: MessageParams },
  expect: ImportExpect | undefined,
): ImportProblem {
  const at = { row: row.row, column: headingOf(field), value: cellOf(row, field), expect };
  return { row: row.row, field, message: fieldErrorText(lang, at, error) };
}

/** A problem of the row's part number (a duplicate, a part number taken) under its heading. */
const modelProblem = (lang: Lang, row: number, detail: string): ImportProblem => ({
  row,
  field: 'model',
  message: cellProblemText(lang, { row, column: headingOf('model'), detail }),
});

export async function importMaterials(ctx: Ctx<Body>): Promise<{ added: number; updated: number }> {
  const { db, scope, body, lang } = ctx;
  const names = await lookups(ctx);
  const resolved = body.rows.map((row) => ({ row, ...resolve(row, names) }));
  const sameKey = (key: string, brand: number | null | undefined) => `${brand ?? 0}|${key}`;
  const keyOf = (input: { model?: string; brand?: number }) =>
    input.model === undefined ? undefined : sameKey(partNumberKey(input.model), input.brand);

  // The company's materials the rows stand for (same part-number key and brand): those rows change them.
  const keys = [...new Set(resolved.flatMap(({ input }) => (input.model ? [partNumberKey(input.model)] : [])))];
  const existing = new Map((await materialsWithKeys(db, scope, keys)).map((m) => [sameKey(m.modelKey, m.brand), m]));
  const mayUpdate = grantedOf(scope, { update: Material.api.Update }).update;

  const problems: ImportProblem[] = [];
  const added: { row: number; values: MaterialValues }[] = [];
  const changed: { before: MaterialRow; changes: MaterialValues }[] = [];
  const firstOf = new Map<string, number>();
  for (const { row, input, problems: found } of resolved) {
    for (const p of found) problems.push(cellProblem(lang, row, p.field, p, EXPECT_OF[p.message]));
    const failed = new Set(found.map((p) => p.field));
    const key = failed.has('brand') ? undefined : keyOf(input);
    const before = key === undefined ? undefined : existing.get(key);
    // A row that stands for a material is validated as its Update (a blank cell is an absent field), others as Add.
    const checked = validated(before ? Material.update : Material.input, before ? { ...input, id: before.id } : input);
    if ('errors' in checked) {
      for (const e of checked.errors) {
        if (failed.has(e.field)) continue;
        problems.push(cellProblem(lang, row, e.field, e, EXPECT[e.field as Column]));
      }
      continue;
    }
    if (found.length > 0 || key === undefined) continue;
    const first = firstOf.get(key);
    if (first !== undefined) {
      problems.push(
        modelProblem(
          lang,
          row.row,
          translate(lang, 'material.importDuplicate', { model: input.model ?? '', row: first }),
        ),
      );
      continue;
    }
    firstOf.set(key, row.row);
    const { values } = checked;
    if (!before) {
      added.push({ row: row.row, values });
      continue;
    }
    // Changing a material needs Update's right (its contract access, and the kind for a tool).
    if (!mayUpdate || !mayWriteKinds(scope, 'Edit', [before.tool])) {
      problems.push(
        modelProblem(
          lang,
          row.row,
          translate(lang, 'material.importNoEdit', { model: input.model ?? '', id: before.id }),
        ),
      );
      continue;
    }
    const changes = importedChanges(values, before);
    if (await serialLocked(db, scope, before, changes)) {
      problems.push(cellProblem(lang, row, 'useSerial', { message: 'material.serialLocked' }, undefined));
      continue;
    }
    if (Object.keys(changes).length > 0) changed.push({ before, changes });
  }

  if (problems.length > 0) {
    problems.sort((x, y) => x.row - y.row);
    throw new AppError(
      'VALIDATION',
      'material.importProblems',
      { count: problems.length },
      { extra: { problems: problems.slice(0, MAX_PROBLEMS) } },
    );
  }

  const createdAt = formatDateTime(new Date(), ctx.deps.config.timeZone);
  const ids = await insertMaterials(
    db,
    scope,
    added.map((a) => ({ ...a.values, approved: 0, disabled: 0, stock: 0, createdAt })),
  );
  ids.sort((x, y) => x - y);
  for (const { before, changes } of changed) await updateMaterial(db, scope, before, changes);
  const updated = changed.map((c) => c.before.id).sort((x, y) => x - y);
  // One log row for the whole sheet: how many it added and which, and which materials it changed.
  await ctx.audit({
    targetType: ObjType.Material,
    targetId: ids[0] ?? updated[0] ?? 0,
    name: `Import ${ids.length}`,
    changes: {
      imported: [null, ids.length],
      ids: [null, ids],
      ...(updated.length > 0 ? { updated: [null, updated] } : {}),
    },
  });
  ctx.changed('material', [...ids, ...updated]);
  return { added: ids.length, updated: updated.length };
}

/**
 * The changes an imported row makes to the material it stands for: the template's columns whose value differs.
 * A blank cell keeps the stored value (an absent field of Update); a field is cleared on the material itself.
 */
function importedChanges(values: MaterialValues, before: MaterialRow): MaterialValues {
  const changes: Record<string, unknown> = {};
  for (const field of IMPORT_FIELDS) {
    const next = values[field];
    if (next === undefined || next === null) continue;
    if (next !== before[field]) changes[field] = next;
  }
  return changes as MaterialValues;
}
