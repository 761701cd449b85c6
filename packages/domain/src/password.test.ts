import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREHASH_PATTERN, prehashPassword } from './password';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('prehashPassword', () => {
  it('is hex(SHA-256("hangar:" + password)), a fixed vector every client must reproduce', () => {
    // The demo password; the literal pins the wire format so that a change to the pre-hash cannot go unnoticed.
    expect(prehashPassword('hangar-demo')).toBe('e8d32424a4c6c123ab02901fdadfd36e47a8bed212dc8a0df298bae25f081a68');
    expect(prehashPassword('hangar-demo')).toBe(sha256('hangar:hangar-demo'));
    // The prefix matters: it is not the bare SHA-256 of the password.
    expect(prehashPassword('abc')).not.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(prehashPassword('')).toBe(sha256('hangar:'));
  });

  it('encodes the password as UTF-8', () => {
    expect(prehashPassword('密码-pässwörd-🔒')).toBe(sha256('hangar:密码-pässwörd-🔒'));
  });

  it('agrees with node:crypto for any string and always has the wire shape', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (password) => {
        const hash = prehashPassword(password);
        expect(hash).toMatch(PREHASH_PATTERN);
        expect(hash).toBe(sha256(`hangar:${password}`));
      }),
      { numRuns: 200 },
    );
  });

  it('PREHASH_PATTERN accepts exactly 64 lowercase hex characters', () => {
    expect(PREHASH_PATTERN.test('a'.repeat(64))).toBe(true);
    expect(PREHASH_PATTERN.test('A'.repeat(64))).toBe(false);
    expect(PREHASH_PATTERN.test('a'.repeat(63))).toBe(false);
    expect(PREHASH_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(PREHASH_PATTERN.test(`${'a'.repeat(63)}g`)).toBe(false);
  });
});
