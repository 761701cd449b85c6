import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { endpoints } from '../endpoint';
import { requiredText, text as textField } from './fields';
import { OrderState } from './orders';
import { RecordId, strictBody } from './platform';

// The parts of production orders (issue 33; docs/architecture.md "Order parts"). A released order's task cards
// reserve the material lines of their work cards (`order_part`): a line matches the operator's own material by
// part-number key and brand, or stays a reservation without a material ("not in the catalogue"); lines are added by
// hand too. Parts are issued through the stores' outbound requisition (store order type 352, confirmed at once by
// the stores' own stock rules: first expiry first, serials, expired batches refused) linked to the order and card,
// returned through an inbound return (311) linked likewise, and what a card no longer needs is released. A
// reservation with an open quantity (neither issued nor released) is open work: the order cannot be inspected or
// closed. Parts removed from the aircraft are booked on the card with their state; a component replaced on a card
// replaces the installed component with the issued serial. Messages `orderPart.*` (i18n/order-parts.ts).

/** A removed part's state: serviceable, unserviceable (to repair), scrap. */
export const RemovedState = { Serviceable: 1, Unserviceable: 2, Scrap: 3 } as const;
export const REMOVED_STATES = Object.values(RemovedState) as number[];

/** Where a reservation comes from: a material line of the card's work card, or by hand. */
export const PartSource = { WorkCard: 1, Manual: 2 } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What is still reserved and neither issued nor released (never below zero). */
export function openQuantity(p: { quantity: number; issued: number; released: number }): number {
  return Math.max(0, round2(p.quantity - p.issued - p.released));
}

/** What was issued and not returned: what may be returned, and what keeps a card from being removed. */
export function outstanding(p: { issued: number; returned: number }): number {
  return Math.max(0, round2(p.issued - p.returned));
}

/** The order states in which parts move (issue, release, add, remove, replace): released or in work. */
export const partsOpen = (orderState: number) => orderState === OrderState.Released || orderState === OrderState.InWork;

/** What the caller may do with a reservation line (its contract's access and partRefusal). */
export const PartAbilities = abilities('issue', 'return', 'release');
export type PartAction = keyof z.output<typeof PartAbilities>;

/**
 * Why a reservation line refuses an action, or null (the writes' rule and the rows' abilities): the order must be
 * released or in work (a return also once inspected); issue needs a material of the catalogue and an open quantity;
 * release an open quantity; return something issued and not returned.
 */
export function partRefusal(
  action: PartAction,
  part: { material: number | null; quantity: number; issued: number; returned: number; released: number },
  orderState: number,
): Refusal {
  const returnable = action === 'return' && orderState === OrderState.Inspected;
  if (!partsOpen(orderState) && !returnable) return 'orderPart.orderNotOpen';
  switch (action) {
    case 'issue':
      if (part.material === null) return 'orderPart.notInCatalogue';
      return openQuantity(part) > 0 ? null : 'orderPart.nothingOpen';
    case 'release':
      return openQuantity(part) > 0 ? null : 'orderPart.nothingOpen';
    case 'return':
      return outstanding(part) > 0 ? null : 'orderPart.nothingIssued';
  }
}

/** Stock of a material in one warehouse, with its bin (the material's position there). */
export const PartBin = z.object({
  warehouse: z.number(),
  warehouseName: z.string().nullable(),
  quantity: z.number(),
  position: z.string().nullable(),
});

/** A reservation line as answered (OrderPart/Query). */
export const OrderPartRow = z.object({
  id: z.number(),
  order: z.number(),
  card: z.number(),
  cardSeq: z.number().nullable(),
  cardName: z.string().nullable(),
  source: z.number(),
  /** The company's material, or null: the work card's line matched none ("not in the catalogue"). */
  material: z.number().nullable(),
  materialName: z.string().nullable(),
  useSerial: z.boolean(),
  name: z.string(),
  partNumber: z.string().nullable(),
  brand: z.string().nullable(),
  unit: z.string().nullable(),
  reserved: z.number(),
  issued: z.number(),
  returned: z.number(),
  released: z.number(),
  open: z.number(),
  /** Issuable now for this order: unexpired stock less what other orders hold reserved and open. */
  available: z.number(),
  bins: z.array(PartBin),
  remarks: z.string().nullable(),
  abilities: PartAbilities,
});
export type OrderPartRow = z.output<typeof OrderPartRow>;

/** A batch or serial the pick list would issue (first expiry first) for a line's open quantity. */
export const PickLine = z.object({
  part: z.number(),
  card: z.number(),
  cardSeq: z.number().nullable(),
  material: z.number(),
  materialName: z.string(),
  partNumber: z.string().nullable(),
  batch: z.string().nullable(),
  seri: z.string().nullable(),
  expireDate: z.string().nullable(),
  position: z.string().nullable(),
  quantity: z.number(),
});
export type PickLine = z.output<typeof PickLine>;

/** The pick list of an order: per warehouse what would be issued, and what no warehouse can give. */
export const PickList = z.object({
  warehouses: z.array(
    z.object({ warehouse: z.number(), warehouseName: z.string().nullable(), lines: z.array(PickLine) }),
  ),
  short: z.array(
    z.object({
      part: z.number(),
      name: z.string(),
      partNumber: z.string().nullable(),
      missing: z.number(),
    }),
  ),
});
export type PickList = z.output<typeof PickList>;

