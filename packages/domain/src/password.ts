import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The client's pre-hash (docs/domain.md "Sign-in"): what every client sends as `pass`. The server treats this
// value as the password and stores only argon2id of it.
export function prehashPassword(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(`hangar:${password}`)));
}

/** Shape of a pre-hashed password on the wire: 64 lowercase hex characters. */
export const PREHASH_PATTERN = /^[0-9a-f]{64}$/;
