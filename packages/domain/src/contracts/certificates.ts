import { z } from 'zod';
import { daysBetween } from '../dates';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field, notNull } from '../entity';
import { QueryPayload } from '../query';
import { dateValue, FileEntry, fileList, requiredText, text as textField } from './fields';
import { IdInput, RecordId, strictBody } from './platform';

// Contracts of aircraft certificates (spec §2.7, §3 "PlaneCert", §5 "Certificate form", §7 "Certificates", §9):
// the certificates of one company's aircraft (airworthiness, registration, radio station licence...), each with
// its scanned files, and the expiry warning. Every certificate belongs to the aircraft's company (docs/domain.md
// tenancy). Messages are catalogue keys `cert.*` (i18n/certificates.ts).

/** An open certificate warns when its expiry is less than this many days away, already expired included (§9). */
export const CERT_WARN_DAYS = 90;

/** Most files a certificate holds. */
export const CERT_FILES = 10;

/** Rows the Summary answer lists (nearest expiry first). */
export const CERT_SUMMARY_ITEMS = 20;

/** 1 airworthiness, 2 registration, 3 radio station licence, 99 other (issue 32). */
export const CertKind = { Airworthiness: 1, Registration: 2, Radio: 3, Other: 99 } as const;
export const CERT_KINDS = [1, 2, 3, 99] as const;
const CertKindInput = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(99)], { error: 'cert.kindInvalid' });

/** Optional free text, '' stored as null. */
const text = (max: number, multiline = false) => textField({ max, multiline, blankAsNull: true });

/** The issue date: required (请选择日期!), sent as date text followed by 00:00:00 (§7). */
const IssueDate = z
  .union([z.string(), z.null(), z.undefined()], { error: 'validation.dateFormat' })
  .transform((v) => v ?? null)
  .pipe(dateValue())
  .refine((v) => v !== null, 'cert.issueDateRequired');

const certificate = entity({
  name: 'PlaneCert',
  table: 'plane_cert',
  owner: 'company',
  labels: 'cert',
  fields: {
    /** The aircraft (one of the caller's company). */
    plane: notNull(
      field.id(z.number({ error: 'cert.planeRequired' }).int().positive().max(2_147_483_647), {
        column: 'plane_id',
        required: 'cert.planeRequired',
        form: 'select',
      }),
      z.number(),
    ),
    name: notNull(
      field.text(requiredText('cert.nameRequired', { max: 100 }), { required: 'cert.nameRequired' }),
      z.string(),
    ),
    /** What the certificate is (CERT_KINDS): an expired open airworthiness certificate grounds the aircraft. */
    kind: notNull(field.enum(CertKindInput, CERT_KINDS, { form: 'select' }), z.number()),
    /** Certificate number. */
    seri: field.text(text(100)),
    issueDate: notNull(field.date(IssueDate, { required: 'cert.issueDateRequired' }), z.string()),
    expireDate: field.date(dateValue().optional(), { nullable: true }),
    remarks: field.text(text(1000, true), { form: 'textarea' }),
    /** The scanned certificate: at least one file on Add and Update (未上传证件). */
    files: notNull(field.json(fileList(['cert'], CERT_FILES).nullish(), z.array(FileEntry)), z.array(FileEntry)),
    /** 1 closed (superseded, withdrawn): no longer warns, read-only until opened (Close / Open). */
    closed: notNull(field.flag(undefined), z.number()),
    /** The current revision's number (1 = as first uploaded; each Renew adds one). */
    rev: notNull(field.number(undefined), z.number()),
    createdBy: field.id(undefined, { audited: false }),
    createdAt: notNull(field.date(undefined, { audited: false }), z.string()),
  },
});

/**
 * One dated revision of a certificate (issue 29): what a renewal replaced is kept with its own files. Revision
 * 1 is the certificate as first uploaded (or as it stood before revisions were kept); the certificate's own
 * number, dates and files are those of its current revision (`rev`). Written by the server only.
 */
export const PlaneCertRev = entity({
  name: 'PlaneCertRev',
  table: 'plane_cert_rev',
  owner: 'company',
  labels: 'cert',
  fields: {
    cert: notNull(field.id(undefined, { column: 'cert_id' }), z.number()),
    rev: notNull(field.number(undefined), z.number()),
    seri: field.text(undefined),
    issueDate: notNull(field.date(undefined), z.string()),
    expireDate: field.date(undefined),
    files: notNull(field.json(undefined, z.array(FileEntry)), z.array(FileEntry)),
    createdBy: field.id(undefined),
    createdAt: notNull(field.date(undefined), z.string()),
  },
});

