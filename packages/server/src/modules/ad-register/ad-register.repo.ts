import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { NoticeType } from '@hangar/domain/contracts/notices';
import { TaskType } from '@hangar/domain/contracts/records';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { modelFleet, shared, tenant } from '../../platform/db/tenant';

// The register's SQL, read-only: a company's evaluations of its model documents (`plane_notice` type 1 joined to
// the shared `model_document`), its aircraft, the signed records that name a document by id, the stored due of
// the control items, through tenant(db, company).

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const AD_SB = [DocumentDict.CadAd, DocumentDict.SbSi];

/** A model CAD/AD or SB/SI document with its register data. */
export interface RegisterDocument {
  id: number;
  dict: number;
  target: number;
  seri: string | null;
  name: string;
  revision: string | null;
  effectiveDate: string | null;
  complianceDate: string | null;
  complianceDays: number | null;
  complianceHours: number | null;
  repetitive: number;
  supersededBy: number | null;
  /** An appliance document's part numbers (null: the document is the aircraft's). */
  applianceParts: string[] | null;
}

/** An aircraft's evaluation of a document (appraised). */
export interface Evaluation {
  planeId: number;
  document: number;
  fit: number;
  notified: boolean;
  ctrlId: number | null;
  unfitReason: string | null;
}

const documentColumns = [
  'd.id',
  'd.dict',
  'd.target',
  'd.seri',
  'd.name',
  'd.version',
  'd.effective_date',
  'd.compliance_date',
  'd.compliance_days',
  'd.compliance_hours',
  'd.repetitive',
  'd.superseded_by',
  'd.appliance_parts',
] as const;

function documentOf(r: {
  id: number;
  dict: number;
  target: number;
  seri: string | null;
  name: string;
  version: string | null;
  effective_date: string | null;
  compliance_date: string | null;
  compliance_days: number | null;
  compliance_hours: number | string | null;
  repetitive: number;
  superseded_by: number | null;
  appliance_parts: string | null;
}): RegisterDocument {
  return {
    id: r.id,
    dict: r.dict,
    target: r.target,
    seri: r.seri ?? null,
    name: r.name,
    revision: r.version ?? null,
    effectiveDate: r.effective_date ?? null,
    complianceDate: r.compliance_date ?? null,
    complianceDays: numberOrNull(r.compliance_days),
    complianceHours: numberOrNull(r.compliance_hours),
    repetitive: Number(r.repetitive ?? 0),
    supersededBy: numberOrNull(r.superseded_by),
    applianceParts: partsOf(r.appliance_parts),
  };
}

/** The stored appliance part numbers (JSON text), null when none. */
function partsOf(stored: string | null): string[] | null {
  const parts = parseJson<string[] | null>(stored, null);
  return Array.isArray(parts) && parts.length > 0 ? parts : null;
}

/** Model documents (CAD/AD, SB/SI, not folders) by id. */
export async function documentsById(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, RegisterDocument>();
  const rows = await shared(db)
    .select('model_document as d')
    .select(documentColumns)
    .where('d.id', 'in', [...new Set(ids)])
    .where('d.is_folder', '=', 0)
    .where('d.dict', 'in', AD_SB)
    .execute();
  return new Map(rows.map((r) => [r.id, documentOf(r)]));
}

/** The company's aircraft (all, or some; of one model when given): id, tail number, model. */
export async function planesOf(
  db: Kysely<Database>,
  companyId: number,
  filter: { planeIds: readonly number[] | null; model?: number },
) {
  let q = tenant(db, companyId)
    .select('plane_entity')
    .select(['id', 'name', 'model_id', 'all_fly_hours', 'all_landings', 'opening_hours', 'opening_landings']);
  if (filter.planeIds) {
    if (filter.planeIds.length === 0) return [];
    q = q.where('id', 'in', [...filter.planeIds]);
  }
  if (filter.model !== undefined) q = q.where('model_id', '=', filter.model);
  const rows = await q.orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    model: numberOrNull(r.model_id),
    /** Its counters (plane-fly's `countersAtDay` reads them for a past day). */
    counters: {
      id: r.id,
      all_fly_hours: r.all_fly_hours,
      all_landings: r.all_landings,
      opening_hours: r.opening_hours,
      opening_landings: r.opening_landings,
    },
  }));
}

