import fs from 'node:fs';
import path from 'node:path';
import type { VerifyProblem } from '@hangar/domain/contracts/records';
import type { Kysely } from 'kysely';
import { companyIds } from '../modules/maintain-ctrl/maintain-ctrl.repo';
import { verifyCompany } from '../modules/maintain-task/maintain-task.service';
import type { Database } from '../platform/db/schema';
import { type BundleReport, bundleLines, verifyBundle } from '../platform/records/bundle';
import { HEADS_FILE, type Head, readHeadsExport, readHeadsLog, writeHeadsExport } from '../platform/records/heads';
import { RECORD_KEY_FILE, type RecordKey, readRecordKey } from '../platform/records/record-key';
import { chainHeads } from '../platform/records/sign-chain';

// `npm run verify-records`: checks every company's signed maintenance records against their aircraft's hash
// chains, the record key's signatures and the heads checkpointed in DATA_DIR/record-heads.log (what
// MaintainTask/Verify does for one company) and prints a report; main.ts exits 1 on a problem.
//   --heads FILE         also checks against a heads export kept elsewhere: its public key verifies every link
//                        (an auditor needs no private key) and its heads must all still be there
//   --export-heads FILE  writes that export (the heads of every aircraft and the public key) when nothing is wrong
//   --bundle FILE        checks an exported record bundle (hangar-record-bundle/1: one record or an aircraft's
//                        history, MaintainTask/ExportBundle) offline, without the database: every link's hash from
//                        its content and the previous hash, every signature with the bundle's key, the chain
//                        contiguous; prints the key id for the reader to compare with the operator's published one
// It reads and never writes the database or the data directory (the key is made by the server's first start).

export interface VerifyOptions {
  dataDir: string;
  /** An exported heads file to check against. */
  heads?: string;
}

export interface RecordsReport {
  companies: number;
  planes: number;
  signatures: number;
  /** The id of the key the links were verified with. */
  keyId: string;
  /** Checkpoints read (the log's, and the export's). */
  checkpoints: number;
  problems: (VerifyProblem & { company: number })[];
  /** Problems not of one aircraft (keys that differ, log lines that do not parse). */
  notes: string[];
}

export async function verifyAllRecords(db: Kysely<Database>, options: VerifyOptions): Promise<RecordsReport> {
  const local = readRecordKey(options.dataDir);
  const exported = options.heads ? readHeadsExport(options.heads) : undefined;
  const notes: string[] = [];
  let key: RecordKey;
  if (exported) {
    // The export's public key is the one the quality manager trusts: a key replaced in the data directory
    // shows here, and its links as not signed.
    key = exported.key;
    if (local && local.id !== exported.key.id) {
      notes.push(`the data directory's ${RECORD_KEY_FILE} (key ${local.id}) is not the exported key ${key.id}`);
    }
  } else if (local) {
    key = local;
  } else {
    throw new Error(
      `${RECORD_KEY_FILE} is missing from ${options.dataDir}: start the server once to make it, restore it with ` +
        'the data, or verify against a heads export (--heads FILE)',
    );
  }
  const log = readHeadsLog(options.dataDir, key);
  for (const bad of log.bad) {
    if (bad.company === undefined) notes.push(`line ${bad.line} of ${HEADS_FILE} is not a checkpoint`);
  }
  const heads: Head[] = [...log.heads, ...(exported?.heads ?? [])];
  const anchor = { key, heads, bad: log.bad };
  const report: RecordsReport = {
    companies: 0,
    planes: 0,
    signatures: 0,
    keyId: key.id,
    checkpoints: heads.length + log.bad.length,
    problems: [],
    notes,
  };
  const companies = await companyIds(db);
  for (const company of companies) {
    const answer = await verifyCompany(db, company, anchor);
    report.companies++;
    report.planes += answer.planes;
    report.signatures += answer.signatures;
    report.problems.push(...answer.problems.map((p) => ({ company, ...p })));
  }
  // Checkpoints of a company no longer in the database: its chains are gone.
  const known = new Set(companies);
  const gone = new Set(heads.filter((h) => !known.has(h.company)).map((h) => h.company));
  for (const company of gone) notes.push(`company ${company} has checkpointed sign-offs but is not in the database`);
  return report;
}

/** Whether the report found anything wrong (main.ts exits 1). */
export const failed = (report: RecordsReport) => report.problems.length > 0 || report.notes.length > 0;

/** Writes the heads export of every company's aircraft; refused when the report found a problem. */
export async function exportHeads(
  db: Kysely<Database>,
  report: RecordsReport,
  dataDir: string,
  file: string,
): Promise<number> {
  if (failed(report)) throw new Error(`Heads not exported to ${file}: the records have problems (see above).`);
  const key = readRecordKey(dataDir);
  if (!key) throw new Error(`${RECORD_KEY_FILE} is missing from ${dataDir}`);
  const heads: (Head & { planeName: string | null })[] = [];
  for (const company of await companyIds(db)) {
    for (const h of await chainHeads(db, company)) {
      heads.push({ company, plane: h.plane_id, planeName: h.plane_name, seq: h.seq, hash: h.hash });
    }
  }
  writeHeadsExport(file, key, heads);
  return heads.length;
}

const KIND: Record<VerifyProblem['kind'], string> = {
  content: 'the record differs from what was signed',
  chain: 'the sign-off chain is broken (a link was changed, removed or reordered)',
  missing: 'the signed record is gone',
  signature: 'the link is not signed by the record key (unsigned, re-hashed, or signed with another key)',
  head: 'the link at a checkpointed place has another hash (the chain was rewritten or reordered)',
  truncated: 'the chain ends before its checkpoint (its newest sign-offs were deleted)',
  checkpoint: `a line of ${HEADS_FILE} is not signed by the record key`,
};

export function reportLines(report: RecordsReport): string[] {
  const lines = [
    `Checked ${report.signatures} sign-offs of ${report.planes} aircraft in ${report.companies} companies ` +
      `(record key ${report.keyId}, ${report.checkpoints} checkpoints).`,
  ];
  if (!failed(report)) {
    lines.push('No problem found: every signed record matches its signed sign-off chain and its checkpoints.');
    return lines;
  }
  lines.push(`${report.problems.length + report.notes.length} problem(s) found:`);
  for (const note of report.notes) lines.push(`  ${note}`);
  for (const p of report.problems) {
    const plane = p.planeName ?? `#${p.plane}`;
    const task = p.task === null ? '' : ` record ${p.task},`;
    lines.push(`  company ${p.company}, aircraft ${plane},${task} link ${p.signSeq}: ${p.kind} — ${KIND[p.kind]}`);
  }
  return lines;
}

/** Reads and checks a record bundle file (platform/records/bundle.ts). */
export function verifyBundleFile(file: string): BundleReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not a JSON file: ${err instanceof Error ? err.message : String(err)}`);
  }
  return verifyBundle(parsed);
}

/** `verify-records --bundle FILE`: prints the bundle's report; exit code 1 on any problem. */
export function bundleCommand(args: readonly string[]): void {
  const i = args.indexOf('--bundle');
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new Error('Usage: npm run verify-records -- --bundle <file>');
  const other = args.find((a, j) => a.startsWith('--') && j !== i);
  if (other) throw new Error(`--bundle is checked alone, without ${other}`);
  const file = path.resolve(value);
  const report = verifyBundleFile(file);
  console.log(bundleLines(file, report).join('\n'));
  if (report.problems.length > 0) process.exitCode = 1;
}
