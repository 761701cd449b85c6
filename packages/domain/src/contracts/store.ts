import { z } from 'zod';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull } from '../entity';
import { storeReaderViews } from '../permissions';
import { QueryPayload } from '../query';
import { dateValue, text as textField } from './fields';
import { CertType, certTypes } from './materials';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of the stores (materials document §3 "Store order item", §7 "Materials and stock"; platform document
// order type codes; docs/domain.md "Stock"): store orders with their items, the movements and serials they make.
//
// - A store order is inbound (direction 1) or outbound (−1) by its type code, for one warehouse. A draft
//   (step 0) can change or be deleted; Confirm (step 1) books its items into stock in one transaction and the
//   order is never edited or deleted afterwards: Reverse books a new order of the same type and the opposite
//   direction that names it (`reverses`), restoring exactly what the original moved.
// - Stock of a material in a warehouse = Σ confirmed inbound quantity − Σ confirmed outbound quantity. `remain`
//   of an inbound item is what is left of its batch; outbound consumes batches first-expiry-first-out
//   (issueOrder below: earliest expiry first, then by receipt) unless the line names a batch or a serial. A
//   confirmed outbound line that consumed several batches is stored as one line per batch, each naming its
//   inbound line (`source`).
// - Serial-numbered materials (`useSerial` 1) move one serial at a time (quantity 1, serial required).
// - One rule for receipt and issue (movementRefusal, batchExpired): a disabled or unapproved material is neither
//   received nor issued; an expired batch is received or issued only when the confirmation says so
//   (`allowExpired`); otherwise Confirm is refused with code STORE_EXPIRED and the expired batches in `expired`,
//   so that the screen can ask and retry.
// Messages are catalogue keys `store.*` (i18n/store.ts).

/** Reads of store orders: a screen that shows them (the stores, the serial list, the drawers' stock tab). */
const storeReaders = { anyView: storeReaderViews } as const;

/**
 * Writes of store orders: the function of /store/purchase or /store/deliver; the server checks that the one held
 * fits the order's direction (inbound → store-purchase, outbound → store-deliver).
 */
const either = (fn: 'Add' | 'Edit' | 'Delete' | 'Execute') =>
  ({
    anyOf: [
      ['store-purchase', fn],
      ['store-deliver', fn],
    ],
  }) as const;

/** Order type codes (platform document §9). */
export const OrderType = {
  Production: 104,
  Purchase: 301,
  PurchaseQuota: 302,
  PurchaseFund: 303,
  Return: 311,
  Claim: 313,
  Repair: 314,
  ReturnBack: 315,
  TransferIn: 340,
  StocktakeIn: 341,
  OtherIn: 345,
  Sales: 351,
  Requisition: 352,
  ReturnToSupplier: 353,
  Borrow: 355,
  TransferOut: 356,
  Scrap: 357,
  StocktakeOut: 358,
  OtherOut: 385,
} as const;
export const inboundTypes = [301, 302, 303, 311, 313, 314, 315, 340, 341, 345] as const;
export const outboundTypes = [351, 352, 353, 355, 356, 357, 358, 385] as const;
export const storeOrderTypes = [...inboundTypes, ...outboundTypes] as number[];
/** The default type of /store/purchase and of /store/deliver (platform document menus). */
export const DEFAULT_INBOUND_TYPE = OrderType.PurchaseFund;
export const DEFAULT_OUTBOUND_TYPE = OrderType.Requisition;

/** 1 inbound, −1 outbound: what a type code moves. */
export function directionOf(type: number): 1 | -1 {
  return (inboundTypes as readonly number[]).includes(type) ? 1 : -1;
}

export const OrderStep = { Draft: 0, Confirmed: 1 } as const;

// --- One rule for receipt and issue (server confirmation, the order dialog's pickers and hints) ---------------

/** A batch's expiry as `YYYY-MM-DD`, or null when it has none (empty, or the spec's 0001-01-01 for "none"). */
export function expiryDay(expireDate: string | null | undefined): string | null {
  const day = expireDate?.slice(0, 10) ?? '';
  return day === '' || day.startsWith('0001-01-01') ? null : day;
}

/** Whether a batch has expired on `today` (`YYYY-MM-DD`): its expiry is before today (the expiry day is usable). */
export function batchExpired(expireDate: string | null | undefined, today: string): boolean {
  const day = expiryDay(expireDate);
  return day !== null && day < today.slice(0, 10);
}

/** A batch as the issue order sees it: its expiry, its receipt's date, and its line (the tie-break). */
export interface IssueCandidate {
  expireDate: string | null;
  orderDate: string;
  id: number;
}

/**
 * First-expiry-first-out (docs/decisions.md "Batches, serials and expiry"): an outbound line that names no batch
 * or serial takes unexpired batches that have an expiry first, earliest expiry first; then batches without
 * expiry; each tie by receipt (order date, then line) — first-in-first-out where nothing expires. Expired batches
 * come last (earliest first), and are issued only when the confirmation allows them.
 */
export function issueOrder(today: string): (a: IssueCandidate, b: IssueCandidate) => number {
  const rank = (c: IssueCandidate) => (batchExpired(c.expireDate, today) ? 2 : expiryDay(c.expireDate) ? 0 : 1);
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (a, b) =>
    rank(a) - rank(b) ||
    text(expiryDay(a.expireDate) ?? '', expiryDay(b.expireDate) ?? '') ||
    text(a.orderDate, b.orderDate) ||
    a.id - b.id;
}

/**
 * Why a material cannot be received or issued (a `store.*` key), or null: the same for both directions — a
 * disabled or unapproved material moves neither in nor out.
 */
export function movementRefusal(material: { disabled: number | boolean; approved: number | boolean }) {
  if (material.disabled) return 'store.materialDisabled' as const;
  if (!material.approved) return 'store.materialNotApproved' as const;
  return null;
}

/** Stock status (materials document §3): 1 sent for repair, 2 metrology, 3 scrapped, 9 unavailable, else normal. */
export const StockStatus = { Normal: 0, Repair: 1, Metrology: 2, Scrapped: 3, Unavailable: 9 } as const;

const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

const Quantity = z
  .number({ error: 'store.quantityRequired' })
  .gt(0, 'store.quantityPositive')
  .max(9_999_999_999, 'validation.numberMax')
  .transform((v) => Math.round(v * 100) / 100);
const Price = z
  .number({ error: 'store.badPrice' })
  .min(0, 'validation.numberMin')
  .max(9_999_999_999, 'validation.numberMax')
  .transform((v) => Math.round(v * 100) / 100);

/** A line of a store order as the client sends it. */
export const StoreOrderItemInput = z.strictObject({
  material: z.number({ error: 'store.materialRequired' }).int().positive().max(2_147_483_647),
  /** Inbound: the batch received. Outbound: the batch to issue from (absent = first expiry first). */
  batch: text(100),
  /** Serial number: required for serial-numbered materials (one per line, quantity 1). */
  seri: text(100),
  expireDate: dateValue().optional(),
  quantity: Quantity,
  /** Unit price with tax and without tax. */
  price: Price.nullish(),
  priceEx: Price.nullish(),
  position: text(50),
  cert: z
    .number({ error: 'store.badCert' })
    .refine((v) => certTypes.includes(v), 'store.badCert')
    .nullish(),
  comments: text(500),
});

const storeOrder = entity({
  name: 'StoreOrder',
  table: 'store_order',
  owner: 'company',
  labels: 'store.order',
  fields: {
    /** Order number, given by the server (`RK`/`CK` + date + sequence) unless the clerk writes one. */
    code: notNull(field.text(text(50)), z.string()),
    type: notNull(
      field.enum(
        z.number({ error: 'store.typeRequired' }).refine((v) => storeOrderTypes.includes(v), 'store.typeRequired'),
        storeOrderTypes,
        { required: 'store.typeRequired', form: 'select' },
      ),
      z.number(),
    ),
    /** 1 inbound, −1 outbound: from the type (a reversal has the opposite of its type's). */
    direction: notNull(field.number(undefined), z.number()),
    orderDate: notNull(field.date(dateValue().optional()), z.string()),
    warehouse: notNull(
      field.id(z.number({ error: 'store.warehouseRequired' }).int().positive().max(2_147_483_647), {
        column: 'warehouse_id',
        required: 'store.warehouseRequired',
        form: 'select',
      }),
      z.number(),
    ),
    supplier: field.id(RecordId.nullish(), { column: 'supplier_id', form: 'select' }),
    /** The aircraft an outbound order issues parts for. */
    plane: field.id(RecordId.nullish(), { column: 'plane_id', form: 'select' }),
    /** Who hands over (inbound) or receives (outbound). */
    receiver: field.text(text(50)),
    comments: field.text(text(1000, true), { form: 'textarea' }),
    /** 0 draft, 1 confirmed (server). */
    step: notNull(field.number(undefined), z.number()),
    /** The confirmed order this one reverses (server). */
    reverses: field.id(undefined),
    /** The order that reversed this one (server). */
    reversedBy: field.id(undefined),
    createdBy: field.id(undefined, { audited: false }),
    confirmedBy: field.id(undefined, { audited: false }),
    confirmedAt: field.date(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/** An item as answered (with what the list shows of its order and material). */
export const StoreOrderItemRow = z.object({
  sn: z.number(),
  orderId: z.number(),
  orderCode: z.string(),
  orderDate: z.string(),
  orderType: z.number(),
  orderComments: z.string().nullable(),
  step: z.number(),
  direction: z.number(),
  warehouse: z.number(),
  warehouseName: z.string().nullable(),
  material: z.number(),
  materialName: z.string(),
  materialModel: z.string(),
  unitName: z.string().nullable(),
  batch: z.string().nullable(),
  seri: z.string().nullable(),
  expireDate: z.string().nullable(),
  quantity: z.number(),
  /** Inbound: what is left of the batch; outbound: 0. */
  remain: z.number(),
  price: z.number().nullable(),
  priceEx: z.number().nullable(),
  position: z.string().nullable(),
  cert: z.number().nullable(),
  comments: z.string().nullable(),
  /** Outbound: the inbound line (batch) it consumed. */
  source: z.number().nullable(),
});

const OrderBody = {
  type: storeOrder.shape.type,
  orderDate: dateValue().optional(),
  warehouse: storeOrder.shape.warehouse,
  supplier: RecordId.nullish(),
  plane: RecordId.nullish(),
  receiver: text(50),
  comments: text(1000, true),
  code: text(50),
  items: z.array(StoreOrderItemInput, { error: 'store.itemsRequired' }).min(1, 'store.itemsRequired').max(500),
};
export const StoreOrderInput = strictBody(OrderBody);
/** A draft's new content: `items` replaces every line. */
export const StoreOrderUpdateInput = strictBody({ id: RecordId, ...OrderBody });
export const ConfirmInput = strictBody({ id: RecordId, allowExpired: z.boolean().optional() });
export const ReverseInput = strictBody({ id: RecordId, comments: text(1000, true) });

const storeOrderListRow = storeOrder.row.extend({
  warehouseName: z.string().nullable(),
  supplierName: z.string().nullable(),
  planeName: z.string().nullable(),
  itemCount: z.number(),
  totalQuantity: z.number(),
});
const storeOrderDetail = storeOrderListRow.extend({ items: z.array(StoreOrderItemRow) });

/** An expired batch that Confirm would issue (STORE_EXPIRED's `expired`). */
export const ExpiredBatch = z.object({
  material: z.number(),
  materialName: z.string(),
  batch: z.string().nullable(),
  expireDate: z.string(),
  quantity: z.number(),
});

/** Where a serial-numbered part is now (/product/entity). */
export const SerialRow = z.object({
  material: z.number(),
  materialName: z.string(),
  materialModel: z.string(),
  seri: z.string(),
  batch: z.string().nullable(),
  /** 1 in a warehouse, −1 issued. */
  state: z.number(),
  warehouse: z.number(),
  warehouseName: z.string().nullable(),
  position: z.string().nullable(),
  expireDate: z.string().nullable(),
  /** The last confirmed movement of the serial. */
  orderId: z.number(),
  orderCode: z.string(),
  orderType: z.number(),
  orderDate: z.string(),
  plane: z.number().nullable(),
  planeName: z.string().nullable(),
  receiver: z.string().nullable(),
});

export const StoreOrder = {
  ...storeOrder,
  input: StoreOrderInput,
  update: StoreOrderUpdateInput,
  api: endpoints('StoreOrder', {
    Query: {
      access: storeReaders,
      input: QueryPayload,
      output: listOf(storeOrderListRow),
      summary: 'Store orders of the current company (filter direction for inbound/outbound; default: newest)',
    },
    Get: { access: storeReaders, input: IdInput, output: storeOrderDetail, summary: 'One store order with its items' },
    Add: {
      access: either('Add'),
      input: StoreOrderInput,
      output: storeOrderDetail,
      summary: 'Adds a draft order with its items',
    },
    Update: {
      access: either('Edit'),
      input: StoreOrderUpdateInput,
      output: storeOrderDetail,
      summary: 'Replaces a draft order’s header and items (confirmed orders are refused)',
    },
    Delete: {
      access: either('Delete'),
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a draft order (confirmed orders are refused)',
    },
    Confirm: {
      access: either('Execute'),
      input: ConfirmInput,
      output: storeOrderDetail,
      summary: 'Books a draft into stock in one transaction; outbound beyond available stock is refused',
    },
    Reverse: {
      access: either('Execute'),
      input: ReverseInput,
      output: storeOrderDetail,
      summary: 'Books a confirmed reversal of a confirmed order (same type, opposite direction, names it)',
    },
  }),
};

export const StoreOrderItem = {
  api: endpoints('StoreOrderItem', {
    Query: {
      access: storeReaders,
      input: QueryPayload,
      output: listOf(StoreOrderItemRow),
      summary: 'Store order items (filters material, step, direction, remain, warehouse, orderType...)',
    },
    CountIn: {
      access: storeReaders,
      input: IdInput,
      output: z.array(z.number()),
      summary: 'A material’s confirmed inbound quantity: a list whose first element is the total',
    },
    CountOut: {
      access: storeReaders,
      input: IdInput,
      output: z.array(z.number()),
      summary: 'A material’s confirmed outbound quantity: a list whose first element is the total',
    },
    QuerySerial: {
      access: storeReaders,
      input: QueryPayload,
      output: listOf(SerialRow),
      summary: 'Serial-numbered parts and where each is now (filters material, seri, state, warehouse)',
    },
  }),
};

export type StoreOrderRow = z.output<typeof storeOrder.row>;
export type StoreOrderListRow = z.output<typeof storeOrderListRow>;
export type StoreOrderDetail = z.output<typeof storeOrderDetail>;
export type StoreOrderItemRow = z.output<typeof StoreOrderItemRow>;
export type StoreOrderItemInput = z.output<typeof StoreOrderItemInput>;
export type SerialRow = z.output<typeof SerialRow>;
export { CertType };