/** The company's evaluations of model CAD/AD and SB/SI documents (appraised), of some aircraft or documents. */
export async function evaluationsOf(
  db: Kysely<Database>,
  companyId: number,
  filter: { planeIds: readonly number[] | null; document?: number; dict?: number },
): Promise<Evaluation[]> {
  let q = tenant(db, companyId)
    .select('plane_notice as n')
    .innerJoin('model_document as d', 'd.id', 'n.appraise_id')
    .select(['n.plane_id', 'n.appraise_id', 'n.fit', 'n.state', 'n.ctrl_id', 'n.unfit_reason'])
    .where('n.type', '=', NoticeType.Appraise)
    .where('n.appraised', '=', 1)
    .where('d.is_folder', '=', 0)
    .where('d.module', '=', DocumentModule.Model)
    .where('d.dict', 'in', filter.dict === undefined ? AD_SB : [filter.dict]);
  if (filter.planeIds) {
    if (filter.planeIds.length === 0) return [];
    q = q.where('n.plane_id', 'in', [...filter.planeIds]);
  }
  if (filter.document !== undefined) q = q.where('n.appraise_id', '=', filter.document);
  const rows = await q.execute();
  return rows.map((r) => ({
    planeId: r.plane_id,
    document: Number(r.appraise_id),
    fit: Number(r.fit),
    notified: Number(r.state) === 1,
    ctrlId: numberOrNull(r.ctrl_id),
    unfitReason: r.unfit_reason ?? null,
  }));
}

/** A signed record that names a document (what complies with it). */
export interface ComplianceRecord {
  id: number;
  planeId: number;
  document: number;
  standardSeri: string | null;
  description: string | null;
  complianceMethod: string | null;
  isRepeat: number;
  workDate: string | null;
  flyHours: number | null;
  landings: number | null;
  signedName: string | null;
  maintainCtrl: number | null;
  /** An appliance document's record: the component row, part and serial number complied on. */
  component: number | null;
  componentPart: string | null;
  componentSeri: string | null;
}

/**
 * The company's signed AD/SB records naming one of the documents, of the aircraft, and for an appliance document
 * (a record naming a component) of any of its aircraft: the compliance travels with the serial.
 */
export async function signedRecordsOf(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[],
  documents: readonly number[],
): Promise<ComplianceRecord[]> {
  if (planeIds.length === 0 || documents.length === 0) return [];
  const rows = await tenant(db, companyId)
    .select('maintain_task')
    .select([
      'id',
      'plane_id',
      'document_id',
      'standard_seri',
      'description',
      'compliance_method',
      'is_repeat',
      'work_date',
      'fly_hours',
      'landings',
      'signed_name',
      'maintain_ctrl_id',
      'component_id',
      'component_part',
      'component_seri',
    ])
    .where('document_id', 'in', [...new Set(documents)])
    .where((w) => w.or([w('plane_id', 'in', [...new Set(planeIds)]), w('component_part', 'is not', null)]))
    .where('type', 'in', [TaskType.Ad, TaskType.Sb])
    .where('closed', '=', 1)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    planeId: r.plane_id,
    document: Number(r.document_id),
    standardSeri: r.standard_seri ?? null,
    description: r.description ?? null,
    complianceMethod: r.compliance_method ?? null,
    isRepeat: Number(r.is_repeat ?? 0),
    workDate: r.work_date ?? null,
    flyHours: numberOrNull(r.fly_hours),
    landings: numberOrNull(r.landings),
    signedName: r.signed_name ?? null,
    maintainCtrl: numberOrNull(r.maintain_ctrl_id),
    component: numberOrNull(r.component_id),
    componentPart: r.component_part ?? null,
    componentSeri: r.component_seri ?? null,
  }));
}

