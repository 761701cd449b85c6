import type { DeferralDueRow, DeferralRow, MelItemRow } from '@hangar/domain/contracts/deferrals';

/** A deferral row as the server answers it (a C, in date, extendable and closable unless told). */
export function deferralRow(id: number, over: Partial<DeferralRow> = {}): DeferralRow {
  return {
    id,
    plane: 5,
    task: 100 + id,
    melItem: 7,
    ata: '33',
    itemNo: '33-40-01',
    title: 'Taxi light',
    category: 'C',
    limitValue: 10,
    limitUnit: 'days',
    discovered: '2026-02-25 00:00:00',
    hoursAt: 1000,
    landingsAt: 800,
    dueDate: '2026-03-07 00:00:00',
    dueHours: null,
    dueLandings: null,
    placard: 'TAXI LIGHT INOP',
    remarks: null,
    deferredBy: 3,
    deferredName: '王芳',
    licenceNo: 'CCAR-66 ME-0421',
    deferredAt: '2026-02-25 10:00:00',
    extApprover: null,
    extReason: null,
    extAt: null,
    extBy: null,
    extPrevDue: null,
    closed: 0,
    closedAt: null,
    closedTask: null,
    closedReason: null,
    planeName: 'B-7003',
    faultTitle: '滑行灯不亮',
    state: 'open',
    abilities: { extend: true, close: true },
    ...over,
  };
}

export function melRow(id: number, over: Partial<MelItemRow> = {}): MelItemRow {
  return {
    id,
    planeModel: 1,
    mmel: id + 100,
    ata: '33',
    itemNo: `33-40-0${id}`,
    title: 'Taxi light',
    category: 'C',
    intervalValue: null,
    intervalUnit: null,
    installed: 1,
    required: 0,
    mProc: 0,
    oProc: 0,
    remarks: null,
    abilities: { update: true, delete: true },
    ...over,
  };
}

/** An open deferral as Deferral/Due answers it: a C of B-7003 with two days left (warning), its due an item's. */
export function dueDeferralRow(id: number, over: Partial<DeferralDueRow> = {}): DeferralDueRow {
  return {
    ...deferralRow(id, { state: 'warning' }),
    due: {
      expireDate: '2026-03-07',
      remainDays: 1,
      expireHours: null,
      remainHours: null,
      expireLandings: null,
      remainLandings: null,
      forecastDate: null,
      dueDate: '2026-03-07',
      dueBy: 'calendar',
      warning: true,
      overdue: false,
      unknown: false,
      complied: false,
    },
    planeModel: 5,
    allFlyHours: 1000,
    allLandings: 800,
    ...over,
  };
}
