import { createHash } from 'node:crypto';
import type { VerifyAnswer, VerifyProblem } from '@hangar/domain/contracts/records';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type Owner, ownerId, shared, tenant } from '../db/tenant';
import { appendAdopted, appendHeads, type BadLine, type Head, newestHeads, readHeadsLog } from './heads';
import { ensureRecordKey, type RecordKey, signText, verifyText } from './record-key';

// The sign-off chain of maintenance records (issue 17; docs: "Close = sign-off"). Each aircraft of a company has
// an append-only chain of links (`record_sign`): link n holds the canonical content of the record signed (JSON
// text with sorted keys, the record's fields, its assembly rows and its sign-off), the hash of link n - 1 (64
// zeros for the first) and its own hash, SHA-256 hex of content + previous hash. Changing a signed record behind
// the application's back makes its content differ from its latest link; changing a link breaks its hash or the
// next link's previous hash. This library knows links only: what a record's canonical content is comes from
// the records module (`Current`).
//
// Issue 28: the hashes alone can be recomputed by anyone who can write the database, so every link is also
// signed (Ed25519, `signature`) with the record key kept outside the database (record-key.ts) over its place and
// hashes (`linkText`), and every head is checkpointed after its commit to DATA_DIR/record-heads.log (heads.ts).
// Verify reports a link not signed by the key ('signature'), a chain ending before its checkpoint ('truncated':
// newest links deleted), a link at a checkpointed place with another hash ('head': rewritten or reordered) and a
// checkpoint line not signed by the key ('checkpoint'). docs/decisions.md says what this cannot detect.

/** The previous hash of an aircraft's first link. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Canonical JSON: object keys sorted (recursively), arrays in order, `undefined` dropped, null kept (the set of
 * fields signed is part of what is signed). Equal values give equal text on both database engines.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** A link's hash: SHA-256 (hex) of its content followed by the previous link's hash. */
export function linkHash(content: string, prevHash: string): string {
  return createHash('sha256').update(content, 'utf8').update(prevHash, 'utf8').digest('hex');
}

/** What a link's signature covers: its company, aircraft, place, record and hashes (the hash covers the content). */
export function linkText(link: {
  company: number;
  plane: number;
  seq: number;
  task: number;
  prevHash: string;
  hash: string;
}): string {
  return `hangar-link-v1\n${canonicalJson(link)}`;
}

type LinkRow = { plane_id: number; seq: number | string; task_id: number; prev_hash: string; hash: string };
const textOf = (company: number, l: LinkRow) =>
  linkText({ company, plane: l.plane_id, seq: Number(l.seq), task: l.task_id, prevHash: l.prev_hash, hash: l.hash });

export interface NewLink {
  planeId: number;
  taskId: number;
  content: string;
  signedBy: number | null;
  signedAt: string;
}

/**
 * Appends a link to the aircraft's chain in the caller's transaction (the caller holds the aircraft's lock, and
 * the unique index on company, aircraft and seq refuses a concurrent second link with the same place).
 */
