import type { ComponentLife, PlaneBomRow } from '@hangar/domain/contracts/components';

// Component rows typed by the contract, for the component screens' tests.

export function lifeOf(over: Partial<ComponentLife> = {}): ComponentLife {
  return {
    tsnHours: 1200,
    csnLandings: 900,
    remainHours: 800,
    remainLandings: 1100,
    expireDate: '2040-05-01',
    remainDays: 4900,
    warning: false,
    overdue: false,
    ...over,
  };
}

export function bomRow(id: number, over: Partial<PlaneBomRow> = {}): PlaneBomRow {
  return {
    id,
    plane: 5,
    planeName: 'B-1234',
    category: '机体',
    ctype: 0,
    name: `Component ${id}`,
    model: `PN-${id}`,
    seri: `SN-${id}`,
    material: null,
    installDate: '2024-01-10 00:00:00',
    times: 0,
    remarks: null,
    files: [],
    sorter: id,
    comments: null,
    original: null,
    closed: 0,
    taskId: null,
    manufactureDate: null,
    lifeHours: null,
    lifeLandings: null,
    lifeCalendar: null,
    tsnHours: null,
    csnLandings: null,
    installPlaneHours: 100,
    installPlaneLandings: 80,
    removeDate: null,
    removeTsnHours: null,
    removeCsnLandings: null,
    removePlaneHours: null,
    removePlaneLandings: null,
    lifeState: 0,
    lifeExpireDate: null,
    lifeRemainHours: null,
    lifeRemainLandings: null,
    createdBy: 7,
    createdAt: '2024-01-10 09:00:00',
    life: null,
    // What a writer is answered for a current row without replacement history.
    abilities: { update: true, replace: true, restore: false, delete: true },
    ...over,
  };
}
