import type { FleetRow, MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { Employee } from '@hangar/domain/contracts/organize';
import type { AtaChapterRow, MaintainAssemblyRow, MaintainTaskRow } from '@hangar/domain/contracts/records';
import { assemblyRow as listAssemblyRow, taskRow as listTaskRow } from './test-rows';

// Rows as the record dialogs' calls answer them (MaintainTask, MaintainAssembly, MaintainCtrl, Employ, AtaChapter),
// for the component tests of the dialogs and "record done".

/** A task of the dialogs' aircraft (7): the lists' record (test-rows.ts) with the dialogs' own values. */
export function taskRow(id: number, over: Partial<MaintainTaskRow> = {}): MaintainTaskRow {
  return listTaskRow(id, {
    type: 1,
    plane: 7,
    planeModel: 5,
    issueCondition: '100小时检查',
    description: '按工卡完成',
    workCard: 'WC-1',
    matModel: 'PN-1',
    flyHours: 1200,
    landings: 900,
    workDate: '2025-05-01 00:00:00',
    workPerson: 1,
    issueDate: null,
    matName: null,
    ata: null,
    issuePerson: null,
    createdBy: 1,
    createdAt: '2025-05-01 10:00:00',
    workPersonName: '张工',
    ...over,
  });
}

/** A row of record `parent` on aircraft 7. */
export function assemblyRow(id: number, parent: number, over: Partial<MaintainAssemblyRow> = {}): MaintainAssemblyRow {
  return listAssemblyRow(id, {
    ctype: 0,
    name: `部件${id}`,
    removeModel: 'RM',
    removeSeri: `R-${id}`,
    removeHours: null,
    installModel: 'IM',
    installSeri: `I-${id}`,
    installHours: null,
    comments: null,
    parent,
    plane: 7,
    changeDate: null,
    createdAt: '2025-05-01 10:00:00',
    ...over,
  });
}

const noDue = {
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

export function ctrlOf(id: number, name: string, over: Partial<MaintainCtrlRow> = {}): MaintainCtrlRow {
  return {
    id,
    planeEntity: 7,
    planeModel: 5,
    maintainItemId: null,
    name,
    type: 1,
    material: null,
    matModel: 'CH-1',
    matSeri: 'S-9',
    content: `${name} check`,
    timerContent: [{ name: 'R1', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null }],
    sourceContent: [],
    subContent: [],
    jobCardName: null,
    pos: null,
    timerSource: 1,
    timeAlign: 0,
    remarks: null,
    expireDateSet: null,
    curTimeItem: null,
    executeDate: '2025-01-10 00:00:00',
    executeHours: 1100,
    executeLandings: 800,
    initHours: null,
    approved: 0,
    disabled: 0,
    sorter: id,
    due: { ...noDue, expireDate: '2026-01-10', remainDays: 30, warning: true },
    rulesDue: [
      { ...noDue, name: 'R1', expireDate: '2026-01-10', remainDays: 30, expireHours: 1200, remainHours: 12.5 },
    ],
    ...over,
  };
}

export function fleetOf(id: number, name: string, over: Partial<FleetRow> = {}): FleetRow {
  return {
    ...ctrlOf(id, name),
    planeName: 'B-7001',
    modelName: 'C172',
    allFlyHours: 1187.5,
    allLandings: 950,
    ...over,
  };
}

export function employeeOf(id: number, pid: number, realName: string): Employee {
  return { id, pid, realName, name: `u${pid}`, phone: `1380000000${pid}`, status: 1 } as unknown as Employee;
}

export function ataOf(code: string, nameZh: string, nameEn: string | null = null): AtaChapterRow {
  return { id: Number(code.replace('-', '')), code, nameZh, nameEn, disabled: 0 } as AtaChapterRow;
}
