import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSecretFile } from '../storage/signing';

// The record-signing key (issue 28; docs/decisions.md "Signed links and checkpointed heads"): an Ed25519 key
// pair whose private half lives in DATA_DIR/record-signing.key (PKCS#8 PEM, mode 600, made at the first start),
// outside the database. It signs every link of the sign-off chains and every line of the heads log
// (heads.ts). Its public half can be handed out (the heads export carries it), so an auditor verifies links
// without being able to sign any.

export const RECORD_KEY_FILE = 'record-signing.key';

export interface RecordKey {
  /** Absent when only the public key is known (an exported heads file): verifies, cannot sign. */
  privateKey?: KeyObject;
  publicKey: KeyObject;
  /** The public key, SPKI PEM: what an export carries. */
  publicPem: string;
  /** First 16 hex digits of SHA-256 over the public key (DER): names the key in reports and exports. */
  id: string;
}

function fromPrivatePem(pem: string, file: string): RecordKey {
  let privateKey: KeyObject;
  try {
    privateKey = crypto.createPrivateKey(pem);
  } catch {
    throw new Error(`${file} does not hold a PEM private key`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${file} does not hold an Ed25519 key`);
  return { privateKey, ...publicOf(crypto.createPublicKey(privateKey)) };
}

function publicOf(publicKey: KeyObject): Omit<RecordKey, 'privateKey'> {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    id: crypto.createHash('sha256').update(der).digest('hex').slice(0, 16),
  };
}

/** A verifying-only key from a public key in PEM (an exported heads file). */
export function publicRecordKey(pem: string): RecordKey {
  const publicKey = crypto.createPublicKey(pem);
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('the public key is not an Ed25519 key');
  return publicOf(publicKey);
}

function newPrivatePem(): string {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Loads the data directory's key, creating it (mode 600) when there is none; `created` says it was made now. */
export function ensureRecordKey(dataDir: string): { key: RecordKey; created: boolean } {
  const { text, file, created } = ensureSecretFile(dataDir, RECORD_KEY_FILE, newPrivatePem);
  return { key: fromPrivatePem(text, file), created };
}

/** The data directory's key if it has one (verify-records reads, never creates). */
export function readRecordKey(dataDir: string): RecordKey | undefined {
  const file = path.join(dataDir, RECORD_KEY_FILE);
  if (!fs.existsSync(file)) return undefined;
  return fromPrivatePem(fs.readFileSync(file, 'utf8'), file);
}

const loaded = new Map<string, RecordKey>();

/** The key the running app signs with (loaded once per data directory; made if missing). */
export function recordKey(dataDir: string): RecordKey {
  let key = loaded.get(dataDir);
  if (!key) {
    key = ensureRecordKey(dataDir).key;
    loaded.set(dataDir, key);
  }
  return key;
}

/** Ed25519 signature (base64) of a text: what a link or a heads line says, tagged with what it is. */
export function signText(key: RecordKey, text: string): string {
  if (!key.privateKey) throw new Error('this record key can only verify');
  return crypto.sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64');
}

export function verifyText(key: RecordKey, text: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  return crypto.verify(null, Buffer.from(text, 'utf8'), key.publicKey, bytes);
}
