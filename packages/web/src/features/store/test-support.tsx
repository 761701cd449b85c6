import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import type { SerialRow, StoreOrderDetail, StoreOrderItemRow, StoreOrderListRow } from '@hangar/domain/contracts/store';
import type { Endpoint, EndpointOutput } from '@hangar/domain/endpoint';
import { material } from '../materials/test-data';

// Test support of the stores screens: rows typed by the contracts, and a `fetch` stand-in whose routes answer
// a contract's output or a refusal with its code and extra fields (STORE_EXPIRED carries `expired`).

export interface Call {
  url: string;
  body: Record<string, unknown>;
}

export type Answer = { body: unknown } | { status: number; code: string; msg: string; extra?: Record<string, unknown> };

/** The answer of an endpoint, typed by its contract. */
export const answer = <E extends Endpoint>(_endpoint: E, body: EndpointOutput<E>): Answer => ({ body });

export const list = <T,>(items: T[]) => ({ body: { items, totalItems: items.length } });

export function stubStore(route: (call: Call) => Answer | undefined): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: Call = { url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : {} };
    calls.push(call);
    const a = route(call) ?? list([]);
    const envelope =
      'code' in a ? { ret: 1, code: a.code, msg: a.msg, body: null, ...a.extra } : { ret: 0, msg: '', body: a.body };
    const response = new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    Object.defineProperty(response, 'status', { value: 'code' in a ? a.status : 200 });
    return response;
  }) as typeof fetch;
  return calls;
}

export const callsTo = (calls: Call[], action: string) => calls.filter((c) => c.url === `/api/${action}`);

export function orderRow(id: number, over: Partial<StoreOrderListRow> = {}): StoreOrderListRow {
  return {
    id,
    code: `RK20240601${String(id).padStart(3, '0')}`,
    type: 303,
    direction: 1,
    orderDate: '2024-06-01 00:00:00',
    warehouse: 1,
    supplier: 2,
    plane: null,
    receiver: null,
    comments: null,
    step: 0,
    reverses: null,
    reversedBy: null,
    createdBy: 7,
    confirmedBy: null,
    confirmedAt: null,
    createdAt: '2024-06-01 09:00:00',
    warehouseName: 'Main store',
    supplierName: 'Aero Parts',
    planeName: null,
    itemCount: 2,
    totalQuantity: 5,
    ...over,
  };
}

export function itemRow(sn: number, over: Partial<StoreOrderItemRow> = {}): StoreOrderItemRow {
  return {
    sn,
    orderId: 1,
    orderCode: 'RK20240601001',
    orderDate: '2024-06-01 00:00:00',
    orderType: 303,
    orderComments: null,
    step: 1,
    direction: 1,
    warehouse: 1,
    warehouseName: 'Main store',
    material: 11,
    materialName: 'Oil filter',
    materialModel: 'CH48110-1',
    unitName: 'EA',
    batch: 'B-001',
    seri: null,
    expireDate: null,
    quantity: 4,
    remain: 4,
    price: 120,
    priceEx: 106.19,
    position: 'A-01',
    cert: 1,
    comments: null,
    source: null,
    ...over,
  };
}

export function detailOf(row: StoreOrderListRow, items: StoreOrderItemRow[]): StoreOrderDetail {
  return { ...row, items };
}

/** A material with stock as the stores screens show it (the materials tests' row, with the stores' values). */
export function materialRow(id: number, over: Partial<MaterialStockRow> = {}): MaterialStockRow {
  return material({
    id,
    name: 'Oil filter',
    nameEn: null,
    category: null,
    brand: null,
    measureUnit: 1,
    certType: null,
    safeStock: null,
    stock: 8,
    createdAt: '2024-01-01 00:00:00',
    categoryName: null,
    brandName: null,
    unitName: 'EA',
    whStock: { w1: 8 },
    available: 8,
    lowStock: false,
    ...over,
  });
}

export function serialRow(seri: string, over: Partial<SerialRow> = {}): SerialRow {
  return {
    material: 12,
    materialName: 'ELT',
    materialModel: 'ELT-406',
    seri,
    batch: null,
    state: 1,
    warehouse: 1,
    warehouseName: 'Main store',
    position: 'B-02',
    expireDate: null,
    orderId: 3,
    orderCode: 'RK20240601003',
    orderType: 303,
    orderDate: '2024-06-01 00:00:00',
    plane: null,
    planeName: null,
    receiver: null,
    ...over,
  };
}