/** A part removed from the aircraft on a card (OrderPart/QueryRemoved). */
export const RemovedPartRow = z.object({
  id: z.number(),
  order: z.number(),
  card: z.number(),
  cardSeq: z.number().nullable(),
  cardName: z.string().nullable(),
  /** The installed component it was (plane-bom), if named. */
  bom: z.number().nullable(),
  name: z.string(),
  partNumber: z.string().nullable(),
  serial: z.string().nullable(),
  state: z.number(),
  remarks: z.string().nullable(),
  /** A replacement: the issued reservation line and the installed component (serial) that took its place. */
  part: z.number().nullable(),
  installedBom: z.number().nullable(),
  installedSerial: z.string().nullable(),
  createdAt: z.string(),
});
export type RemovedPartRow = z.output<typeof RemovedPartRow>;

const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
const Quantity = z
  .number({ error: 'orderPart.quantityInvalid' })
  .gt(0, 'orderPart.quantityInvalid')
  .max(1e9, 'orderPart.quantityInvalid')
  .transform(round2);

const OrderInput = strictBody({ order: RecordId });

const AddInput = strictBody({
  card: RecordId,
  material: z.number({ error: 'orderPart.materialRequired' }).int().positive().max(2_147_483_647),
  quantity: Quantity,
  remarks: text(500, true),
});

/** A line of an issue or a return: the reservation, how many, from or to which warehouse, the serial or batch. */
const MoveLine = strictBody({
  part: RecordId,
  quantity: Quantity,
  warehouse: z.number({ error: 'orderPart.warehouseRequired' }).int().positive().max(2_147_483_647),
  serial: text(100),
  batch: text(100),
});
const MoveInput = strictBody({
  order: RecordId,
  lines: z.array(MoveLine, { error: 'orderPart.linesRequired' }).min(1, 'orderPart.linesRequired').max(200),
});
export type MoveInput = z.input<typeof MoveInput>;

const RemovedStateInput = z
  .number({ error: 'orderPart.stateInvalid' })
  .refine((v) => REMOVED_STATES.includes(v), 'orderPart.stateInvalid');

const RemoveInput = strictBody({
  card: RecordId,
  /** The installed component it is (its row is not changed: a replacement is Replace's). */
  bom: RecordId.nullish(),
  name: requiredText('orderPart.nameRequired', { max: 200 }),
  partNumber: text(100),
  serial: text(100),
  state: RemovedStateInput,
  remarks: text(1000, true),
});

const ReplaceInput = strictBody({
  card: RecordId,
  /** The installed component taken off (a current row of the order's aircraft). */
  bom: RecordId,
  /** The reservation line whose issued part goes on, and its serial (required for a serial-numbered material). */
  part: RecordId,
  serial: text(100),
  /** The removed component's state (default unserviceable) and remarks. */
  state: RemovedStateInput.optional(),
  remarks: text(1000, true),
});

const Lines = z.array(OrderPartRow);

/** Reads of an order's parts: the order screen. Writes: the order's Execute (Issue and Return also the issue desk's). */
const reader = { view: 'maintain-order' } as const;
const executor = { allow: ['maintain-order', 'Execute'] } as const;

/** The parts of production orders (/api/OrderPart/*). */
export const OrderPart = {
  api: endpoints('OrderPart', {
    Query: {
      access: reader,
      input: OrderInput,
      output: Lines,
      summary: 'The reservation lines of an order: reserved, issued, returned, released, open, available, bins',
    },
    PickList: {
      access: reader,
      input: OrderInput,
      output: PickList,
      summary: 'What would be issued for the open reservations, per warehouse, first expiry first out',
    },
    QueryRemoved: {
      access: reader,
      input: OrderInput,
      output: z.array(RemovedPartRow),
      summary: 'Parts removed from the aircraft on the order’s cards, with their state',
    },
    Add: {
      access: executor,
      input: AddInput,
      output: Lines,
      summary: 'Adds a reservation line by hand to a card of an order in work or released',
    },
    Issue: {
      access: executor,
      input: MoveInput,
      output: Lines,
      summary:
        'Issues reserved parts: one confirmed requisition (352) per warehouse linked to the order and card; needs the issue desk’s Execute too',
    },
    Return: {
      access: executor,
      input: MoveInput,
      output: Lines,
      summary:
        'Returns unused issued parts to a warehouse: a confirmed return (311) linked to the order and card; needs the issue desk’s Execute too',
    },
    Release: {
      access: executor,
      input: strictBody({ part: RecordId }),
      output: Lines,
      summary: 'Releases the rest of a reservation that is not needed',
    },
    Remove: {
      access: executor,
      input: RemoveInput,
      output: z.array(RemovedPartRow),
      summary: 'Books a part removed from the aircraft on a card, with its state',
    },
    Replace: {
      access: executor,
      input: ReplaceInput,
      output: z.array(RemovedPartRow),
      summary:
        'Replaces an installed component with a part issued on the card (its serial): the installed-components list shows it',
    },
  }),
};
