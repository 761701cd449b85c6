import type { PlaneCertRevRow, PlaneCertRow } from '@hangar/domain/contracts/certificates';

// Certificate rows typed by the contract, for the certificate screens' tests.

export function certRow(id: number, over: Partial<PlaneCertRow> = {}): PlaneCertRow {
  return {
    id,
    plane: 5,
    name: `Certificate ${id}`,
    kind: 99,
    seri: `NO-${id}`,
    issueDate: '2024-01-10 00:00:00',
    expireDate: '2027-01-10 00:00:00',
    remarks: null,
    files: [{ uid: `f${id}`, name: `cert-${id}.pdf`, size: 2048, url: `/files/cert/${id}.pdf` }],
    closed: 0,
    rev: 1,
    createdBy: 7,
    createdAt: '2024-01-10 09:00:00',
    daysLeft: 400,
    warn: 0,
    status: 'valid',
    ...over,
  };
}

/** A certificate's current values as its revision row. */
export function revOf(cert: PlaneCertRow): PlaneCertRevRow {
  return {
    id: cert.id * 10 + cert.rev,
    cert: cert.id,
    rev: cert.rev,
    seri: cert.seri,
    issueDate: cert.issueDate,
    expireDate: cert.expireDate,
    files: cert.files,
    createdBy: cert.createdBy,
    createdAt: cert.createdAt,
  };
}
