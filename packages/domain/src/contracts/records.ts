import { z } from 'zod';
import { abilities, type Refusal } from '../abilities';
import { aircraftRecordReaders } from '../access';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull } from '../entity';
import type { MessageKey } from '../messages';
import { QueryPayload } from '../query';
import { AD_STATES } from './ad-register';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of an aircraft's maintenance records (spec §2.2 "Maintenance records", §2.6–§2.10, §3 "Maintenance
// task" and "Assembly item", §4 task status and workflow, §5 the task, repair, AD/SB and fault dialogs, §7 "Tasks"
// and "Assemblies"; docs/domain.md "Tasks, faults and workflow", "Components (BOM) and assemblies"; issue 17).
//
// One table holds every kind of record (`type`): maintenance tasks (1–7, 99, 0), AD (50), SB/SI (60),
// repairs and modifications (70, and 8 repair / 9 modification from the repair dialog) and faults (100). The
// removed and installed components of a record are assembly rows (`maintain_assembly`, parent = the record);
// engine and propeller replacements of the component list write assembly rows without a parent.
//
// Beyond the spec (issue 17): Close is a certified sign-off by the current user, who needs a licence on file that
// has not expired; it stamps name, licence number, time and the aircraft's total hours and landings, and appends
// the record to its aircraft's hash chain (`record_sign`: SHA-256 over the record's canonical content and the
// previous sign-off's hash). A signed (closed) record is read-only. Open needs a reason: the signed version is kept
// in an amendment (`maintain_task_amendment`) and the reopened record's edits and next sign-off are recorded
// there (who, when, why, what changed). Only records never signed can be deleted. Messages are `task.*`,
// `assembly.*`, `ata.*` and `sign.*` (i18n/records.ts).

/**
 * Writes of maintenance records: the operation screen's function (Add; Edit for changes and workflow steps; Close
 * for Close and Open; Delete) or the aircraft register's (Execute for records; Close and Delete for those).
 */
const taskWriter = (operation: 'Add' | 'Edit' | 'Close' | 'Delete', entity: 'Execute' | 'Close' | 'Delete') =>
  ({
    anyOf: [
      ['plane-operation', operation],
      ['plane-entity', entity],
    ],
  }) as const;

/** Writes of assembly rows: the operation screen's Edit or the aircraft register's Execute (its records function). */
const assemblyWriter = {
  anyOf: [
    ['plane-operation', 'Edit'],
    ['plane-entity', 'Execute'],
  ],
} as const;

/** Record kinds of the aircraft drawer's maintenance-record sub-tabs (§2.2) and of the dialogs. */
export const TaskType = {
  /** Maintenance task types (the task dialog, §3 "Task type codes"). */
  TimeControlItem: 1,
  TimeControlPart: 2,
  PeriodicCheck: 3,
  EngineCheck: 4,
  EngineeringOrder: 5,
  SurveySheet: 6,
  TechBulletin: 7,
  OtherTask: 99,
  Other: 0,
  /** Repair (8) and modification (9) of the repair dialog; 70 the drawer's repair/modification kind. */
  Repair: 8,
  Modification: 9,
  RepairMod: 70,
  Ad: 50,
  Sb: 60,
  Fault: 100,
  /**
   * The certificate of release to service (放行证明) a production order's close signs (issue 33): group 'task',
   * written by the close only (MaintainTask/Add and UpdateWithItems refuse the type).
   */
  Release: 110,
} as const;
export const TASK_TYPES = [1, 2, 3, 4, 5, 6, 7, 99, 0, 8, 9, 70, 50, 60, 100, 110] as const;

/** The record groups (sub-tabs) and the types each lists. */
export const TaskGroup = {
  task: [1, 2, 3, 4, 5, 6, 7, 99, 0, 110],
  ad: [50],
  sb: [60],
  repair: [70, 8, 9],
  fault: [100],
} as const satisfies Record<string, readonly number[]>;
export type TaskGroup = keyof typeof TaskGroup;

/** The group a record type belongs to. */
export function taskGroupOf(type: number): TaskGroup {
  for (const [group, types] of Object.entries(TaskGroup)) {
    if ((types as readonly number[]).includes(type)) return group as TaskGroup;
  }
  return 'task';
}

