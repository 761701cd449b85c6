import fs from 'node:fs';
import path from 'node:path';
import { publicRecordKey, type RecordKey, signText, verifyText } from './record-key';
import { canonicalJson } from './sign-chain';

// Checkpoints of the chains' heads outside the database (issue 28; docs/decisions.md "Signed links and
// checkpointed heads"). DATA_DIR/record-heads.log is append-only JSON lines, each signed with the record key:
//   {"company":..,"plane":..,"seq":..,"hash":..,"at":..,"key":..,"sig":..}   an aircraft's head after a sign-off
//   {"adopted":n,"at":..,"key":..,"sig":..}                                   links made before signing, adopted
// A line is appended after the commit of each sign-off (and at start for heads committed but not yet
// checkpointed, a crash in between): one write() of the whole text to a file opened O_APPEND, which the kernel
// does not interleave with another process's on a local file system (WORKERS, several instances on one
// machine). A chain whose newest link is older than its newest checkpoint lost links ('truncated'); one whose
// link at a checkpointed place has another hash was rewritten ('head'). A chain ahead of its checkpoint is the
// crash window (the link is still signed) and is not a problem.
//
// The export (`verify-records --export-heads FILE`) is the heads of the database and the public key in one JSON
// file a quality manager keeps; `verify-records --heads FILE` checks the database against it.

export const HEADS_FILE = 'record-heads.log';

/** An aircraft's chain head: its newest link's place and hash. */
export interface Head {
  company: number;
  plane: number;
  seq: number;
  hash: string;
}

const HEAD_TAG = 'hangar-head-v1\n';

function signedLine(key: RecordKey, fields: Record<string, unknown>): string {
  const body = { ...fields, key: key.id };
  return `${JSON.stringify({ ...body, sig: signText(key, HEAD_TAG + canonicalJson(body)) })}\n`;
}

/** One write of whole lines to the log, opened O_APPEND|O_CREAT (mode 600), flushed to disk. */
function append(dataDir: string, text: string): void {
  if (!text) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const fd = fs.openSync(path.join(dataDir, HEADS_FILE), 'a', 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Checkpoints heads (after their sign-offs committed). */
export function appendHeads(dataDir: string, key: RecordKey, heads: readonly Head[], at = new Date()): void {
  const when = at.toISOString();
  append(
    dataDir,
    heads
      .map((h) => signedLine(key, { company: h.company, plane: h.plane, seq: h.seq, hash: h.hash, at: when }))
      .join(''),
  );
}

/** Records that the links found unsigned were adopted (signed) now; no adoption happens after this line. */
export function appendAdopted(dataDir: string, key: RecordKey, count: number, at = new Date()): void {
  append(dataDir, signedLine(key, { adopted: count, at: at.toISOString() }));
}

/** A line of the log that is not a checkpoint signed by the key (edited, or signed with another key). */
export interface BadLine {
  /** 1-based line number. */
  line: number;
  /** What the line claims, when it parses. */
  company?: number;
  plane?: number;
  seq?: number;
}

export interface HeadsLog {
  /** Every valid checkpoint (several per aircraft: one a sign-off). */
  heads: Head[];
  bad: BadLine[];
  /** An adoption line is there (valid). */
  adopted: boolean;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export interface ReadOptions {
  /** Only this company's checkpoints (the others are skipped unchecked: a signature costs ~0.1 ms). */
  company?: number;
  /**
   * false: checkpoints are taken without checking their signatures — only to decide which heads to checkpoint
   * again (a forged line is reported by Verify all the same). Adoption lines are always checked.
   */
  verify?: boolean;
}

/**
 * Reads the data directory's log, checking each line's signature with `key` (none: nothing is valid). A last
 * line without its newline that does not parse is a write torn by a power loss and is skipped.
 */
export function readHeadsLog(dataDir: string, key: RecordKey | undefined, options: ReadOptions = {}): HeadsLog {
  const out: HeadsLog = { heads: [], bad: [], adopted: false };
  const file = path.join(dataDir, HEADS_FILE);
  if (!fs.existsSync(file)) return out;
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    } catch {
      if (i === lines.length - 1) return; // torn last write
      out.bad.push({ line: i + 1 });
      return;
    }
    const { sig, ...body } = parsed;
    const { company, plane, seq, hash } = body;
    const isHead = isInt(company) && isInt(plane) && isInt(seq) && typeof hash === 'string';
    if (isHead && options.company !== undefined && company !== options.company) return;
    const valid =
      (isHead && options.verify === false) ||
      (key !== undefined && typeof sig === 'string' && verifyText(key, HEAD_TAG + canonicalJson(body), sig));
    if (!valid) {
      out.bad.push(isHead ? { line: i + 1, company, plane, seq } : { line: i + 1 });
    } else if (isHead) {
      out.heads.push({ company, plane, seq, hash });
    } else if (isInt(body.adopted)) {
      out.adopted = true;
    }
  });
  return out;
}

/** The newest checkpoint of each aircraft (key `company:plane`). */
export function newestHeads(heads: readonly Head[]): Map<string, Head> {
  const out = new Map<string, Head>();
  for (const h of heads) {
    const k = `${h.company}:${h.plane}`;
    const seen = out.get(k);
    if (!seen || seen.seq < h.seq) out.set(k, h);
  }
  return out;
}

// --- The export a quality manager keeps ---------------------------------------------------------------------

export const EXPORT_FORMAT = 'hangar-record-heads/1';

export interface HeadsExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  /** The record key's id and public key (SPKI PEM): verifies every link without the private key. */
  keyId: string;
  publicKey: string;
  heads: (Head & { planeName: string | null })[];
}

export function writeHeadsExport(
  file: string,
  key: RecordKey,
  heads: (Head & { planeName: string | null })[],
  at = new Date(),
): void {
  const doc: HeadsExport = {
    format: EXPORT_FORMAT,
    exportedAt: at.toISOString(),
    keyId: key.id,
    publicKey: key.publicPem,
    heads,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

export function readHeadsExport(file: string): { key: RecordKey; heads: Head[] } {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<HeadsExport>;
  if (doc.format !== EXPORT_FORMAT || typeof doc.publicKey !== 'string' || !Array.isArray(doc.heads)) {
    throw new Error(`${file} is not a heads export (${EXPORT_FORMAT})`);
  }
  const heads = doc.heads.map((h) => {
    if (!isInt(h.company) || !isInt(h.plane) || !isInt(h.seq) || typeof h.hash !== 'string') {
      throw new Error(`${file}: a head without company, plane, seq and hash`);
    }
    return { company: h.company, plane: h.plane, seq: h.seq, hash: h.hash };
  });
  return { key: publicRecordKey(doc.publicKey), heads };
}
