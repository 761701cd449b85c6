import {
  CardSource,
  CardState,
  type OrderCardRow,
  type OrderDetail,
  OrderState,
  type OrderStepRow,
} from '@hangar/domain/contracts/orders';
import type { PaperPart, PaperSource } from './paper-kit';

// Orders as the order module's face answers them, built in memory for the paper's tests and bench: a closed
// 100 h inspection of B-7001 with its cards, their steps (signed, RII inspected, measured) and labour.

type StepSpec = Partial<OrderStepRow> & { text: string };

let nextId = 1000;

export function step(card: number, seq: number, spec: StepSpec): OrderStepRow {
  return {
    id: nextId++,
    card,
    seq,
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
    ...spec,
  };
}

export function orderCard(
  order: number,
  seq: number,
  spec: Partial<Omit<OrderCardRow, 'steps'>> & { name: string; steps?: StepSpec[] },
): OrderCardRow {
  const id = spec.id ?? nextId++;
  const { steps = [], ...rest } = spec;
  return {
    id,
    order,
    plane: 7,
    seq,
    source: CardSource.Ctrl,
    sourceId: null,
    workCard: null,
    seri: null,
    version: null,
    files: [],
    attachments: [],
    estimatedHours: null,
    requiredKind: null,
    dueDate: null,
    dueHours: null,
    dueLandings: null,
    parentCard: null,
    faultTask: null,
    state: CardState.Open,
    recordTask: null,
    remarks: null,
    labour: [],
    bookedHours: 0,
    ...rest,
    steps: steps.map((s, i) => step(id, i + 1, s)),
  };
}

export function order(cardList: OrderCardRow[], spec: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    plane: 7,
    seri: 'WO-2026-0007',
    title: '100 小时检查 100 h inspection',
    site: 3,
    plannedStart: '2026-05-01',
    plannedEnd: '2026-05-03',
    remarks: null,
    state: OrderState.Closed,
    cancelReason: null,
    releasedAt: '2026-04-30 08:00:00',
    releasedBy: 11,
    startedAt: '2026-05-01 08:10:00',
    inspectedAt: '2026-05-02 16:00:00',
    inspectedBy: 13,
    inspectedName: '李强',
    closedAt: '2026-05-02 17:30:00',
    closedBy: 14,
    crsTask: 900,
    releaseHours: 1234.5,
    releaseLandings: 2345,
    createdBy: 11,
    createdAt: '2026-04-29 10:00:00',
    planeName: 'B-7001',
    siteName: '广汉基地',
    cards: cardList.length,
    cardsDone: cardList.filter((c) => c.state === CardState.Done).length,
    estimatedHours: cardList.reduce((s, c) => s + (c.estimatedHours ?? 0), 0),
    abilities: { update: false, delete: false, release: false, cancel: false, inspect: false, close: false },
    cardList,
    ...spec,
  } as OrderDetail;
}

/** The people the order names by id. */
export const NAMES = new Map([
  [11, '张计划'],
  [14, '赵放行'],
  [12, '王芳'],
  [15, '陈工'],
]);

export function source(o: OrderDetail, lang: 'zh-CN' | 'en-US'): PaperSource {
  return {
    lang,
    company: { name: '西南航校维修中心' },
    plane: { name: 'B-7001', modelName: 'DA40 NG', seri: '40.N123' },
    order: o,
    names: NAMES,
    generatedBy: '王芳',
    generatedAt: '2026-05-02 18:00:00',
  };
}

/** An order of `n` cards of `steps` steps each (every step performed, every other RII inspected) and its parts. */
export function bigOrder(n: number, steps: number): { order: OrderDetail; parts: PaperPart[] } {
  const cards = Array.from({ length: n }, (_, i) =>
    orderCard(42, i + 1, {
      seri: `TC-32-${String(i + 1).padStart(4, '0')}`,
      name: `检查起落架 Inspect the landing gear ${i + 1}`,
      version: 'R2',
      estimatedHours: 1.5,
      bookedHours: 1.25,
      state: CardState.Done,
      recordTask: 5000 + i,
      labour: [{ id: i, card: 0, user: 12, name: '王芳', day: '2026-05-01', hours: 1.25, remarks: null }],
      steps: Array.from({ length: steps }, (_, j) => ({
        text: `第 ${j + 1} 步：按手册 32-10-00 检查并记录 Step ${j + 1}: inspect per AMM 32-10-00`,
        rii: (j % 2) as 0 | 1,
        ...(j === 0 ? { unit: 'mm', min: 0.4, max: 0.6, value: 0.52 } : {}),
        performedBy: 12,
        performedName: '王芳',
        performedLicence: 'CAAC-B1-0001',
        performedAt: '2026-05-01 10:00:00',
        ...(j % 2 === 1
          ? {
              inspectedBy: 13,
              inspectedName: '李强',
              inspectedLicence: 'CAAC-B1-0002',
              inspectedAt: '2026-05-01 11:00:00',
            }
          : {}),
      })),
    }),
  );
  const parts = cards.map((c, i) => ({
    card: c.id,
    partNumber: `MS20995C${i}`,
    name: `保险丝 Lockwire ${i}`,
    unit: 'EA',
    reserved: 2,
    issued: 2,
  }));
  return { order: order(cards), parts };
}
