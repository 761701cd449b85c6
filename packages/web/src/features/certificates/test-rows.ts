import type { PlaneCertRow } from '@hangar/domain/contracts/certificates';

// Certificate rows typed by the contract, for the certificate screens' tests.

export function certRow(id: number, over: Partial<PlaneCertRow> = {}): PlaneCertRow {
  return {
    id,
    plane: 5,
    name: `Certificate ${id}`,
    seri: `NO-${id}`,
    issueDate: '2024-01-10 00:00:00',
    expireDate: '2027-01-10 00:00:00',
    remarks: null,
    files: [{ uid: `f${id}`, name: `cert-${id}.pdf`, size: 2048, url: `/files/cert/${id}.pdf` }],
    closed: 0,
    createdBy: 7,
    createdAt: '2024-01-10 09:00:00',
    daysLeft: 400,
    warn: 0,
    ...over,
  };
}