export async function appendLink(db: Kysely<Database>, owner: Owner, key: RecordKey, link: NewLink): Promise<Head> {
  const last = await tenant(db, owner)
    .select('record_sign')
    .select(['seq', 'hash'])
    .where('plane_id', '=', link.planeId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = last ? Number(last.seq) + 1 : 1;
  const prevHash = last ? last.hash : GENESIS_HASH;
  const hash = linkHash(link.content, prevHash);
  const company = ownerId(owner);
  const signature = signText(key, linkText({ company, plane: link.planeId, seq, task: link.taskId, prevHash, hash }));
  await tenant(db, owner)
    .insert('record_sign', [
      {
        plane_id: link.planeId,
        seq,
        task_id: link.taskId,
        content: link.content,
        prev_hash: prevHash,
        hash,
        signed_by: link.signedBy,
        signed_at: link.signedAt,
        signature,
      },
    ])
    .execute();
  return { company, plane: link.planeId, seq, hash };
}

/** The latest link of a record (its last sign-off), if it was ever signed. */
export async function latestLinkOf(db: Kysely<Database>, owner: Owner, taskId: number) {
  return tenant(db, owner)
    .select('record_sign')
    .select(['seq', 'hash', 'content', 'plane_id'])
    .where('task_id', '=', taskId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A record as it is now, for the comparison with what was signed. */
export interface CurrentRecord {
  id: number;
  planeId: number;
  closed: number;
  /** Opened with a reason and not signed again (an amendment in progress: its content may differ). */
  reopened: boolean;
  /** Its canonical content now. */
  content: string;
  signHash: string | null;
  signSeq: number | null;
}

/** The company's records (of one aircraft when given) that were ever signed, as they are now. */
export type Current = (planeId: number | undefined) => Promise<CurrentRecord[]>;

/** What the chains are checked against besides themselves: the record key and the checkpointed heads. */
export interface Anchor {
  key: RecordKey;
  /** Checkpoints of every company (the heads log, an exported heads file): each is checked. */
  heads: readonly Head[];
  /** Lines of the heads log not signed by the key. */
  bad: readonly BadLine[];
}

/**
 * Verifies the chains of the company's aircraft (or one): every link's hash from its content and the previous
 * link's hash, the seq without gaps from 1 ('chain'); every link's signature by the key ('signature'); every
 * closed record against its latest link: the same content ('content'), the hash and place it stores ('chain'); a
 * link whose record is gone ('missing'); every checkpoint of the company's aircraft: the chain reaches it
 * ('truncated') with the same hash at its place ('head'); a log line of the company not signed ('checkpoint').
 */
export async function verifyChains(
  db: Kysely<Database>,
  owner: Owner,
  current: Current,
  anchor: Anchor,
  planeId?: number,
): Promise<VerifyAnswer> {
  const company = ownerId(owner);
  let planesQuery = tenant(db, owner).select('plane_entity').select(['id', 'name']).orderBy('id');
  if (planeId !== undefined) planesQuery = planesQuery.where('id', '=', planeId);
  const planes = await planesQuery.execute();
  const names = new Map(planes.map((p) => [p.id, p.name]));
  let linksQuery = tenant(db, owner)
    .select('record_sign')
    .select(['plane_id', 'seq', 'task_id', 'content', 'prev_hash', 'hash', 'signature'])
    .orderBy('plane_id')
    .orderBy('seq');
  if (planeId !== undefined) linksQuery = linksQuery.where('plane_id', '=', planeId);
  const links = await linksQuery.execute();
  const records = new Map((await current(planeId)).map((r) => [r.id, r]));

  const problems: VerifyProblem[] = [];
  const problem = (plane: number, task: number | null, signSeq: number, kind: VerifyProblem['kind']) =>
    problems.push({ plane, planeName: names.get(plane) ?? null, task, signSeq, kind });

  /** Each record's latest link. */
  const latest = new Map<number, (typeof links)[number]>();
  /** Each aircraft's links by seq. */
  const chains = new Map<number, Map<number, (typeof links)[number]>>();
  let plane = -1;
  let prev = GENESIS_HASH;
  let expected = 1;
  for (const link of links) {
    if (link.plane_id !== plane) {
      plane = link.plane_id;
      prev = GENESIS_HASH;
      expected = 1;
      chains.set(plane, new Map());
    }
    const seq = Number(link.seq);
    chains.get(plane)?.set(seq, link);
    const broken = seq !== expected || link.prev_hash !== prev || linkHash(link.content, link.prev_hash) !== link.hash;
    if (broken) problem(link.plane_id, link.task_id, seq, 'chain');
    if (!verifyText(anchor.key, textOf(company, link), link.signature)) {
      problem(link.plane_id, link.task_id, seq, 'signature');
    }
    prev = link.hash;
    expected = seq + 1;
    const seen = latest.get(link.task_id);
    if (!seen || Number(seen.seq) < seq) latest.set(link.task_id, link);
  }

  for (const [taskId, link] of latest) {
    const record = records.get(taskId);
    if (!record) {
      problem(link.plane_id, taskId, Number(link.seq), 'missing');
      continue;
    }
    // A reopened record is being amended: its next sign-off appends a new link. A record not closed without an
    // open amendment was changed behind the application's back (its content says closed 1).
    if (record.closed !== 1 && record.reopened) continue;
    if (record.content !== link.content) problem(link.plane_id, taskId, Number(link.seq), 'content');
    else if (record.signHash !== link.hash || record.signSeq !== Number(link.seq)) {
      problem(link.plane_id, taskId, Number(link.seq), 'chain');
    }
  }
  // A closed (signed) record without any link: its sign-off is not on the chain.
  for (const record of records.values()) {
    if (record.closed === 1 && !latest.has(record.id)) problem(record.planeId, record.id, record.signSeq ?? 0, 'chain');
  }

  // The checkpoints: a chain ahead of its newest checkpoint is fine (committed, not yet checkpointed: the
  // link is signed); one behind it lost its newest links; another hash at a checkpointed place means the chain
  // was rewritten from there (reported once, at the first such place).
  const mine = (h: { company?: number; plane?: number }) =>
    h.company === company && (planeId === undefined || h.plane === planeId);
  const checkpoints = anchor.heads.filter(mine).sort((x, y) => x.plane - y.plane || x.seq - y.seq);
  for (const newest of newestHeads(checkpoints).values()) {
    const chain = chains.get(newest.plane);
    const last = chain ? Math.max(...chain.keys()) : 0;
    if (last < newest.seq) problem(newest.plane, null, newest.seq, 'truncated');
  }
  const rewritten = new Set<number>();
  for (const head of checkpoints) {
    const link = chains.get(head.plane)?.get(head.seq);
    if (!link || link.hash === head.hash || rewritten.has(head.plane)) continue;
    rewritten.add(head.plane);
    problem(head.plane, link.task_id, head.seq, 'head');
  }
  for (const bad of anchor.bad) {
    if (mine(bad) && bad.plane !== undefined) problem(bad.plane, null, bad.seq ?? 0, 'checkpoint');
  }
  return {
    planes: planeId === undefined ? planes.length : Math.min(planes.length, 1),
    signatures: links.length,
    problems,
  };
}

/** The anchor of the data directory for one company: the key and the company's checkpoints in the heads log. */
export function anchorOf(dataDir: string, key: RecordKey, company: number): Anchor {
  const log = readHeadsLog(dataDir, key, { company });
  return { key, heads: log.heads, bad: log.bad };
}

// --- Heads and adoption ----------------------------------------------------------------------------------

/** Each aircraft's newest link of the company (its head), with its signature and the aircraft's name. */
export async function chainHeads(db: Kysely<Database>, owner: Owner) {
  const planes = await tenant(db, owner).select('plane_entity').select(['id', 'name']).execute();
  const names = new Map(planes.map((p) => [p.id, p.name]));
  const rows = await tenant(db, owner)
    .select('record_sign as r')
    .select(['r.plane_id', 'r.seq', 'r.task_id', 'r.prev_hash', 'r.hash', 'r.signature'])
    // tenant: the subquery reads the same company's links (its company predicate is the outer row's).
    .where(
      sql<boolean>`r.seq = (select max(s.seq) from record_sign s where s.company_id = r.company_id and s.plane_id = r.plane_id)`,
    )
    .orderBy('r.plane_id')
    .execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq), plane_name: names.get(r.plane_id) ?? null }));
}

