import { ObjType } from '@hangar/domain/codes';
import {
  CERT_SUMMARY_ITEMS,
  CERT_WARN_DAYS,
  type CertSummary,
  certWarning,
  PlaneCert,
  type PlaneCertRecord,
  type PlaneCertRevRow,
  type PlaneCertRow,
} from '@hangar/domain/contracts/certificates';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { companyOf } from '../../platform/access/scope';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { planeCounters } from '../plane-entity';
import {
  type CertValues,
  deleteCert,
  findCert,
  insertCert,
  insertRev,
  queryCerts,
  type RevValues,
  revisionsOf,
  updateCert,
  updateRev,
  warningCerts,
} from './plane-cert.repo';

// Aircraft certificates (spec §2.7, §3, §5, §7 "Certificates", §9): only the aircraft's company reads or
// writes them. Every answered certificate carries its days left and its warning for today in the configured
// time zone. A closed certificate (superseded) no longer warns and is read-only until opened again. Every
// write is logged as a Certificate (ObjType 10006) under the certificate's id and name; the Add and Delete
// rows hold its aircraft (`plane`), and a move to another aircraft shows as a change of `plane`.
// Revisions (issue 29, docs/decisions.md "Certificate revisions"): Add writes revision 1, Renew a new dated
// revision with its own files (the certificate's number, dates and files become the new revision's; the older
// one stays in plane_cert_rev), Update corrects the current revision in place (the log keeps its before-image).

type Api = typeof PlaneCert.api;
type Body<K extends keyof Api> = z.output<Api[K]['input']>;

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

/** A certificate of the aircraft changed: its status follows in this transaction (issue 32, modules/plane-status). */
function statusInputsChanged(ctx: Ctx<unknown>, planeId: number): Promise<void> {
  return ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId });
}

/** The answer of a certificate: the record with its days left and warning for `today`. */
function answerOf(cert: PlaneCertRecord, today: string): PlaneCertRow {
  return { ...cert, ...certWarning(cert, today) };
}

/** The aircraft must be one of the caller's company (another company's or an unknown id: 404, nothing written). */
async function checkPlane(ctx: Ctx<unknown>, planeId: number): Promise<void> {
  if (!(await planeCounters(ctx.db, ctx.scope, planeId))) throw notFound();
}

async function certOr404(ctx: Ctx<unknown>, id: number): Promise<PlaneCertRecord> {
  const cert = await findCert(ctx.db, ctx.scope, id);
  if (!cert) throw notFound();
  return cert;
}

/** A closed certificate is read-only: only Open changes it. */
function checkOpen(cert: PlaneCertRecord): void {
  if (cert.closed !== 0) throw rule('cert.closedReadOnly');
}

/** At least one file (未上传证件), and an expiry date not before the issue date. */
function checkCert(cert: Pick<PlaneCertRecord, 'files' | 'issueDate' | 'expireDate'>): void {
  if (!cert.files || cert.files.length === 0) throw invalid('cert.fileRequired', 'files');
  if (cert.expireDate && cert.expireDate < cert.issueDate) throw invalid('cert.expireBeforeIssue', 'expireDate');
}

export async function queryCert(ctx: Ctx<QueryPayload>) {
  const page = await queryCerts(ctx.db, ctx.scope, ctx.body);
  const today = todayOf(ctx);
  return { items: page.items.map((c) => answerOf(c, today)), totalItems: page.totalItems };
}

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

/** The revision a certificate's current values make. */
function revisionOf(
  cert: Pick<PlaneCertRecord, 'id' | 'rev' | 'seri' | 'issueDate' | 'expireDate' | 'files'>,
  stamp: { createdBy: number | null; createdAt: string },
): RevValues {
  return {
    cert: cert.id,
    rev: cert.rev,
    seri: cert.seri,
    issueDate: cert.issueDate,
    expireDate: cert.expireDate,
    files: cert.files,
    ...stamp,
  };
}

export async function addCert(ctx: Ctx<Body<'Add'>>): Promise<PlaneCertRow> {
  const { body } = ctx;
  const values = {
    ...body,
    files: body.files ?? [],
    expireDate: body.expireDate ?? null,
    closed: 0,
    rev: 1,
    createdBy: ctx.scope.userId,
    createdAt: nowOf(ctx),
  };
  checkCert(values);
  await checkPlane(ctx, body.plane);
  const cert = await insertCert(ctx.db, ctx.scope, values);
  await insertRev(ctx.db, ctx.scope, revisionOf(cert, { createdBy: cert.createdBy, createdAt: cert.createdAt }));
  await recordAdded(ctx, PlaneCert, ObjType.Certificate, cert);
  await statusInputsChanged(ctx, cert.plane);
  return answerOf(cert, todayOf(ctx));
}

