import type { VerifyProblem } from '@hangar/domain/contracts/records';
import type { Kysely } from 'kysely';
import { companyIds } from '../modules/maintain-ctrl/maintain-ctrl.repo';
import { verifyCompany } from '../modules/maintain-task/maintain-task.service';
import type { Database } from '../platform/db/schema';

// `npm run verify-records`: checks every company's signed maintenance records against their aircraft's hash
// chains (what MaintainTask/Verify does for one company) and prints a report; main.ts exits 1 on a problem.

export interface RecordsReport {
  companies: number;
  planes: number;
  signatures: number;
  problems: (VerifyProblem & { company: number })[];
}

export async function verifyAllRecords(db: Kysely<Database>): Promise<RecordsReport> {
  const report: RecordsReport = { companies: 0, planes: 0, signatures: 0, problems: [] };
  for (const company of await companyIds(db)) {
    const answer = await verifyCompany(db, company);
    report.companies++;
    report.planes += answer.planes;
    report.signatures += answer.signatures;
    report.problems.push(...answer.problems.map((p) => ({ company, ...p })));
  }
  return report;
}

const KIND: Record<VerifyProblem['kind'], string> = {
  content: 'the record differs from what was signed',
  chain: 'the sign-off chain is broken (a link was changed, removed or reordered)',
  missing: 'the signed record is gone',
};

export function reportLines(report: RecordsReport): string[] {
  const lines = [
    `Checked ${report.signatures} sign-offs of ${report.planes} aircraft in ${report.companies} companies.`,
  ];
  if (report.problems.length === 0) {
    lines.push('No problem found: every signed record matches its sign-off chain.');
    return lines;
  }
  lines.push(`${report.problems.length} problem(s) found:`);
  for (const p of report.problems) {
    const plane = p.planeName ?? `#${p.plane}`;
    const task = p.task === null ? '' : ` record ${p.task}`;
    lines.push(`  company ${p.company}, aircraft ${plane},${task}, link ${p.signSeq}: ${p.kind} — ${KIND[p.kind]}`);
  }
  return lines;
}
