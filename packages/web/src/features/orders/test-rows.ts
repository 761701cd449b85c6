import { OrderPart } from '@hangar/domain/contracts/order-parts';
import type {
  OrderCandidate,
  OrderCardRow,
  OrderDetail,
  OrderRow,
  OrderStepRow,
} from '@hangar/domain/contracts/orders';
import { type Answer, answer } from '../store/test-support';

// Rows of production orders as the server answers them (ProductionOrder/Query, Get, Candidates), for the web
// tests: a released order of B-7001 with every ability its state allows unless told.

export function orderRow(id: number, over: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    plane: 5,
    seri: `WO-2026-${String(id).padStart(4, '0')}`,
    title: '100 h inspection',
    site: 2,
    plannedStart: '2026-03-02 00:00:00',
    plannedEnd: '2026-03-04 00:00:00',
    remarks: null,
    state: 1,
    cancelReason: null,
    releasedAt: '2026-03-01 09:00:00',
    releasedBy: 7,
    startedAt: null,
    inspectedAt: null,
    inspectedBy: null,
    inspectedName: null,
    closedAt: null,
    closedBy: null,
    crsTask: null,
    releaseHours: null,
    releaseLandings: null,
    createdBy: 7,
    createdAt: '2026-03-01 08:00:00',
    planeName: 'B-7001',
    siteName: 'Main base',
    cards: 2,
    cardsDone: 0,
    estimatedHours: 6,
    abilities: { update: true, delete: false, release: false, cancel: true, inspect: false, close: false },
    ...over,
  };
}

export function stepRow(id: number, over: Partial<OrderStepRow> = {}): OrderStepRow {
  return {
    id,
    card: 31,
    seq: 1,
    text: 'Inspect the brake wear pins',
    rii: 0,
    unit: null,
    min: null,
    max: null,
    value: null,
    performedBy: null,
    performedName: null,
    performedLicence: null,
    performedAt: null,
    inspectedBy: null,
    inspectedName: null,
    inspectedLicence: null,
    inspectedAt: null,
    ...over,
  };
}

export function cardRow(id: number, over: Partial<OrderCardRow> = {}): OrderCardRow {
  return {
    id,
    order: 1,
    plane: 5,
    seq: 1,
    source: 1,
    sourceId: 40,
    workCard: 9,
    seri: 'JC-32-001',
    name: 'Brakes',
    version: 'R2',
    files: [],
    attachments: [],
    estimatedHours: 3,
    requiredKind: null,
    dueDate: '2026-03-10 00:00:00',
    dueHours: null,
    dueLandings: null,
    parentCard: null,
    faultTask: null,
    state: 0,
    recordTask: null,
    remarks: null,
    steps: [],
    labour: [],
    bookedHours: 0,
    ...over,
  };
}

export function orderDetail(id: number, cards: OrderCardRow[], over: Partial<OrderRow> = {}): OrderDetail {
  return { ...orderRow(id, over), cardList: cards };
}

export function candidate(source: number, id: number, over: Partial<OrderCandidate> = {}): OrderCandidate {
  return {
    source,
    id,
    name: `Item ${id}`,
    dueDate: null,
    dueHours: null,
    dueLandings: null,
    forecastDate: null,
    dueState: 0,
    workCard: null,
    workCardSeri: null,
    onOrder: null,
    ...over,
  };
}

/** The order drawer's parts panel (features/orders/parts) reads an order without part lines. */
export function noParts(url: string): Answer | undefined {
  if (url === '/api/OrderPart/Query') return answer(OrderPart.api.Query, []);
  if (url === '/api/OrderPart/QueryRemoved') return answer(OrderPart.api.QueryRemoved, []);
  return undefined;
}
