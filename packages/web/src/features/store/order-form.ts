import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import {
  DEFAULT_INBOUND_TYPE,
  DEFAULT_OUTBOUND_TYPE,
  StoreOrder,
  type StoreOrderDetail,
  type StoreOrderItemRow,
} from '@hangar/domain/contracts/store';
import type { EndpointInput } from '@hangar/domain/endpoint';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { numberOf } from '../../components/contract-rules';
import { formFieldsOf } from '../../components/entity-fields';
import { API_DATE_FORMAT, type FormField, formBody, formValues } from '../../components/ListPage';
import { type Direction, typeOptions, typesOf } from './labels';

// The order dialog's values and the body it sends (StoreOrder/Add and Update): the header's fields as declared
// by StoreOrder (labels, limits, required messages), and the lines as a Form.List of text boxes and pickers.

/** One line as the form holds it: number boxes hold text (the rules refuse what is not a number). */
export interface LineValues {
  material?: number;
  batch?: string | null;
  seri?: string | null;
  expireDate?: Dayjs | null;
  quantity?: string | number | null;
  price?: string | number | null;
  priceEx?: string | number | null;
  position?: string | null;
  cert?: number | null;
  comments?: string | null;
}

export type OrderValues = Record<string, unknown> & { items?: LineValues[] };

export type OrderBody = EndpointInput<typeof StoreOrder.api.Add>;

export const defaultTypeOf = (direction: Direction): number =>
  direction > 0 ? DEFAULT_INBOUND_TYPE : DEFAULT_OUTBOUND_TYPE;

/** The header's fields for a direction (options of the pickers given by the screen). */
export function headerFields(
  t: TFunction,
  direction: Direction,
  options: {
    warehouses: FormField['options'];
    suppliers: FormField['options'];
    planes: FormField['options'];
  },
): FormField[] {
  return formFieldsOf(
    StoreOrder,
    t,
    ['type', 'orderDate', 'warehouse', 'supplier', 'plane', 'receiver', 'code', 'comments'],
    {
      type: { options: typeOptions(t, typesOf(direction)) },
      warehouse: { options: options.warehouses },
      supplier: { options: options.suppliers, hidden: direction < 0 },
      plane: { options: options.planes, hidden: direction > 0 },
      receiver: { label: t(direction > 0 ? 'store.order.deliverer' : 'store.order.receiver') },
      code: { item: { extra: t('store.order.codeHint') } },
      comments: { wide: true },
    },
  );
}

export const emptyLine = (): LineValues => ({ quantity: '1' });

/** A new order's values: the direction's default type, today, one empty line. */
export function newOrderValues(direction: Direction, today: Dayjs = dayjs()): OrderValues {
  return { type: defaultTypeOf(direction), orderDate: today.startOf('day'), items: [emptyLine()] };
}

const day = (value: string | null): Dayjs | null => {
  const text = value?.slice(0, 10) ?? '';
  const d = dayjs(text, 'YYYY-MM-DD', true);
  return text && d.isValid() && d.year() > 1000 ? d : null;
};

export function lineValues(row: StoreOrderItemRow): LineValues {
  return {
    material: row.material,
    batch: row.batch,
    seri: row.seri,
    expireDate: day(row.expireDate),
    quantity: String(row.quantity),
    price: row.price === null ? null : String(row.price),
    priceEx: row.priceEx === null ? null : String(row.priceEx),
    position: row.position,
    cert: row.cert,
    comments: row.comments,
  };
}

/** A draft's values for editing. */
export function draftValues(fields: readonly FormField[], detail: StoreOrderDetail): OrderValues {
  return { ...formValues(fields, detail), items: detail.items.map(lineValues) };
}

const trimmed = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};

type ItemBody = OrderBody['items'][number];

/** A line as the API takes it; serial-numbered materials move one at a time. */
export function lineBody(line: LineValues, serial: boolean): ItemBody {
  return {
    material: line.material as number,
    batch: trimmed(line.batch),
    seri: trimmed(line.seri),
    expireDate: dayjs.isDayjs(line.expireDate) ? line.expireDate.format(API_DATE_FORMAT) : null,
    quantity: serial ? 1 : (numberOf(line.quantity) as number),
    price: numberOf(line.price),
    priceEx: numberOf(line.priceEx),
    position: trimmed(line.position),
    cert: line.cert ?? null,
    comments: trimmed(line.comments),
  };
}

/** The body of Add / Update from the form's values. */
export function orderBody(
  fields: readonly FormField[],
  values: OrderValues,
  isSerial: (material: number | undefined) => boolean,
): OrderBody {
  const header = formBody(fields, values);
  return {
    ...(header as Omit<OrderBody, 'items'>),
    items: (values.items ?? []).map((line) => lineBody(line, isSerial(line.material))),
  };
}

/** `part number · name · stock` of a material in a picker. */
export function materialText(row: Pick<MaterialStockRow, 'model' | 'name'>, stock?: number, t?: TFunction): string {
  const parts = [row.model, row.name];
  if (stock !== undefined && t) parts.push(t('store.lines.stock', { stock }));
  return parts.join(' · ');
}
