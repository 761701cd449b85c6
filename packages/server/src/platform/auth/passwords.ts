import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's parameters (19 MiB, 2 iterations, parallelism 1) over the client's pre-hash.
// algorithm 2 is Argon2id (the package's enum is an ambient const enum, not importable under isolatedModules).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(prehash: string): Promise<string> {
  return hash(prehash, options);
}

export async function verifyPassword(stored: string, prehash: string): Promise<boolean> {
  try {
    return await verify(stored, prehash);
  } catch {
    return false;
  }
}

/** A hash of a random value, verified against when the phone is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('0'.repeat(64));
  return decoy;
}