export async function changeCert(ctx: Ctx<Body<'Update'>>): Promise<PlaneCertRow> {
  const { id, ...changes } = ctx.body;
  const before = await certOr404(ctx, id);
  checkOpen(before);
  const after = withChanges(PlaneCert, before, changes);
  checkCert(after);
  if (after.plane !== before.plane) await checkPlane(ctx, after.plane);
  await updateCert(ctx.db, ctx.scope, id, changes as CertValues);
  // The current revision is corrected with it (its creation stamp stays).
  const { createdBy: _by, createdAt: _at, ...corrected } = revisionOf(after, { createdBy: null, createdAt: '' });
  await updateRev(ctx.db, ctx.scope, id, after.rev, corrected);
  await recordChanged(ctx, PlaneCert, ObjType.Certificate, before, after);
  await statusInputsChanged(ctx, after.plane);
  if (after.plane !== before.plane) await statusInputsChanged(ctx, before.plane);
  return answerOf(after, todayOf(ctx));
}

/**
 * Renew: the certificate's next revision, with its own files, becomes current; the one it replaces is kept.
 * The new issue date may not be before the current revision's.
 */
export async function renewCert(ctx: Ctx<Body<'Renew'>>): Promise<PlaneCertRow> {
  const { id, ...renewal } = ctx.body;
  const before = await certOr404(ctx, id);
  checkOpen(before);
  const after: PlaneCertRecord = {
    ...before,
    seri: renewal.seri === undefined ? before.seri : renewal.seri,
    issueDate: renewal.issueDate,
    expireDate: renewal.expireDate ?? null,
    files: renewal.files ?? [],
    rev: before.rev + 1,
  };
  checkCert(after);
  if (after.issueDate < before.issueDate) throw invalid('cert.renewBeforeCurrent', 'issueDate');
  const { seri, issueDate, expireDate, files, rev } = after;
  await updateCert(ctx.db, ctx.scope, id, { seri, issueDate, expireDate, files, rev });
  await insertRev(ctx.db, ctx.scope, revisionOf(after, { createdBy: ctx.scope.userId, createdAt: nowOf(ctx) }));
  await recordChanged(ctx, PlaneCert, ObjType.Certificate, before, after);
  await statusInputsChanged(ctx, after.plane);
  return answerOf(after, todayOf(ctx));
}

/** Every revision of one of the company's certificates, newest (current) first. */
export async function certRevisions(ctx: Ctx<Body<'Revisions'>>): Promise<PlaneCertRevRow[]> {
  const cert = await certOr404(ctx, ctx.body.id);
  return revisionsOf(ctx.db, ctx.scope, cert.id);
}

export async function removeCert(ctx: Ctx<Body<'Delete'>>) {
  const cert = await certOr404(ctx, ctx.body.id);
  checkOpen(cert);
  await deleteCert(ctx.db, ctx.scope, cert.id);
  await recordDeleted(ctx, PlaneCert, ObjType.Certificate, cert);
  await statusInputsChanged(ctx, cert.plane);
  return { id: cert.id };
}

/** Close (1) or Open (0); setting the state it already has changes nothing and logs nothing. */
export function setClosed(closed: 0 | 1) {
  return async (ctx: Ctx<Body<'Close'>>): Promise<PlaneCertRow> => {
    const before = await certOr404(ctx, ctx.body.id);
    const after = { ...before, closed };
    if (before.closed !== closed) await updateCert(ctx.db, ctx.scope, before.id, { closed });
    await recordChanged(ctx, PlaneCert, ObjType.Certificate, before, after);
    if (before.closed !== closed) await statusInputsChanged(ctx, before.plane);
    return answerOf(after, todayOf(ctx));
  };
}

export async function summary(ctx: Ctx<Body<'Summary'>>): Promise<CertSummary> {
  const today = todayOf(ctx);
  const found = await warningCerts(ctx.db, ctx.scope, today, addDays(today, CERT_WARN_DAYS), CERT_SUMMARY_ITEMS);
  return {
    expiring: found.expiring,
    expired: found.expired,
    items: found.items.map((c) => ({ ...answerOf(c, today), planeName: c.planeName })),
  };
}
