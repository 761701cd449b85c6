import { z } from 'zod';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull } from '../entity';
import { materialReaderViews, stockAlertViews } from '../permissions';
import { FixedOrderQuery, QueryPayload } from '../query';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of the materials catalogue (materials document §2.12–§2.15, §3 "Material", §5, §7 "Materials and
// stock"): material categories (a tree), warehouses, suppliers, the requirement-menu reference list and the
// materials themselves, tools included (a tool is a material with `tool` 1 general or 2 measuring). Store orders,
// their items and stock are in store.ts. Every record belongs to one company (docs/domain.md "Organisations, tenancy, visibility"). Messages are
// catalogue keys `material.*` (i18n/materials.ts).

/** Reads of the catalogue: a screen that shows or picks materials (work cards, records and store orders pick them). */
const materialReaders = { anyView: materialReaderViews } as const;

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const remarks = field.text(text(1000, true), { form: 'textarea' });

/** A money amount or quantity with at most two decimals (numeric(12, 2) on PostgreSQL); ≥ 0. */
const amount = () =>
  z
    .number({ error: 'material.badNumber' })
    .min(0, 'validation.numberMin')
    .max(9_999_999_999, 'validation.numberMax')
    .transform((v) => Math.round(v * 100) / 100);

const Flag = z.union([z.literal(0), z.literal(1)], { error: 'material.badFlag' });
const Parent = z.number({ error: 'material.badParent' }).int().min(0).max(2_147_483_647);
const Sorter = z.number().int().min(-1_000_000).max(1_000_000);
const OptionalId = RecordId.nullish();

// --- Code tables (materials document §3, §9) ----------------------------------------------------------------

/** Certificate codes (materials document §3). */
export const CertType = {
  None: 0,
  COC: 1,
  EasaForm1: 2,
  Faa8130: 3,
  FormOne: 4,
  CAAC: 5,
  COA: 6,
  BrandCert: 7,
  StandardPart: 100,
  Release: 101,
  QualityGuarantee: 102,
  QualityTestReport: 103,
  InspectionReport: 104,
} as const;
export const certTypes = Object.values(CertType) as number[];

/** Source type (materials document §3). */
export const SourceType = { Purchased: 1, SelfMade: 2, Outsourced: 3 } as const;
export const sourceTypes = Object.values(SourceType) as number[];

/** Tool kind: 0 an ordinary material, 1 a general tool (/tool/general), 2 a measuring tool (/tool/measure). */
export const ToolKind = { None: 0, General: 1, Measuring: 2 } as const;
export const toolKinds = Object.values(ToolKind) as number[];

/** Calibration due of a measuring tool warns this many days ahead (like certificates). */
export const CALIBRATION_WARN_DAYS = 30;

/** Most pictures a material holds (materials document §9). */
export const MATERIAL_PICTURES = 3;

/** Material category `dict` value that marks material categories (materials document §3). */
export const MATERIAL_CATEGORY_DICT = 2;

// --- Material categories (a tree per company) -----------------------------------------------------------------

const materialType = entity({
  name: 'MaterialType',
  table: 'material_type',
  owner: 'company',
  labels: 'materialType',
  fields: {
    name: notNull(
      field.text(requiredText('material.typeNameRequired', { max: 100 }), { required: 'material.typeNameRequired' }),
      z.string(),
    ),
    parent: notNull(field.id(Parent, { form: 'tree' }), z.number()),
    sorter: notNull(field.number(Sorter), z.number()),
    /** 2 marks material categories (the spec's reference list); other values are kept for other dictionaries. */
    dict: notNull(field.number(z.number().int().min(0).max(99)), z.number()),
    remarks,
  },
});
const materialTypeInput = strictBody({
  ...materialType.shape,
  parent: Parent.default(0),
  sorter: Sorter.default(0),
  dict: z.number().int().min(0).max(99).default(MATERIAL_CATEGORY_DICT),
});
export const MaterialType = {
  ...materialType,
  input: materialTypeInput,
  api: endpoints('MaterialType', {
    Query: {
      access: { view: 'product-material-type', names: { fields: ['id', 'name', 'parent', 'sorter', 'dict'] } },
      input: QueryPayload,
      output: listOf(materialType.row),
      summary: 'Material categories of the current company (tree by parent; default sort: sorter, name)',
    },
    Add: {
      access: { allow: ['product-material-type', 'Add'] },
      input: materialTypeInput,
      output: materialType.row,
      summary: 'Adds a category (parent 0 = top level)',
    },
    Update: {
      access: { allow: ['product-material-type', 'Edit'] },
      input: materialType.update,
      output: materialType.row,
      summary: 'Renames or moves a category',
    },
    Delete: {
      access: { allow: ['product-material-type', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a category without sub-categories or materials',
    },
  }),
};

// --- Warehouses --------------------------------------------------------------------------------------------

const warehouse = entity({
  name: 'Warehouse',
  table: 'warehouse',
  owner: 'company',
  labels: 'warehouse',
  fields: {
    name: notNull(
      field.text(requiredText('material.warehouseNameRequired', { max: 100 }), {
        required: 'material.warehouseNameRequired',
      }),
      z.string(),
    ),
    code: field.text(text(50)),
    /** Site id (where the store is). */
    site: field.id(OptionalId, { column: 'site_id' }),
    addr: field.text(text(200)),
    keeper: field.text(text(50)),
    phone: field.text(text(50)),
    disabled: notNull(field.flag(Flag.optional()), z.number()),
    remarks,
  },
});
export const Warehouse = {
  ...warehouse,
  api: endpoints('Warehouse', {
    Query: {
      // Reference data feeding pickers everywhere (page size 1000): the screen's holders read it whole, any other
      // member only the names.
      access: { view: 'store-warehouse', names: { fields: ['id', 'name'] } },
      input: QueryPayload,
      output: listOf(warehouse.row),
      summary: 'Warehouses of the current company (default sort: name)',
    },
    Add: {
      access: { allow: ['store-warehouse', 'Add'] },
      input: warehouse.input,
      output: warehouse.row,
      summary: 'Adds a warehouse (name unique in the company)',
    },
    Update: {
      access: { allow: ['store-warehouse', 'Edit'] },
      input: warehouse.update,
      output: warehouse.row,
      summary: 'Changes a warehouse (absent keeps)',
    },
    Delete: {
      access: { allow: ['store-warehouse', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a warehouse that no order or stock uses',
    },
  }),
};

// --- Suppliers ---------------------------------------------------------------------------------------------

const supplier = entity({
  name: 'Supplier',
  table: 'supplier',
  owner: 'company',
  labels: 'supplier',
  fields: {
    name: notNull(
      field.text(requiredText('material.supplierNameRequired', { max: 100 }), {
        required: 'material.supplierNameRequired',
      }),
      z.string(),
    ),
    code: field.text(text(50)),
    contact: field.text(text(50)),
    phone: field.text(text(50)),
    email: field.text(text(100)),
    addr: field.text(text(200)),
    /** Approval held by the supplier (e.g. a Part 145 / CCAR-145 or distributor approval number). */
    approvalNo: field.text(text(100)),
    /** When that approval expires: warns within 30 days and when passed, like certificates. */
    approvalExpire: field.date(dateValue().optional()),
    /** 1 on the company's approved supplier list. */
    approved: notNull(field.flag(Flag.optional()), z.number()),
    remarks,
  },
});
export const Supplier = {
  ...supplier,
  api: endpoints('Supplier', {
    Query: {
      // Reference data feeding pickers everywhere (page size 1000): the screen's holders read it whole, any other
      // member only the names.
      access: { view: 'product-supplier', names: { fields: ['id', 'name'] } },
      input: QueryPayload,
      output: listOf(supplier.row),
      summary: 'Suppliers of the current company (default sort: name)',
    },
    Add: {
      access: { allow: ['product-supplier', 'Add'] },
      input: supplier.input,
      output: supplier.row,
      summary: 'Adds a supplier (name unique in the company)',
    },
    Update: {
      access: { allow: ['product-supplier', 'Edit'] },
      input: supplier.update,
      output: supplier.row,
      summary: 'Changes a supplier (absent keeps)',
    },
    Delete: {
      access: { allow: ['product-supplier', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a supplier that no material or order uses',
    },
  }),
};

// --- Requirement menu (a reference list of the spec) ---------------------------------------------------------

/** A node of the requirement-menu tree: the application's menu groups and screens (docs/decisions.md). */
export const RequireMenuRow = z.object({
  id: z.number(),
  parent: z.number(),
  name: z.string(),
  /** The screen's view key (absent for a group). */
  key: z.string().nullable(),
  path: z.string().nullable(),
});
export const RequireMenu = {
  api: endpoints('RequireMenu', {
    Query: {
      access: 'member',
      input: FixedOrderQuery,
      output: listOf(RequireMenuRow),
      summary: 'The requirement-menu tree: menu groups and their screens, named in the caller’s language',
    },
  }),
};

// --- Materials ---------------------------------------------------------------------------------------------

/** Per-warehouse setting of a material: `{ w<warehouseId>: { pos, sq } }` (position and safety stock). */
export const WarehouseSetting = z.strictObject({
  pos: textField({ max: 50 }).nullish(),
  sq: amount().nullish(),
});
export const WhPos = z
  .record(z.string().regex(/^w\d{1,10}$/, 'material.badWarehouse'), WarehouseSetting)
  .refine((v) => Object.keys(v).length <= 100, 'validation.invalid');
const WhPosRow = z.record(z.string(), z.object({ pos: z.string().nullish(), sq: z.number().nullish() }));

/** Specs: values by spec name (`{ "Voltage": "24 V" }`); a spec sent without a value (null) is left out. */
export const Specs = z
  .record(z.string().min(1).max(50), textField({ max: 200 }))
  .refine((v) => Object.keys(v).length <= 50, 'validation.invalid')
  .transform((v) =>
    Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
const SpecsRow = z.record(z.string(), z.string());

const PartNumber = requiredText('material.modelRequired', { max: 100 });

const material = entity({
  name: 'Material',
  table: 'material',
  owner: 'company',
  labels: 'material',
  fields: {
    /** The company's own material number (optional; the id is the material number the spec shows). */
    code: field.text(text(50)),
    name: notNull(
      field.text(requiredText('material.nameRequired', { max: 200 }), { required: 'material.nameRequired' }),
      z.string(),
    ),
    nameEn: field.text(text(200)),
    /** Part number (件号). */
    model: notNull(field.text(PartNumber, { required: 'material.modelRequired' }), z.string()),
    /** Substitute part numbers, comma-separated. */
    replacement: field.text(text(500)),
    /** Category (material type id); required by the form, optional for the input dialog's quick add. */
    category: field.id(OptionalId, { form: 'tree' }),
    brand: field.id(OptionalId),
    measureUnit: notNull(
      field.id(z.number({ error: 'material.unitRequired' }).int().positive().max(2_147_483_647), {
        required: 'material.unitRequired',
        form: 'select',
      }),
      z.number(),
    ),
    packingUnit: field.id(OptionalId, { form: 'select' }),
    packingCount: field.number(amount().nullish()),
    useSerial: notNull(field.flag(Flag.optional()), z.number()),
    certType: field.enum(
      z
        .number({ error: 'material.badCertType' })
        .refine((v) => certTypes.includes(v), 'material.badCertType')
        .nullish(),
      certTypes,
    ),
    specs: field.json(Specs.nullish(), SpecsRow),
    specsNames: field.text(text(500)),
    size: field.text(text(100)),
    package: field.text(text(100)),
    supplier: field.id(OptionalId, { form: 'select' }),
    sourceType: field.enum(
      z
        .number({ error: 'validation.invalid' })
        .refine((v) => sourceTypes.includes(v), 'validation.invalid')
        .nullish(),
      sourceTypes,
    ),
    costPrice: field.number(amount().nullish()),
    salePrice: field.number(amount().nullish()),
    canSale: notNull(field.flag(Flag.optional()), z.number()),
    canMonitor: notNull(field.flag(Flag.optional()), z.number()),
    storeCondition: field.text(text(200)),
    descript: field.text(text(2000, true), { form: 'textarea' }),
    pictures: field.json(fileList(['material'], MATERIAL_PICTURES).nullish(), z.array(FileEntry)),
    files: field.json(fileList(['attachment'], 20).nullish(), z.array(FileEntry)),
    whPos: field.json(WhPos.nullish(), WhPosRow),
    /** Safety stock over all warehouses (0 / absent: no warning). */
    safeStock: field.number(amount().nullish()),
    tool: notNull(
      field.enum(
        z
          .number({ error: 'validation.invalid' })
          .refine((v) => toolKinds.includes(v), 'validation.invalid')
          .optional(),
        toolKinds,
      ),
      z.number(),
    ),
    /** A measuring tool's next calibration due date. */
    calibrationDue: field.date(dateValue().optional()),
    /** A measuring tool's calibration interval in months (the next due after a calibration). */
    calibrationCycle: field.number(z.number().int().min(0).max(600).nullish()),
    /** Set through Approve / Disable (their own calls and log rows). */
    approved: notNull(field.flag(undefined), z.number()),
    disabled: notNull(field.flag(undefined), z.number()),
    /** Total stock over all warehouses: kept by the server as confirmed orders move it (store.ts). */
    stock: notNull(field.number(undefined, { audited: false }), z.number()),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/** A material as the catalogue lists it: with the names of what it refers to. */
const materialListRow = material.row.extend({
  categoryName: z.string().nullable(),
  brandName: z.string().nullable(),
  unitName: z.string().nullable(),
  packingUnitName: z.string().nullable(),
  supplierName: z.string().nullable(),
});

/** With stock: per warehouse (`{ w<id>: quantity }`), and whether it is below its safety stock anywhere. */
const materialStockRow = materialListRow.extend({
  whStock: z.record(z.string(), z.number()),
  /** Stock available to issue (not expired) over all warehouses. */
  available: z.number(),
  lowStock: z.boolean(),
});

/** A similar part number (ModelCheck; materials document §7). */
export const SimilarMaterial = z.object({
  id: z.number(),
  brand: z.number().nullable(),
  brandName: z.string().nullable(),
  model: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
});

export const ModelCheckInput = strictBody({
  /** The material being edited (excluded from the answer); absent for a new one. */
  id: RecordId.nullish(),
  model: PartNumber,
});

export const FlagInput = strictBody({ id: RecordId, value: Flag });

/**
 * One row of a catalogue import: the form's fields, with category, brand, units and supplier named as text
 * (resolved by name in the company) and `row` the sheet's row number for the messages.
 */
export const MaterialImportRow = z.object({
  row: z.number().int().min(1).max(1_000_000),
  code: z.string().max(1000).nullish(),
  name: z.string().max(1000).nullish(),
  nameEn: z.string().max(1000).nullish(),
  model: z.string().max(1000).nullish(),
  replacement: z.string().max(1000).nullish(),
  category: z.string().max(1000).nullish(),
  brand: z.string().max(1000).nullish(),
  measureUnit: z.string().max(1000).nullish(),
  packingUnit: z.string().max(1000).nullish(),
  packingCount: z.union([z.number(), z.string().max(100)]).nullish(),
  useSerial: z.union([z.number(), z.string().max(100)]).nullish(),
  certType: z.union([z.number(), z.string().max(100)]).nullish(),
  supplier: z.string().max(1000).nullish(),
  costPrice: z.union([z.number(), z.string().max(100)]).nullish(),
  safeStock: z.union([z.number(), z.string().max(100)]).nullish(),
  storeCondition: z.string().max(1000).nullish(),
  descript: z.string().max(5000).nullish(),
});
export const MaterialImportInput = strictBody({ rows: z.array(MaterialImportRow).min(1).max(20_000) });
/** A refused import: nothing was saved; every problem with its sheet row. */
export const ImportProblem = z.object({ row: z.number(), field: z.string(), message: z.string() });
/** How many rows the sheet added, and how many materials it changed (rows that stand for them). */
export const MaterialImportAnswer = z.object({ added: z.number(), updated: z.number() });

/** The template's columns, in order (the import reads them by heading; the export writes them first). */
export const MATERIAL_IMPORT_COLUMNS = [
  'model',
  'name',
  'nameEn',
  'code',
  'replacement',
  'category',
  'brand',
  'measureUnit',
  'packingUnit',
  'packingCount',
  'useSerial',
  'certType',
  'supplier',
  'costPrice',
  'safeStock',
  'storeCondition',
  'descript',
] as const satisfies readonly (keyof z.input<typeof MaterialImportRow>)[];
export type MaterialImportColumn = (typeof MATERIAL_IMPORT_COLUMNS)[number];

/** The texts a material's sheet values are written in (the user's language; the import reads both). */
export interface MaterialSheetTexts {
  /** A category's path of names (`Engine / Filters`), which the import resolves. */
  category(id: number): string;
  yes: string;
  no: string;
  /** A certificate type's label. */
  cert(code: number): string;
}

/**
 * A material as its export writes it (issue 31: export → edit → import): the template's columns, each in the
 * form the import reads — category as its path, brand, units and supplier by name, yes / no, the certificate
 * type's label, figures as numbers, the rest as text, blank as null.
 */
export function materialSheetValues(
  row: MaterialListRow,
  texts: MaterialSheetTexts,
): Record<MaterialImportColumn, string | number | null> {
  return {
    model: row.model,
    name: row.name,
    nameEn: row.nameEn ?? null,
    code: row.code ?? null,
    replacement: row.replacement ?? null,
    category: row.category ? texts.category(row.category) || null : null,
    brand: row.brandName ?? null,
    measureUnit: row.unitName ?? null,
    packingUnit: row.packingUnitName ?? null,
    packingCount: row.packingCount ?? null,
    useSerial: row.useSerial ? texts.yes : texts.no,
    certType: row.certType === null || row.certType === undefined ? null : texts.cert(Number(row.certType)),
    supplier: row.supplierName ?? null,
    costPrice: row.costPrice ?? null,
    safeStock: row.safeStock ?? null,
    storeCondition: row.storeCondition ?? null,
    descript: row.descript ?? null,
  };
}

/** Safety-stock and calibration warnings (catalogue badge and dashboard). */
export const MaterialAlerts = z.object({
  lowStock: z.array(
    z.object({ id: z.number(), name: z.string(), model: z.string(), stock: z.number(), safeStock: z.number() }),
  ),
  lowStockTotal: z.number(),
  calibration: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      model: z.string(),
      calibrationDue: z.string(),
      remainDays: z.number(),
      overdue: z.boolean(),
    }),
  ),
  calibrationTotal: z.number(),
});

export const Material = {
  ...material,
  api: endpoints('Material', {
    Query: {
      access: materialReaders,
      input: QueryPayload,
      output: listOf(materialListRow),
      summary: 'Materials of the current company with names of category, brand, units, supplier (default: newest)',
    },
    QueryWithStock: {
      access: materialReaders,
      input: QueryPayload,
      output: listOf(materialStockRow),
      summary: 'Materials with stock per warehouse, available stock and the safety-stock flag (filter id)',
    },
    Add: {
      access: {
        anyOf: [
          ['product-material', 'Add'],
          ['tool-general', 'Add'],
          ['tool-measure', 'Add'],
        ],
      },
      input: material.input,
      output: material.row,
      summary: 'Adds a material (not approved until approved)',
    },
    Update: {
      access: {
        anyOf: [
          ['product-material', 'Edit'],
          ['tool-general', 'Edit'],
          ['tool-measure', 'Edit'],
        ],
      },
      input: material.update,
      output: material.row,
      summary: 'Changes a material (absent keeps)',
    },
    Delete: {
      access: {
        anyOf: [
          ['product-material', 'Delete'],
          ['tool-general', 'Delete'],
          ['tool-measure', 'Delete'],
        ],
      },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a material that no order has moved',
    },
    ModelCheck: {
      access: materialReaders,
      input: ModelCheckInput,
      output: z.array(SimilarMaterial),
      summary:
        'Materials whose part number is similar (same after removing spaces, dashes, dots and case, or a prefix)',
    },
    Approve: {
      access: { allow: ['product-material', 'Execute'] },
      input: FlagInput,
      output: material.row,
      summary: 'Approves (1) or withdraws approval (0)',
    },
    Disable: {
      // Like Update: the tool screens disable and enable their own kind of tool.
      access: {
        anyOf: [
          ['product-material', 'Edit'],
          ['tool-general', 'Edit'],
          ['tool-measure', 'Edit'],
        ],
      },
      input: FlagInput,
      output: material.row,
      summary: 'Disables (1) or enables (0) a material',
    },
    Import: {
      access: { allow: ['product-material', 'Add'] },
      input: MaterialImportInput,
      output: MaterialImportAnswer,
      summary:
        'Adds catalogue rows and changes the materials that rows stand for (same part-number key and brand; needs ' +
        'Update too): all validated first (400 lists every problem by row), then saved in one transaction',
    },
    Alerts: {
      access: { anyView: stockAlertViews },
      input: strictBody({ limit: z.number().int().min(1).max(100).default(10) }),
      output: MaterialAlerts,
      summary: 'Materials below safety stock and measuring tools due for calibration within 30 days',
    },
  }),
};

export type MaterialRow = z.output<typeof material.row>;
export type MaterialListRow = z.output<typeof materialListRow>;
export type MaterialStockRow = z.output<typeof materialStockRow>;
export type SimilarMaterial = z.output<typeof SimilarMaterial>;

/**
 * The part-number key of the similarity check: without spaces, dashes, dots, slashes and underscores, in upper
 * case (after NFKC, so full-width characters compare equal). Two part numbers are similar when their keys are
 * equal or one is a prefix of the other.
 */
export function partNumberKey(model: string): string {
  return model
    .normalize('NFKC')
    .replace(/[\s\-._/]/g, '')
    .toUpperCase();
}

export function similarPartNumbers(a: string, b: string): boolean {
  const x = partNumberKey(a);
  const y = partNumberKey(b);
  if (!x || !y) return false;
  return x === y || x.startsWith(y) || y.startsWith(x);
}
