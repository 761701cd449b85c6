import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// HMAC-SHA256 signatures of the local driver's upload links and of short-lived download links. The secret is
// 32 random bytes generated at the first start and kept in DATA_DIR/file-signing.key (mode 600); every
// instance sharing that data directory signs alike. `ensureSecretFile` makes both this secret and the
// record-signing key (platform/records/record-key.ts).

export const SECRET_FILE = 'file-signing.key';

export function loadSigningSecret(dataDir: string): Buffer {
  const { text, file } = ensureSecretFile(dataDir, SECRET_FILE, () => crypto.randomBytes(32).toString('hex'));
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a 256-bit hex secret`);
  return Buffer.from(text, 'hex');
}

/**
 * A secret kept in a file of DATA_DIR (this file's key, the record-signing key of platform/records): made by
 * `make` at the first use, mode 600, never overwritten ('wx': another process may have just written it).
 * Answers its text (trimmed) and whether this call created it.
 */
export function ensureSecretFile(
  dataDir: string,
  name: string,
  make: () => string,
): { text: string; file: string; created: boolean } {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    fs.writeFileSync(file, make(), { flag: 'wx', mode: 0o600 });
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return { text: fs.readFileSync(file, 'utf8').trim(), file, created };
}

/** What is signed: the method, the exact key, and for uploads the declared size and content type; the expiry. */
export interface Signed {
  method: 'PUT' | 'GET';
  key: string;
  size?: number;
  contentType?: string;
  expires: number;
}

export function sign(secret: Buffer, s: Signed): string {
  const text = [s.method, s.key, s.size ?? '', s.contentType ?? '', s.expires].join('\n');
  return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

/** 'ok', 'expired' or 'invalid' (tampered, or not a signature at all); compared in constant time. */
export function verify(secret: Buffer, s: Signed, signature: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, s), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return now > s.expires ? 'expired' : 'ok';
}

/** The media type of a Content-Type header, lower case without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}