/**
 * Renew: a new dated revision of an open certificate, with its own scanned files (at least one), issue date
 * (not before the current revision's) and expiry; the number may change. The revision it replaces is kept.
 */
const RenewInput = strictBody({
  id: RecordId,
  seri: certificate.shape.seri,
  issueDate: certificate.shape.issueDate,
  expireDate: certificate.shape.expireDate,
  files: certificate.shape.files,
});

/**
 * A certificate's status for today: closed; expired (open, its expiry before today: it must not read valid);
 * valid otherwise (an expiring one is still valid: `warn` tags it).
 */
export const CERT_STATUSES = ['valid', 'expired', 'closed'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

/** What the server adds to every answered certificate, computed for today in the application's time zone. */
const certExtra = {
  /** valid | expired | closed for today (certStatus). */
  status: z.enum(CERT_STATUSES),
  /** Expiry minus today in whole days (negative once expired); null without an expiry date. */
  daysLeft: z.number().nullable(),
  /** 1 when the certificate is open and its expiry is less than CERT_WARN_DAYS away (expired included). */
  warn: z.number(),
};
const certRow = certificate.row.extend(certExtra);

/** A Summary row: the certificate with its aircraft's tail number. */
const certSummaryRow = certRow.extend({ planeName: z.string() });

export const CertSummary = z.object({
  /** Open certificates of the company's aircraft expiring within CERT_WARN_DAYS days, not yet expired. */
  expiring: z.number(),
  /** Open certificates already expired. */
  expired: z.number(),
  /** The first CERT_SUMMARY_ITEMS of both, nearest expiry first. */
  items: z.array(certSummaryRow),
});

/** Add: a certificate of no kind given is "other". */
const certInput = strictBody({ ...certificate.shape, kind: CertKindInput.default(CertKind.Other) });

export const PlaneCert = {
  ...certificate,
  input: certInput,
  api: endpoints('PlaneCert', {
    Query: {
      access: { view: 'plane-entity' },
      input: QueryPayload,
      output: listOf(certRow),
      summary:
        'Certificates of the company’s aircraft (filter plane eq) with daysLeft and warn; default: open ones ' +
        'first, nearest expiry first, those without expiry last',
    },
    Add: {
      access: { allow: ['plane-entity', 'Execute'] },
      input: certInput,
      output: certRow,
      summary: 'Adds a certificate to an aircraft (a file required)',
    },
    Update: {
      access: { allow: ['plane-entity', 'Execute'] },
      input: certificate.update,
      output: certRow,
      summary: 'Changes an open certificate (absent keeps; a closed one is read-only)',
    },
    Delete: {
      access: { allow: ['plane-entity', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a certificate',
    },
    Close: {
      access: { allow: ['plane-entity', 'Close'] },
      input: IdInput,
      output: certRow,
      summary: 'Closes a certificate (superseded): it no longer warns',
    },
    Open: {
      access: { allow: ['plane-entity', 'Close'] },
      input: IdInput,
      output: certRow,
      summary: 'Opens a closed certificate again',
    },
    Renew: {
      access: { allow: ['plane-entity', 'Execute'] },
      input: RenewInput,
      output: certRow,
      summary:
        'Renews an open certificate: a new dated revision with its own files becomes current; the replaced one is kept',
    },
    Revisions: {
      access: { view: 'plane-entity' },
      input: IdInput,
      output: z.array(PlaneCertRev.row),
      summary: 'Every revision of a certificate, the current one first (newest first), each with its files',
    },
    Summary: {
      access: { view: 'plane-entity' },
      input: strictBody({}),
      output: CertSummary,
      summary: 'Counts of the company’s open certificates expiring within 90 days and expired, and the nearest 20',
    },
  }),
};

export type PlaneCertRow = z.output<typeof certRow>;
export type PlaneCertRecord = z.output<typeof certificate.row>;
export type CertSummaryRow = z.output<typeof certSummaryRow>;
export type CertSummary = z.output<typeof CertSummary>;
export type PlaneCertRevRow = z.output<typeof PlaneCertRev.row>;

/** The days left, the warning and the status of a certificate on `today` (`YYYY-MM-DD`). */
export function certWarning(
  cert: { expireDate: string | null; closed: number },
  today: string,
): { daysLeft: number | null; warn: number; status: CertStatus } {
  const closed = cert.closed !== 0;
  if (!cert.expireDate) return { daysLeft: null, warn: 0, status: closed ? 'closed' : 'valid' };
  const daysLeft = daysBetween(today, cert.expireDate.slice(0, 10));
  const status = closed ? 'closed' : daysLeft < 0 ? 'expired' : 'valid';
  return { daysLeft, warn: !closed && daysLeft < CERT_WARN_DAYS ? 1 : 0, status };
}