/**
 * Workflow state (§4): below 1 pending → Confirm → 1 confirmed → Realize → 2 done → CheckOk → 3 checked → Close
 * (closed = 1). A step out of order answers 601 (`task.stepOutOfOrder`). Faults must reach 3 before Close; the
 * other kinds record work already done and may be closed (signed) from any state.
 */
export const TaskState = { Pending: 0, Confirmed: 1, Realized: 2, Checked: 3 } as const;
export const WorkflowStep = { Confirm: 0, Realize: 1, CheckOk: 2 } as const;
export type WorkflowStep = keyof typeof WorkflowStep;

/** Component type of an assembly row: 1 engine, 2 propeller, 0 other (the drawer's last three sub-tabs). */
export const AssemblyType = { Other: 0, Engine: 1, Propeller: 2 } as const;

/** Page sizes (§9): records and assemblies 10 by default, the assembly list of a plane 100. */
export const TASK_PAGE_SIZE = 10;
export const ASSEMBLY_PAGE_SIZE = 100;

const round2 = (v: number) => Math.round(v * 100) / 100;
/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });
/** Required text with the spec's 不能为空 message naming the field. */
const required = (key: MessageKey, max: number, multiline = false) =>
  requiredText(key, { max, multiline }) as z.ZodType<string>;
