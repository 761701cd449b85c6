import type { MaintainCtrl, MaintainCtrlRow, MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import type { Due } from '@hangar/domain/due';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { type Call, type Route, stubFetch } from '../account/test-support';

// Rows as the MaintainItem and MaintainCtrl Query calls answer them, for the component tests of this folder (an
// item's abilities: all allowed unless `over` says otherwise).

export function itemRow(id: number, name: string, over: Partial<MaintainItemRow> = {}): MaintainItemRow {
  const all = { update: true, delete: true, enable: true, disable: true, approve: true, deApprove: true };
  return {
    id,
    planeModel: 5,
    name,
    matModel: `PN-${id}`,
    type: 1,
    content: `${name} check`,
    timerContent: [{ name: 'R1', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null }],
    timerSource: 1,
    timeAlign: 0,
    sourceContent: [],
    subContent: [],
    pos: null,
    jobCardName: null,
    expireDateSet: null,
    remarks: null,
    disabled: 0,
    approved: 0,
    files: [],
    sorter: id,
    ...over,
    abilities: over.abilities ?? all,
  };
}

/** A due with nothing known yet: the base the tests' dues spread. */
export const noDue: Due = {
  expireDate: null,
  remainDays: null,
  expireHours: null,
  remainHours: null,
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  warning: false,
  overdue: false,
  unknown: false,
  complied: false,
};

export function ctrlRow(id: number, name: string, over: Partial<MaintainCtrlRow> = {}): MaintainCtrlRow {
  return {
    id,
    planeEntity: 7,
    planeModel: 5,
    maintainItemId: null,
    name,
    type: 1,
    material: null,
    matModel: null,
    matSeri: null,
    content: `${name} check`,
    timerContent: [],
    sourceContent: [],
    subContent: [],
    jobCardName: null,
    pos: null,
    timerSource: 1,
    timeAlign: 0,
    remarks: null,
    expireDateSet: null,
    curTimeItem: null,
    executeDate: null,
    executeHours: null,
    executeLandings: null,
    initHours: null,
    approved: 0,
    disabled: 0,
    sorter: id,
    due: { ...noDue },
    rulesDue: [],
    ...over,
  };
}

/**
 * Stubs fetch for an aircraft's maintenance list: MaintainCtrl/Query answers `rows`, PlaneModel/Query the DA40
 * (model 5); every other call goes to `more`. Returns the calls made.
 */
export function stubCtrlList(rows: MaintainCtrlRow[], more: Route = () => undefined): Call[] {
  return stubFetch((call) => {
    if (call.url === '/api/MaintainCtrl/Query') {
      const answer: EndpointOutput<typeof MaintainCtrl.api.Query> = { items: rows, totalItems: rows.length };
      return { body: answer };
    }
    if (call.url === '/api/PlaneModel/Query') {
      return { body: { items: [{ id: 5, name: 'DA40', manager: 10000, type: null, brand: null }], totalItems: 1 } };
    }
    return more(call);
  });
}
