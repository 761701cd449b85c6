import {
  type Amendment,
  type MaintainAssemblyRow,
  type MaintainTaskRow,
  TaskAbilities,
  type TaskAction,
  taskRefusal,
} from '@hangar/domain/contracts/records';

// Records as MaintainTask/Query and MaintainAssembly/Query answer them, typed by the contracts, for the record
// lists' tests. Unless `over` gives them, a row's abilities are what the server answers a caller holding every
// grant: the record's own rule (taskRefusal).

export function taskRow(id: number, over: Partial<MaintainTaskRow> = {}): MaintainTaskRow {
  const row = {
    id,
    type: 100,
    plane: 5,
    planeName: 'B-7001',
    planeModel: 1,
    parent: null,
    maintainCtrl: null,
    closed: 0,
    state: 0,
    issueCondition: '航前检查',
    description: '左主轮胎磨损超标',
    workCard: null,
    matModel: 'TR-600',
    matSeri: 'SN-1',
    flyHours: 1200.5,
    landings: 2300,
    workDate: null,
    workPerson: 7,
    comments: null,
    files: [],
    initDays: null,
    initHours: null,
    replaceMatModel: null,
    standardSeri: null,
    standardDate: null,
    isRepeat: 0,
    unfit: 0,
    complianceMethod: null,
    document: null,
    component: null,
    componentPart: null,
    componentSeri: null,
    issueDate: '2026-03-01 00:00:00',
    matName: '主轮胎',
    ata: '32',
    deal: null,
    reason: null,
    issuePerson: '张机长',
    confirmBy: null,
    confirmAt: null,
    realizeBy: null,
    realizeAt: null,
    checkOkBy: null,
    checkOkAt: null,
    signedBy: null,
    signedName: null,
    licenceNo: null,
    licenceType: null,
    signedAt: null,
    signedHours: null,
    signedLandings: null,
    signHash: null,
    signSeq: null,
    amendments: 0,
    createdBy: 7,
    createdAt: '2026-03-01 09:00:00',
    order: null,
    workPersonName: '测试员',
    confirmByName: null,
    realizeByName: null,
    checkOkByName: null,
    ...over,
  };
  const actions = Object.keys(TaskAbilities.shape) as TaskAction[];
  const allowed = Object.fromEntries(actions.map((a) => [a, taskRefusal(a, row) === null])) as Record<
    TaskAction,
    boolean
  >;
  return { ...row, abilities: over.abilities ?? allowed };
}

/** Abilities of a caller without any write grant: every one false. */
export const noAbilities: MaintainTaskRow['abilities'] = {
  update: false,
  delete: false,
  confirm: false,
  realize: false,
  checkOk: false,
  close: false,
  open: false,
};

/** A record signed off by 李工 (licence CCAR-66 AV 123) at 1234.5 hours and 2345 landings. */
export function signed(over: Partial<MaintainTaskRow> = {}): Partial<MaintainTaskRow> {
  return {
    closed: 1,
    state: 3,
    signedBy: 8,
    signedName: '李工',
    licenceNo: 'L-123',
    licenceType: 'CCAR-66 AV',
    signedAt: '2026-03-05 10:20:30',
    signedHours: 1234.5,
    signedLandings: 2345,
    signHash: 'ab'.repeat(32),
    signSeq: 1,
    ...over,
  };
}

export function amendmentRow(id: number, over: Partial<Amendment> = {}): Amendment {
  return {
    id,
    task: 1,
    seq: 1,
    reason: '工作内容录入有误',
    openedBy: 7,
    openedByName: '测试员',
    openedAt: '2026-03-06 08:00:00',
    signedVersion: {},
    changes: [],
    resignedBy: null,
    resignedName: null,
    resignedAt: null,
    resignHash: null,
    ...over,
  };
}

export function assemblyRow(id: number, over: Partial<MaintainAssemblyRow> = {}): MaintainAssemblyRow {
  return {
    id,
    ctype: 1,
    name: '发动机',
    removeModel: 'IO-360',
    removeSeri: 'E-100',
    removeHours: 1800,
    installModel: 'IO-360',
    installSeri: 'E-200',
    installHours: 0,
    comments: '到寿更换',
    parent: 3,
    plane: 5,
    changeDate: '2026-02-01 00:00:00',
    removeBom: null,
    installBom: null,
    state: 1,
    createdAt: '2026-02-01 09:00:00',
    planeName: 'B-7001',
    ...over,
  };
}