/** Hours ≥ 0 to the cent. */
const hoursOf = (key: MessageKey) => z.number({ error: key }).min(0, key).max(9_999_999, key).transform(round2);
/** A whole count ≥ 0. */
const countOf = (key: MessageKey) => z.number({ error: key }).int(key).min(0, key).max(999_999_999, key);
const task = entity({
  name: 'MaintainTask',
  table: 'maintain_task',
  owner: 'company',
  labels: 'task',
  fields: {
    /** The record kind (TASK_TYPES): 类型不能为空. */
    type: notNull(
      field.enum(
        z
          .number({ error: 'task.typeRequired' })
          .int('task.typeRequired')
          .refine((v) => (TASK_TYPES as readonly number[]).includes(v), 'task.typeRequired'),
        TASK_TYPES,
        { required: 'task.typeRequired', form: 'select' },
      ),
      z.number(),
    ),
    /** The aircraft (one of the caller's company; 必须选择机号). A record never moves to another aircraft. */
    plane: notNull(
      field.id(z.number({ error: 'task.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'task.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    /** The aircraft's tail number when recorded (server-set from the aircraft; the body's value is ignored). */
    planeName: field.text(z.string().max(100).nullish()),
    /** The aircraft's model (server-set from the aircraft). */
    planeModel: field.id(undefined, { column: 'plane_model_id' }),
    /** A parent record (a task raised from another), of the same aircraft. */
    parent: field.id(RecordId.nullish(), { column: 'parent_id' }),
    /**
     * The control item this record executes (one of the aircraft's). Saving a record with a work date, hours and
     * landings sets the item's execution date, hours and landings (when not older than its current execution)
     * and recomputes its due in the same transaction.
     */
    maintainCtrl: field.id(RecordId.nullish(), { column: 'maintain_ctrl_id' }),
    /** 1 closed (signed, read-only) — server-set by Close and Open. */
    closed: notNull(field.flag(undefined), z.number()),
    /** Workflow state (TaskState) — server-set by the workflow calls and Open. */
    state: notNull(field.number(undefined), z.number()),
    // --- Record fields (§3) ---
    /** Name / issue condition (名称, discovery timing of a fault). */
    issueCondition: field.text(text(200)),
    /** Requirement or work description (工作内容, fault description). */
    description: field.text(text(4000, true), { form: 'textarea' }),
    workCard: field.text(text(100)),
    matModel: field.text(text(100)),
    matSeri: field.text(text(100)),
    /** The aircraft's total flight hours at the work. */
    flyHours: field.number(hoursOf('task.flyHoursInvalid').nullish(), { nullable: true }),
    /** The aircraft's total landings at the work (beyond the spec). */
    landings: field.number(countOf('task.landingsInvalid').nullish(), { nullable: true }),
    workDate: field.date(dateValue().optional(), { nullable: true }),
    /** The worker (a user of the company, 请选择工作者!). */
    workPerson: field.id(RecordId.nullish(), { column: 'work_person_id', form: 'select' }),
    comments: field.text(text(2000, true), { form: 'textarea' }),
    files: field.json(fileList(['attachment'], 20).nullish(), z.array(FileEntry)),
    // --- Task dialog extras ---
    initDays: field.number(countOf('task.initDaysInvalid').nullish(), { nullable: true }),
    initHours: field.number(hoursOf('task.initHoursInvalid').nullish(), { nullable: true }),
    replaceMatModel: field.text(text(100)),
    // --- AD/SB ---
    /** The AD or SB number. */
    standardSeri: field.text(text(100)),
    standardDate: field.date(dateValue().optional(), { nullable: true }),
    /** 0 single, 1 repetitive. */
    isRepeat: field.flag(z.union([z.literal(0), z.literal(1)], { error: 'task.repeatRequired' }).nullish()),
    /** 0 applicable, 1 not applicable. */
    unfit: field.flag(z.union([z.literal(0), z.literal(1)], { error: 'task.unfitInvalid' }).nullish()),
    /** Method of compliance (beyond the spec; the AD status table's column, 14 CFR 91.417(a)(2)(v)). */
    complianceMethod: field.text(text(500, true), { form: 'textarea' }),
    /**
     * The model's CAD/AD (type 50) or SB/SI (type 60) document the record complies with, by id (issue 32: a
     * number typed in `standardSeri` is free text, kept for documents outside the model's library). Only on AD/SB
     * records; signed with the record when set.
     */
    document: field.id(RecordId.nullish(), { column: 'document_id', form: 'select' }),
    /**
     * The component an appliance document's record complied on (issue 32): one of the aircraft's installed
     * components whose part number the document names, required for such a document. Its part and serial number
     * are copied when saved (server-set) and signed, so the compliance travels with the serial when it moves.
     */
    component: field.id(RecordId.nullish(), { column: 'component_id', form: 'select' }),
    componentPart: field.text(undefined),
    componentSeri: field.text(undefined),
    // --- Fault ---
    issueDate: field.date(dateValue().optional(), { nullable: true }),
    matName: field.text(text(200)),
    /** ATA chapter code (`32`, `32-10`), from the company's chapter table. */
    ata: field.text(text(20)),
    deal: field.text(text(4000, true), { form: 'textarea' }),
    reason: field.text(text(4000, true), { form: 'textarea' }),
    /** Who found it (free text: a pilot or inspector need not be a user). */
    issuePerson: field.text(text(100)),
    // --- Workflow stamps (server-set) ---
    confirmBy: field.id(undefined),
    confirmAt: field.date(undefined, { nullable: true }),
    realizeBy: field.id(undefined),
    realizeAt: field.date(undefined, { nullable: true }),
    checkOkBy: field.id(undefined),
    checkOkAt: field.date(undefined, { nullable: true }),
    // --- Sign-off (server-set by Close) ---
    signedBy: field.id(undefined),
    signedName: field.text(undefined),
    licenceNo: field.text(undefined),
    licenceType: field.text(undefined),
    /** Time of the sign-off (`YYYY-MM-DD HH:mm:ss`, the company's time zone). */
    signedAt: field.date(undefined, { nullable: true }),
    signedHours: field.number(undefined, { nullable: true }),
    signedLandings: field.number(undefined, { nullable: true }),
    /** This sign-off's hash (hex SHA-256) and place in its aircraft's chain. */
    signHash: field.text(undefined, { audited: false }),
    signSeq: field.number(undefined, { nullable: true, audited: false }),
    /** How many amendments the record has had (0 never reopened). */
    amendments: notNull(field.number(undefined, { audited: false }), z.number()),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
    /**
     * The production order whose close wrote (and signed) the record (issue 33; server-set). Signed with the record
     * when set.
     */
    order: field.id(undefined, { column: 'order_id' }),
  },
});

/**
 * What the caller may do with a record (docs/architecture.md "Row abilities"), one per MaintainTask write:
 * UpdateWithItems, Delete, the three workflow steps, Close (the sign-off: the caller's licence is checked on the
 * call, not here) and Open. The caller's grants and taskRefusal.
 */
export const TaskAbilities = abilities('update', 'delete', 'confirm', 'realize', 'checkOk', 'close', 'open');
export type TaskAction = keyof z.output<typeof TaskAbilities>;

/** The action of each workflow step. */
export const STEP_ACTION = { Confirm: 'confirm', Realize: 'realize', CheckOk: 'checkOk' } as const satisfies Record<
  WorkflowStep,
  TaskAction
>;

/** The state each workflow step starts from (§4): below 1 Confirm, 1 Realize, 2 CheckOk. */
const STEP_FROM: Record<WorkflowStep, (state: number) => boolean> = {
  Confirm: (s) => s < TaskState.Confirmed,
  Realize: (s) => s === TaskState.Confirmed,
  CheckOk: (s) => s === TaskState.Realized,
};

/**
 * Why a record refuses an action, or null (the rule MaintainTask's writes check, and its rows' abilities): a closed
 * (signed) record is read-only until Open; only a record never signed is deleted; the workflow steps go in order;
 * a fault is closed only once checked; only a closed record is opened.
 */
export function taskRefusal(
  action: TaskAction,
  row: { closed: number; state: number; type: number; signSeq: number | null; amendments: number },
): Refusal {
  const closed = row.closed === 1;
  switch (action) {
    case 'update':
      return closed ? 'task.closedReadOnly' : null;
    case 'delete':
      return closed || row.signSeq !== null || row.amendments > 0 ? 'task.signedCannotDelete' : null;
    case 'confirm':
    case 'realize':
    case 'checkOk': {
      if (closed) return 'task.closedReadOnly';
      const step = (Object.keys(STEP_ACTION) as WorkflowStep[]).find((s) => STEP_ACTION[s] === action) as WorkflowStep;
      return STEP_FROM[step](row.state) ? null : 'task.stepOutOfOrder';
    }
    case 'close':
      if (closed) return 'task.alreadyClosed';
      return taskGroupOf(row.type) === 'fault' && row.state < TaskState.Checked ? 'task.faultNotChecked' : null;
    case 'open':
      return closed ? null : 'task.notClosed';
  }
}

/** A record as answered: with the worker's and step users' names, and the caller's abilities on it. */
const taskRow = task.row.extend({
  workPersonName: z.string().nullable(),
  confirmByName: z.string().nullable(),
  realizeByName: z.string().nullable(),
  checkOkByName: z.string().nullable(),
  abilities: TaskAbilities,
});

// --- Assembly rows ---------------------------------------------------------------------------------------

const assembly = entity({
  name: 'MaintainAssembly',
  table: 'maintain_assembly',
  owner: 'company',
  labels: 'assembly',
  fields: {
    ctype: notNull(
      field.enum(
        z
          .number({ error: 'assembly.ctypeInvalid' })
          .int('assembly.ctypeInvalid')
          .min(0, 'assembly.ctypeInvalid')
          .max(2, 'assembly.ctypeInvalid')
          .default(0),
        [0, 1, 2],
        { form: 'select' },
      ),
      z.number(),
    ),
    name: field.text(text(200)),
    removeModel: field.text(text(100)),
    /** 拆下件号不能为空 (the spec's message names the removed part; it checks the serial). */
    removeSeri: notNull(
      field.text(required('assembly.removeSeriRequired', 100), { required: 'assembly.removeSeriRequired' }),
      z.string(),
    ),
    removeHours: field.number(hoursOf('assembly.hoursInvalid').nullish(), { nullable: true }),
    installModel: field.text(text(100)),
    installSeri: notNull(
      field.text(required('assembly.installSeriRequired', 100), { required: 'assembly.installSeriRequired' }),
      z.string(),
    ),
    installHours: field.number(hoursOf('assembly.hoursInvalid').nullish(), { nullable: true }),
    comments: field.text(text(1000, true), { form: 'textarea' }),
    /** The record it belongs to (null: written by a component replacement). */
    parent: field.id(RecordId.nullish(), { column: 'parent_id' }),
    /** The aircraft (server-set from the parent record, or required without one). */
    plane: notNull(field.id(RecordId.optional(), { column: 'plane_id', form: 'select' }), z.number()),
    /** The day of the change (beyond the spec): the record's work date, or the replacement's day. */
    changeDate: field.date(dateValue().optional(), { nullable: true }),
    /** The component rows of the change (a replacement's retired and new rows), when known. */
    removeBom: field.id(undefined),
    installBom: field.id(undefined),
    /** 1 effective (listed on the aircraft), 0 a draft row of an unsaved record. */
    state: notNull(field.number(undefined), z.number()),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/** A row as answered: with the aircraft's tail number. */
const assemblyRow = assembly.row.extend({ planeName: z.string() });

/**
 * An assembly row inside a record's Add/UpdateWithItems (§4 "Assembly rows"): new rows have no id; an existing
 * row with `isDelete` is deleted, with `isUpdate` changed; a new row that is also deleted is dropped.
 */
export const TaskItemInput = z.object({
  id: RecordId.optional(),
  ctype: assembly.shape.ctype,
  name: assembly.shape.name,
  removeModel: assembly.shape.removeModel,
  removeSeri: assembly.shape.removeSeri,
  removeHours: assembly.shape.removeHours,
  installModel: assembly.shape.installModel,
  installSeri: assembly.shape.installSeri,
  installHours: assembly.shape.installHours,
  comments: assembly.shape.comments,
  isNew: z.boolean().optional(),
  isUpdate: z.boolean().optional(),
  isDelete: z.boolean().optional(),
});
export type TaskItemInput = z.input<typeof TaskItemInput>;

const items = z.array(TaskItemInput).max(200).optional();

/** Add: the record's fields and its assembly rows. Per-kind required fields are checked by the server (§5). */
const TaskAddInput = strictBody({ ...task.shape, items });
/** UpdateWithItems: the same plus id (absent keeps). */
const TaskUpdateInput = strictBody({ ...task.update.shape, items });

/** A workflow step (§7): id and the record's description (shown in the log; not changed). */
const WorkflowInput = strictBody({ id: RecordId, description: z.string().max(4000).nullish() });

/** Close: the sign-off (no fields: the signer is the session's user). */
const CloseInput = strictBody({
  id: RecordId,
  description: z.string().max(4000).nullish(),
  name: z.string().max(200).nullish(),
});

/** Open: the reason is required (task.openReasonRequired). */
const OpenInput = strictBody({
  id: RecordId,
  reason: requiredText('task.openReasonRequired', { max: 1000, multiline: true }),
  description: z.string().max(4000).nullish(),
  name: z.string().max(200).nullish(),
});

/** One change of an amended record: field, value when signed, value now. */
export const AmendmentChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AmendmentChange = z.output<typeof AmendmentChange>;

/** One reopening of a signed record: why and by whom, the signed version, what changed, its new sign-off. */
export const Amendment = z.object({
  id: z.number(),
  task: z.number(),
  seq: z.number(),
  reason: z.string(),
  openedBy: z.number().nullable(),
  openedByName: z.string().nullable(),
  openedAt: z.string(),
  /** The record (with its assembly rows and sign-off) as it was signed before the reopening. */
  signedVersion: z.record(z.string(), z.unknown()),
  /** What the reopened record's edits changed against the signed version (kept up to date while open). */
  changes: z.array(AmendmentChange),
  /** The new sign-off (null while the record is open). */
  resignedBy: z.number().nullable(),
  resignedName: z.string().nullable(),
  resignedAt: z.string().nullable(),
  resignHash: z.string().nullable(),
});
export type Amendment = z.output<typeof Amendment>;

/** A record's history: its workflow steps, sign-off and amendments. */
export const TaskHistory = z.object({ task: taskRow, amendments: z.array(Amendment) });

/** A verification problem: the record (or chain link) whose content no longer matches. */
export const VerifyProblem = z.object({
  plane: z.number(),
  planeName: z.string().nullable(),
  task: z.number().nullable(),
  signSeq: z.number(),
  /** 'content': the record differs from what was signed; 'chain': a link's hash or order is broken; 'missing':
   * the signed record is gone; 'signature': the link is not signed by the record key (unsigned, re-hashed, signed
   * with another key); 'head': the link at a checkpointed place has another hash (the chain was rewritten or
   * reordered); 'truncated': the chain ends before its checkpoint (its newest sign-offs deleted; `task` null);
   * 'checkpoint': a checkpoint line of the aircraft is not signed by the record key. */
  kind: z.enum(['content', 'chain', 'missing', 'signature', 'head', 'truncated', 'checkpoint']),
});
export type VerifyProblem = z.output<typeof VerifyProblem>;
export const VerifyInput = strictBody({ plane: RecordId.optional() });
/**
 * A signed-record export (issue 32): one record (`id`) or an aircraft's whole history (`plane`), exactly one of
 * them. The PDF is the logbook entry; the bundle (`hangar-record-bundle/1`) is what `verify-records --bundle`
 * checks offline.
 */
export const ExportInput = strictBody({ id: RecordId.optional(), plane: RecordId.optional() }).refine(
  (v) => (v.id === undefined) !== (v.plane === undefined),
  { message: 'report.exportTarget', path: ['id'] },
);
export const VerifyAnswer = z.object({
  /** Aircraft and sign-offs checked. */
  planes: z.number(),
  signatures: z.number(),
  problems: z.array(VerifyProblem),
});
export type VerifyAnswer = z.output<typeof VerifyAnswer>;

/**
 * The AD/SB status of an aircraft (91.417(a)(2)(v)), from the AD/SB register (issue 32): one row per model document
 * evaluated against the aircraft (`document`, its revision, state, deadline; the compliance from the signed record
 * linked to it by id), then one per number of the records that name no document (documents outside the model's
 * library: the number's latest record, as before).
 */
export const AdStatusRow = z.object({
  standardSeri: z.string(),
  /** The model document (null: a record's number outside the model's library). */
  document: z.number().nullable(),
  /** An appliance document's row (issue 32): the component's part and serial number (one row per serial). */
  componentPart: z.string().nullable(),
  componentSeri: z.string().nullable(),
  revision: z.string().nullable(),
  /** The register's state (contracts/ad-register `AD_STATES`). */
  state: z.enum(AD_STATES),
  /** Why not applicable (an evaluation unfit). */
  unfitReason: z.string().nullable(),
  supersededBySeri: z.string().nullable(),
  /** An open document's deadline (`YYYY-MM-DD`) and whether it has passed. */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  type: z.number(),
  description: z.string().nullable(),
  complianceMethod: z.string().nullable(),
  unfit: z.number(),
  isRepeat: z.number(),
  /** The compliance record (null: an open or not applicable document without one). */
  task: z.number().nullable(),
  workDate: z.string().nullable(),
  flyHours: z.number().nullable(),
  landings: z.number().nullable(),
  closed: z.number(),
  signedName: z.string().nullable(),
  /** A repetitive AD's next due from its linked control item (null when not recurring or not linked). */
  maintainCtrl: z.number().nullable(),
  nextDueDate: z.string().nullable(),
  nextDueHours: z.number().nullable(),
  nextDueLandings: z.number().nullable(),
  /** Of the linked control item: 0 fine, 1 warning, 2 overdue. */
  nextDueState: z.number().nullable(),
});
export type AdStatusRow = z.output<typeof AdStatusRow>;
export const AdStatusInput = strictBody({ plane: RecordId, type: z.union([z.literal(50), z.literal(60)]).optional() });

/** Open faults of the company (dashboard). */
export const FaultSummary = z.object({ open: z.number(), pending: z.number() });

export const MaintainTask = {
  ...task,
  api: endpoints('MaintainTask', {
    Query: {
      access: aircraftRecordReaders,
      input: QueryPayload,
      output: listOf(taskRow),
      summary:
        'Records of an aircraft (fixed filter plane eq, required; type eq or in for a kind; id for one record); ' +
        'faults by closed ascending by default',
    },
    Add: {
      access: taskWriter('Add', 'Execute'),
      input: TaskAddInput,
      output: taskRow,
      summary:
        'Adds a record with its assembly rows (closed 0); with a control item, sets its execution and due in the ' +
        'same transaction',
    },
    UpdateWithItems: {
      access: taskWriter('Edit', 'Execute'),
      input: TaskUpdateInput,
      output: taskRow,
      summary: 'Changes an open record and its assembly rows (a closed record is read-only: Open it first)',
    },
    Delete: {
      access: taskWriter('Delete', 'Delete'),
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a record never signed, with its assembly rows (its before-image stays in the log)',
    },
    'Workflow/Confirm': {
      access: taskWriter('Edit', 'Execute'),
      input: WorkflowInput,
      output: taskRow,
      summary: 'State below 1 → 1 (confirmed)',
    },
    'Workflow/Realize': {
      access: taskWriter('Edit', 'Execute'),
      input: WorkflowInput,
      output: taskRow,
      summary: 'State 1 → 2 (done)',
    },
    'Workflow/CheckOk': {
      access: taskWriter('Edit', 'Execute'),
      input: WorkflowInput,
      output: taskRow,
      summary: 'State 2 → 3 (checked)',
    },
    Close: {
      access: taskWriter('Close', 'Close'),
      input: CloseInput,
      output: taskRow,
      summary:
        'Signs the record off (closed 1): needs the caller’s unexpired licence; stamps name, licence, time and ' +
        'the aircraft’s hours and landings; appends it to the aircraft’s hash chain',
    },
    Open: {
      access: taskWriter('Close', 'Close'),
      input: OpenInput,
      output: taskRow,
      summary: 'Reopens a signed record with a reason (closed 0; faults back to state 0); the signed version is kept',
    },
    History: {
      access: aircraftRecordReaders,
      input: IdInput,
      output: TaskHistory,
      summary: 'A record with its amendments (signed versions)',
    },
    Verify: {
      access: aircraftRecordReaders,
      input: VerifyInput,
      output: VerifyAnswer,
      summary: 'Checks every signed record of the company (or one aircraft) against its hash chain',
    },
    ExportPdf: {
      access: aircraftRecordReaders,
      input: ExportInput,
      raw: true,
      summary:
        'A signed record (id) or an aircraft’s signed history (plane) as a PDF logbook: the work, who signed with ' +
        'which licence, when, references, parts, amendments and the chain links',
    },
    ExportBundle: {
      access: aircraftRecordReaders,
      input: ExportInput,
      raw: true,
      summary:
        'The same as a JSON bundle (hangar-record-bundle/1): the signed content, the chain links with hashes and ' +
        'signatures, the public key and its id, for verify-records --bundle (offline)',
    },
  }),
};

/** Reports over the records (beyond the spec): the AD/SB status table of an aircraft and the open faults. */
export const RecordReport = {
  api: endpoints('RecordReport', {
    AdStatus: {
      access: aircraftRecordReaders,
      input: AdStatusInput,
      output: z.array(AdStatusRow),
      summary: 'The AD (or SB) status table of an aircraft: each number’s latest compliance and next due',
    },
    FaultSummary: {
      access: aircraftRecordReaders,
      input: strictBody({}),
      output: FaultSummary,
      summary: 'Faults of the company not closed: all, and those still pending (state below 1)',
    },
  }),
};

export const MaintainAssembly = {
  ...assembly,
  api: endpoints('MaintainAssembly', {
    Query: {
      access: aircraftRecordReaders,
      input: QueryPayload,
      output: listOf(assemblyRow),
      summary: 'Assembly rows: of a record (fixed filter parent eq) or of an aircraft (plane eq, ctype eq, state gt 0)',
    },
    Add: {
      access: assemblyWriter,
      input: strictBody({ ...assembly.shape, plane: RecordId.optional() }),
      output: assemblyRow,
      summary: 'Adds an assembly row to an open record or, without one, to an aircraft',
    },
    Update: {
      access: assemblyWriter,
      input: assembly.update,
      output: assemblyRow,
      summary: 'Changes a row of an open record',
    },
    Delete: {
      access: {
        anyOf: [
          ['plane-operation', 'Delete'],
          ['plane-entity', 'Delete'],
        ],
      },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a row of an open record',
    },
  }),
};

// --- ATA chapters ----------------------------------------------------------------------------------------

const ata = entity({
  name: 'AtaChapter',
  table: 'ata_chapter',
  owner: 'company',
  labels: 'ata',
  fields: {
    /** `21`, `32`, `32-10`: unique per company. */
    code: notNull(
      field.text(
        requiredText('ata.codeRequired', { max: 20 }).refine(
          (v) => /^\d{2}(-\d{2}){0,2}$/.test(v as string),
          'ata.codeFormat',
        ),
        { required: 'ata.codeRequired' },
      ),
      z.string(),
    ),
    nameZh: notNull(
      field.text(requiredText('ata.nameRequired', { max: 200 }), { required: 'ata.nameRequired' }),
      z.string(),
    ),
    nameEn: field.text(text(200)),
    disabled: notNull(field.flag(z.union([z.literal(0), z.literal(1)]).optional()), z.number()),
  },
});

export const AtaChapter = {
  ...ata,
  api: endpoints('AtaChapter', {
    Query: {
      access: { view: 'base-ata', names: { fields: ['id', 'code', 'nameZh', 'nameEn', 'disabled'] } },
      input: QueryPayload,
      output: listOf(ata.row),
      summary: 'The company’s ATA chapters (seeded with ATA 100 / iSpec 2200), by code',
    },
    Add: {
      access: { allow: ['base-ata', 'Add'] },
      input: ata.input,
      output: ata.row,
      summary: 'Adds a chapter (codes are unique per company)',
    },
    Update: {
      access: { allow: ['base-ata', 'Edit'] },
      input: ata.update,
      output: ata.row,
      summary: 'Renames or disables a chapter',
    },
    Delete: {
      access: { allow: ['base-ata', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a chapter no record names',
    },
  }),
};

/** The standard chapters (ATA 100 / iSpec 2200) each company starts with: code, zh-CN, en-US. */
export const STANDARD_ATA_CHAPTERS: readonly (readonly [string, string, string])[] = [
  ['05', '时限/维护检查', 'Time limits / maintenance checks'],
  ['06', '尺寸和区域', 'Dimensions and areas'],
  ['07', '顶升和支撑', 'Lifting and shoring'],
  ['08', '调水平和称重', 'Levelling and weighing'],
  ['09', '牵引和滑行', 'Towing and taxiing'],
  ['10', '停放、系留、存储和恢复使用', 'Parking, mooring, storage and return to service'],
  ['11', '标牌和标记', 'Placards and markings'],
  ['12', '勤务', 'Servicing'],
  ['18', '振动和噪声分析', 'Vibration and noise analysis'],
  ['20', '标准施工', 'Standard practices – airframe'],
  ['21', '空调', 'Air conditioning'],
  ['22', '自动飞行', 'Auto flight'],
  ['23', '通信', 'Communications'],
  ['24', '电源', 'Electrical power'],
  ['25', '设备/装饰', 'Equipment / furnishings'],
  ['26', '防火', 'Fire protection'],
  ['27', '飞行操纵', 'Flight controls'],
  ['28', '燃油', 'Fuel'],
  ['29', '液压', 'Hydraulic power'],
  ['30', '防冰和排雨', 'Ice and rain protection'],
  ['31', '指示/记录系统', 'Indicating / recording systems'],
  ['32', '起落架', 'Landing gear'],
  ['33', '灯光', 'Lights'],
  ['34', '导航', 'Navigation'],
  ['35', '氧气', 'Oxygen'],
  ['36', '气源', 'Pneumatic'],
  ['37', '真空', 'Vacuum'],
  ['38', '水/污水', 'Water / waste'],
  ['39', '电气/电子面板和组件', 'Electrical / electronic panels and components'],
  ['44', '客舱系统', 'Cabin systems'],
  ['45', '中央维护系统', 'Central maintenance system'],
  ['46', '信息系统', 'Information systems'],
  ['49', '机载辅助动力', 'Airborne auxiliary power'],
  ['51', '标准施工和结构', 'Standard practices and structures'],
  ['52', '舱门', 'Doors'],
  ['53', '机身', 'Fuselage'],
  ['54', '短舱/吊架', 'Nacelles / pylons'],
  ['55', '安定面', 'Stabilizers'],
  ['56', '窗', 'Windows'],
  ['57', '机翼', 'Wings'],
  ['61', '螺旋桨', 'Propellers'],
  ['62', '旋翼', 'Main rotor'],
  ['63', '旋翼驱动', 'Main rotor drive'],
  ['64', '尾桨', 'Tail rotor'],
  ['65', '尾桨驱动', 'Tail rotor drive'],
  ['67', '旋翼飞行操纵', 'Rotors flight control'],
  ['71', '动力装置', 'Power plant'],
  ['72', '发动机', 'Engine'],
  ['73', '发动机燃油和控制', 'Engine fuel and control'],
  ['74', '点火', 'Ignition'],
  ['75', '空气', 'Air'],
  ['76', '发动机操纵', 'Engine controls'],
  ['77', '发动机指示', 'Engine indicating'],
  ['78', '排气', 'Exhaust'],
  ['79', '滑油', 'Oil'],
  ['80', '起动', 'Starting'],
  ['81', '涡轮', 'Turbines'],
  ['82', '注水', 'Water injection'],
  ['83', '附件齿轮箱', 'Accessory gearboxes'],
  ['84', '推力增大', 'Propulsion augmentation'],
  ['85', '往复式发动机', 'Reciprocating engine'],
];

export type MaintainTaskRecord = z.output<typeof task.row>;
export type MaintainTaskRow = z.output<typeof taskRow>;
export type MaintainAssemblyRow = z.output<typeof assemblyRow>;
export type AtaChapterRow = z.output<typeof ata.row>;