const companiesOf = async (db: Kysely<Database>) =>
  (await shared(db).select('company').select('id').orderBy('id').execute()).map((c) => c.id);

/**
 * Checkpoints every head that is signed by the key and newer than its newest checkpoint: the sign-offs
 * committed without their checkpoint (a crash in between, the demo seed). Answers how many were written.
 */
export async function checkpointHeads(db: Kysely<Database>, dataDir: string, key: RecordKey): Promise<number> {
  const newest = newestHeads(readHeadsLog(dataDir, key, { verify: false }).heads);
  const due: Head[] = [];
  for (const company of await companiesOf(db)) {
    for (const h of await chainHeads(db, company)) {
      const seen = newest.get(`${company}:${h.plane_id}`);
      if (seen && seen.seq >= h.seq) continue;
      if (!verifyText(key, textOf(company, h), h.signature)) continue;
      due.push({ company, plane: h.plane_id, seq: h.seq, hash: h.hash });
    }
  }
  appendHeads(dataDir, key, due);
  return due.length;
}

/**
 * Makes the record key at the first start and, once per data directory (until the log holds its adoption
 * line), signs the links made before links were signed ("adopted": whatever they held then is what is signed);
 * then checkpoints heads not yet checkpointed. Answers the links adopted now (null: adoption was done before).
 */
