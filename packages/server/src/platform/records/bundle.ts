import { publicRecordKey, type RecordKey, signText, verifyText } from './record-key';
import { type ChainLink, canonicalJson, GENESIS_HASH, linkHash, linkText } from './sign-chain';

// The signed-record bundle (issue 32; docs/decisions.md "Signed-record bundles"): one record or an aircraft's
// whole signed history as one JSON file that anyone can check offline, without the database or the private key
// (`npm run verify-records -- --bundle FILE`, cli/verify-records.ts). It holds
//   - the links of the aircraft's chain it covers, contiguous: each link's signed content (the record's canonical
//     JSON as signed, its assembly rows included), its place, the previous hash, its hash and its signature;
//   - the public record key (SPKI PEM) and its id, which the reader compares with the operator's published one;
//   - a statement signed with the same key: which aircraft, which links (first and last seq), the record, the
//     aircraft's chain head when exported, and when. It makes a link removed at either end, or a bundle cut
//     short, as visible as one removed in the middle.
// The check recomputes every link's hash from its content and the previous hash, checks every signature with
// the bundle's key, the chain contiguous from its first seq (from the genesis hash when that is 1), and the
// statement. A problem names the record.

export const BUNDLE_FORMAT = 'hangar-record-bundle/1';

export interface BundleLink {
  seq: number;
  /** The record (maintain_task id). */
  task: number;
  prevHash: string;
  hash: string;
  signature: string;
  signedAt: string;
  /** The canonical JSON that was signed: `{ record, items }`. */
  content: string;
}

export interface BundleStatement {
  company: number;
  plane: number;
  planeName: string;
  /** One record, or the aircraft's whole history. */
  scope: 'record' | 'plane';
  record: number | null;
  first: number;
  last: number;
  /** The aircraft's chain head when the bundle was made. */
  head: { seq: number; hash: string };
  exportedAt: string;
}

export interface RecordBundle {
  format: typeof BUNDLE_FORMAT;
  keyId: string;
  publicKey: string;
  statement: BundleStatement;
  /** The statement's signature (Ed25519, base64) over `statementText`. */
  statementSignature: string;
  links: BundleLink[];
}

const statementText = (s: BundleStatement) => `hangar-bundle-v1\n${canonicalJson(s)}`;

/** Makes a bundle of contiguous links of one aircraft (the caller read them in chain order). */
export function makeBundle(
  key: RecordKey,
  links: readonly ChainLink[],
  about: Omit<BundleStatement, 'first' | 'last'>,
): RecordBundle {
  if (links.length === 0) throw new Error('a bundle needs at least one link');
  const statement: BundleStatement = {
    ...about,
    first: links[0].seq,
    last: links[links.length - 1].seq,
  };
  return {
    format: BUNDLE_FORMAT,
    keyId: key.id,
    publicKey: key.publicPem,
    statement,
    statementSignature: signText(key, statementText(statement)),
    links: links.map((l) => ({
      seq: l.seq,
      task: l.task,
      prevHash: l.prevHash,
      hash: l.hash,
      signature: l.signature ?? '',
      signedAt: l.signedAt,
      content: l.content,
    })),
  };
}

export type BundleProblemKind = 'key' | 'statement' | 'missing' | 'chain' | 'content' | 'signature';

export interface BundleProblem {
  kind: BundleProblemKind;
  seq: number | null;
  task: number | null;
  /** What the reader recognises the record by (its number, title or description as signed). */
  title: string | null;
  detail: string;
}

export interface BundleReport {
  /** The id of the bundle's public key, recomputed from the key (compare with the operator's published id). */
  keyId: string;
  statement: BundleStatement | null;
  links: number;
  problems: BundleProblem[];
}

/** What the signed content names the record by. */
function titleOf(content: string): string | null {
  try {
    const { record } = JSON.parse(content) as { record?: Record<string, unknown> };
    const title = record?.standardSeri ?? record?.issueCondition ?? record?.description;
    return typeof title === 'string' ? title : null;
  } catch {
    return null;
  }
}