/** The appliance documents (CAD/AD, SB/SI naming part numbers) of a model's library. */
export async function applianceDocumentsOf(db: Kysely<Database>, model: number): Promise<RegisterDocument[]> {
  const rows = await shared(db)
    .select('model_document as d')
    .select(documentColumns)
    .where('d.target', '=', model)
    .where('d.module', '=', DocumentModule.Model)
    .where('d.is_folder', '=', 0)
    .where('d.dict', 'in', AD_SB)
    .where('d.appliance_parts', 'is not', null)
    .execute();
  return rows.map(documentOf).filter((d) => d.applianceParts !== null);
}

/** The stored due of the company's control items, by id (of the aircraft named: another's is not taken). */
export async function controlDueOf(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ControlDue>();
  const rows = await tenant(db, companyId)
    .select('maintain_ctrl')
    .select([
      'id',
      'plane_id',
      'disabled',
      'due_expire_date',
      'due_expire_hours',
      'due_expire_landings',
      'due_warn_date',
      'due_overdue_date',
    ])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r): [number, ControlDue] => [
      r.id,
      {
        planeId: r.plane_id,
        disabled: Number(r.disabled ?? 0) === 1,
        expireDate: r.due_expire_date ?? null,
        expireHours: numberOrNull(r.due_expire_hours),
        expireLandings: numberOrNull(r.due_expire_landings),
        warnDate: r.due_warn_date ?? null,
        overdueDate: r.due_overdue_date ?? null,
      },
    ]),
  );
}

export interface ControlDue {
  planeId: number;
  disabled: boolean;
  expireDate: string | null;
  expireHours: number | null;
  expireLandings: number | null;
  warnDate: string | null;
  overdueDate: string | null;
}

/** The model documents evaluated against the company's aircraft, with the number of aircraft evaluated. */
export async function evaluatedDocuments(db: Kysely<Database>, companyId: number, dict?: number) {
  const rows = await tenant(db, companyId)
    .select('plane_notice as n')
    .innerJoin('model_document as d', 'd.id', 'n.appraise_id')
    .leftJoin('plane_model as m', 'm.id', 'd.target')
    .select([...documentColumns, 'm.name as model_name'])
    .where('n.type', '=', NoticeType.Appraise)
    .where('n.appraised', '=', 1)
    .where('d.is_folder', '=', 0)
    .where('d.module', '=', DocumentModule.Model)
    .where('d.dict', 'in', dict === undefined ? AD_SB : [dict])
    .groupBy([...documentColumns, 'm.name'])
    .execute();
  return rows.map((r) => ({ ...documentOf(r), modelName: r.model_name ?? null }));
}

/**
 * The aircraft evaluated against a model document that the caller may reach (modelFleet: company 10000 and the
 * model's manager across operators, the evaluations' crossing, docs/domain.md "Notices and evaluations cross
 * tenants"), with their company: whose status a change of the document's register data may change.
 */
export async function aircraftEvaluatedAgainst(
  db: Kysely<Database>,
  scope: AccessScope,
  model: { id: number; manager: number },
  documentId: number,
) {
  const rows = await modelFleet(db, scope, model)
    // tenant: the evaluation of each aircraft listed, owned by that aircraft's company (n.company_id = p.company_id)
    .planes.innerJoin('plane_notice as n', (j) =>
      j
        .onRef('n.plane_id', '=', 'p.id')
        .onRef('n.company_id', '=', 'p.company_id')
        .on('n.type', '=', NoticeType.Appraise)
        .on('n.appraised', '=', 1)
        .on('n.appraise_id', '=', documentId),
    )
    .select(['p.company_id as company_id', 'p.id as plane_id'])
    .execute();
  return rows.map((r) => ({ companyId: r.company_id, planeId: r.plane_id }));
}