export async function prepareRecordSigning(db: Kysely<Database>, dataDir: string): Promise<number | null> {
  const { key } = ensureRecordKey(dataDir);
  let adopted: number | null = null;
  if (!readHeadsLog(dataDir, key, { verify: false }).adopted) {
    adopted = 0;
    await db.transaction().execute(async (trx) => {
      for (const company of await companiesOf(trx)) {
        const unsigned = await tenant(trx, company)
          .select('record_sign')
          .select(['id', 'plane_id', 'seq', 'task_id', 'prev_hash', 'hash'])
          .where('signature', 'is', null)
          .execute();
        for (const link of unsigned) {
          await tenant(trx, company)
            .update('record_sign')
            .set({ signature: signText(key, textOf(company, link)) })
            .where('id', '=', link.id)
            .execute();
        }
        adopted = (adopted ?? 0) + unsigned.length;
      }
    });
    appendAdopted(dataDir, key, adopted);
  }
  await checkpointHeads(db, dataDir, key);
  return adopted;
}

// --- Exports (issue 32) ---------------------------------------------------------------------------------------

/** A link as an export carries it. */
export interface ChainLink {
  seq: number;
  task: number;
  content: string;
  prevHash: string;
  hash: string;
  signature: string | null;
  signedBy: number | null;
  signedAt: string;
}

/** The aircraft's links in chain order, from `from` to `to` (seq, inclusive) when given. */
export async function chainLinks(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  range: { from?: number; to?: number } = {},
): Promise<ChainLink[]> {
  let q = tenant(db, owner)
    .select('record_sign')
    .select(['seq', 'task_id', 'content', 'prev_hash', 'hash', 'signature', 'signed_by', 'signed_at'])
    .where('plane_id', '=', planeId);
  if (range.from !== undefined) q = q.where('seq', '>=', range.from);
  if (range.to !== undefined) q = q.where('seq', '<=', range.to);
  const rows = await q.orderBy('seq').execute();
  return rows.map((r) => ({
    seq: Number(r.seq),
    task: r.task_id,
    content: r.content,
    prevHash: r.prev_hash,
    hash: r.hash,
    signature: r.signature,
    signedBy: r.signed_by,
    signedAt: r.signed_at,
  }));
}

/** The places of a record's links on its aircraft's chain (its first sign-off and its latest), if it has any. */
export async function linkRangeOf(db: Kysely<Database>, owner: Owner, taskId: number) {
  const row = await tenant(db, owner)
    .select('record_sign')
    .select((eb) => [eb.fn.min('seq').as('first'), eb.fn.max('seq').as('last'), eb.fn.max('plane_id').as('plane')])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row || row.first === null || row.last === null || row.plane === null) return undefined;
  return { plane: Number(row.plane), first: Number(row.first), last: Number(row.last) };
}

/** The aircraft's newest link: its chain head (what the status report prints so it can be checked). */
export async function chainHead(db: Kysely<Database>, owner: Owner, planeId: number) {
  const row = await tenant(db, owner)
    .select('record_sign')
    .select(['seq', 'hash'])
    .where('plane_id', '=', planeId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), hash: row.hash } : undefined;
}
