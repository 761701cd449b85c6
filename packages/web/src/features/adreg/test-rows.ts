import type { AdRegisterRow } from '@hangar/domain/contracts/ad-register';

// A register row for the web tests (an open CAD/AD of aircraft 7 unless changed).

export function registerRow(document: number, seri: string, change: Partial<AdRegisterRow> = {}): AdRegisterRow {
  return {
    document,
    dict: 2,
    seri,
    name: `${seri} title`,
    revision: null,
    effectiveDate: null,
    complianceDate: null,
    complianceDays: null,
    complianceHours: null,
    repetitive: 0,
    planeId: 7,
    planeName: 'B-7001',
    state: 'open',
    unfitReason: null,
    supersededBy: null,
    supersededBySeri: null,
    notified: false,
    ctrlId: null,
    deadline: null,
    deadlineHours: null,
    deadlineFrom: null,
    overdue: false,
    task: null,
    workDate: null,
    flyHours: null,
    landings: null,
    complianceMethod: null,
    signedName: null,
    nextDueDate: null,
    nextDueHours: null,
    nextDueLandings: null,
    nextDueState: null,
    ...change,
  };
}