function recordIdOf(content: string): unknown {
  try {
    return (JSON.parse(content) as { record?: { id?: unknown } }).record?.id;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** Checks a bundle offline (the parsed JSON of a file). Throws when it is not a bundle at all. */
export function verifyBundle(value: unknown): BundleReport {
  if (!isObject(value) || value.format !== BUNDLE_FORMAT) throw new Error(`not a record bundle (${BUNDLE_FORMAT})`);
  if (typeof value.publicKey !== 'string' || !Array.isArray(value.links)) {
    throw new Error('the bundle has no public key or no links');
  }
  const key = publicRecordKey(value.publicKey);
  const bundle = value as unknown as RecordBundle;
  const problems: BundleProblem[] = [];
  const problem = (kind: BundleProblemKind, link: BundleLink | null, detail: string) =>
    problems.push({
      kind,
      seq: link?.seq ?? null,
      task: link?.task ?? null,
      title: link && typeof link.content === 'string' ? titleOf(link.content) : null,
      detail,
    });

  if (bundle.keyId !== key.id) {
    problem('key', null, `the bundle names key ${String(bundle.keyId)} but its public key is ${key.id}`);
  }
  const statement = isObject(bundle.statement) ? bundle.statement : null;
  if (!statement || !verifyText(key, statementText(statement), bundle.statementSignature)) {
    problem('statement', null, 'the bundle’s statement (aircraft, links, head) is not signed by its key');
  }

  const links = bundle.links;
  let prev: BundleLink | null = null;
  for (const [i, link] of links.entries()) {
    if (!isObject(link) || typeof link.content !== 'string' || !Number.isInteger(link.seq)) {
      problem('chain', null, `link ${i + 1} of the file is not a link`);
      prev = null;
      continue;
    }
    const expected = prev ? prev.seq + 1 : (statement?.first ?? link.seq);
    if (link.seq !== expected) {
      problem('missing', link, `link ${expected} is missing before link ${link.seq}`);
    }
    const prevHash = prev ? prev.hash : expected === 1 ? GENESIS_HASH : link.prevHash;
    if (link.prevHash !== prevHash) problem('chain', link, 'its previous hash is not the hash of the link before');
    if (linkHash(link.content, link.prevHash) !== link.hash) {
      problem('content', link, 'its content does not give its hash (the record was changed after signing)');
    } else if (recordIdOf(link.content) !== link.task) {
      problem('content', link, 'its content is another record’s');
    }
    const text =
      statement &&
      linkText({
        company: statement.company,
        plane: statement.plane,
        seq: link.seq,
        task: link.task,
        prevHash: link.prevHash,
        hash: link.hash,
      });
    if (!text || !verifyText(key, text, link.signature)) {
      problem('signature', link, 'its signature is not the record key’s');
    }
    prev = link;
  }
  if (statement) {
    const last = links[links.length - 1] as BundleLink | undefined;
    if (!last || last.seq !== statement.last) {
      problems.push({
        kind: 'missing',
        seq: statement.last,
        task: null,
        title: null,
        detail: `the bundle ends at link ${last?.seq ?? 0}, its statement at ${statement.last}`,
      });
    }
  }
  return { keyId: key.id, statement, links: links.length, problems };
}

/** The report's lines, as verify-records prints them. */
export function bundleLines(file: string, report: BundleReport): string[] {
  const s = report.statement;
  const about = s
    ? `aircraft ${s.planeName} (company ${s.company}), ${s.scope === 'record' ? `record ${s.record}, ` : ''}links ${s.first}–${s.last} (chain head ${s.head.seq} when exported at ${s.exportedAt})`
    : 'no valid statement';
  const lines = [
    `Bundle ${file}: ${about}; ${report.links} links checked.`,
    `Record key id: ${report.keyId} — compare it with the key id the operator publishes.`,
  ];
  if (report.problems.length === 0) {
    lines.push('No problem found: every link’s hash and signature hold, and the chain is contiguous.');
    return lines;
  }
  lines.push(`${report.problems.length} problem(s) found:`);
  for (const p of report.problems) {
    const record = p.task === null ? '' : ` record ${p.task}${p.title ? ` (${p.title})` : ''},`;
    const link = p.seq === null ? '' : ` link ${p.seq}:`;
    lines.push(`  ${p.kind}:${record}${link} ${p.detail}`);
  }
  return lines;
}
