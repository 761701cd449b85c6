import type { WorkCardDocRow, WorkCardMatRow, WorkCardRow } from '@hangar/domain/contracts/workcards';

// Rows for the web tests of the work card screens (a card of model 5, category 1 unless changed; editable and
// deletable unless its abilities are changed).

export function cardRow(id: number, name: string, change: Partial<WorkCardRow> = {}): WorkCardRow {
  return {
    id,
    planeModel: 5,
    category: 1,
    seri: `WC-${id}`,
    name,
    version: 'R1',
    type: 1,
    remarks: null,
    releaseDate: null,
    according: null,
    accordingPage: null,
    accordingId: null,
    maintainId: null,
    relational: [],
    files: [],
    steps: [],
    estimatedHours: null,
    requiredKind: null,
    closed: 0,
    curSeri: null,
    curVersion: null,
    curReleaseDate: null,
    curFiles: [],
    createdBy: null,
    createdAt: null,
    updatedBy: null,
    updatedAt: null,
    abilities: { update: true, delete: true },
    ...change,
  };
}

export function matRow(id: number, name: string, change: Partial<WorkCardMatRow> = {}): WorkCardMatRow {
  return {
    id,
    card: 1,
    material: null,
    name,
    model: null,
    measureUnit: null,
    descript: null,
    brand: null,
    quantity: 1,
    comments: null,
    purchase: null,
    ...change,
  };
}

export function docRow(id: number, version: string, change: Partial<WorkCardDocRow> = {}): WorkCardDocRow {
  return {
    id,
    card: 1,
    seri: null,
    version,
    releaseDate: '2024-01-01 00:00:00',
    pages: 10,
    remarks: null,
    files: [],
    active: 0,
    ...change,
  };
}
