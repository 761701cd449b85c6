import { createHash } from 'node:crypto';
import type { VerifyAnswer, VerifyProblem } from '@hangar/domain/contracts/records';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Owner, tenant } from '../db/tenant';

// The sign-off chain of maintenance records (issue 17; docs: "Close = sign-off"). Each aircraft of a company has
// an append-only chain of links (`record_sign`): link n holds the canonical content of the record signed (JSON
// text with sorted keys, the record's fields, its assembly rows and its sign-off), the hash of link n - 1 (64
// zeros for the first) and its own hash, SHA-256 hex of content + previous hash. Changing a signed record behind
// the application's back makes its content differ from its latest link; changing a link breaks its hash or the
// next link's previous hash. This library knows links only: what a record's canonical content is comes from
// the records module (`Current`).

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
export async function appendLink(
  db: Kysely<Database>,
  owner: Owner,
  link: NewLink,
): Promise<{ seq: number; hash: string }> {
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
      },
    ])
    .execute();
  return { seq, hash };
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

/**
 * Verifies the chains of the company's aircraft (or one): every link's hash from its content and the previous
 * link's hash, the seq without gaps from 1 ('chain'); every closed record against its latest link: the same
 * content ('content'), the hash and place it stores ('chain'); a link whose record is gone ('missing').
 */
export async function verifyChains(
  db: Kysely<Database>,
  owner: Owner,
  current: Current,
  planeId?: number,
): Promise<VerifyAnswer> {
  let planesQuery = tenant(db, owner).select('plane_entity').select(['id', 'name']).orderBy('id');
  if (planeId !== undefined) planesQuery = planesQuery.where('id', '=', planeId);
  const planes = await planesQuery.execute();
  const names = new Map(planes.map((p) => [p.id, p.name]));
  let linksQuery = tenant(db, owner)
    .select('record_sign')
    .select(['plane_id', 'seq', 'task_id', 'content', 'prev_hash', 'hash'])
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
  let plane = -1;
  let prev = GENESIS_HASH;
  let expected = 1;
  for (const link of links) {
    if (link.plane_id !== plane) {
      plane = link.plane_id;
      prev = GENESIS_HASH;
      expected = 1;
    }
    const seq = Number(link.seq);
    const broken = seq !== expected || link.prev_hash !== prev || linkHash(link.content, link.prev_hash) !== link.hash;
    if (broken) problem(link.plane_id, link.task_id, seq, 'chain');
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
  return {
    planes: planeId === undefined ? planes.length : Math.min(planes.length, 1),
    signatures: links.length,
    problems,
  };
}
