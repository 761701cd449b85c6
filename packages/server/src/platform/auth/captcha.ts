import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/schema';
import { safeEqual, sha256Hex } from './tokens';

// Captcha: 4 characters from a–z and 1–9 (platform spec §5), drawn as an SVG image. The answer is kept
// hashed in the database for 5 minutes and can be used once.

export const CAPTCHA_ALPHABET = 'abcdefghijklmnopqrstuvwxyz123456789';
export const CAPTCHA_COOKIE = 'hangar_captcha';
const CAPTCHA_TTL_MS = 5 * 60_000;

export async function newCaptcha(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ id: string; svg: string; text: string }> {
  const { data: svg, text } = svgCaptcha.create({
    size: 4,
    charPreset: CAPTCHA_ALPHABET,
    noise: 2,
    color: true,
    width: 120,
    height: 40,
  });
  const id = crypto.randomUUID();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('captcha')
    .values({ id, answer_hash: sha256Hex(text), expires_at: now + CAPTCHA_TTL_MS })
    .execute();
  return { id, svg, text };
}

/**
 * Checks and consumes a captcha (case-insensitive). Reading and deleting are one statement (`DELETE …
 * RETURNING`): of concurrent checks of one captcha (a PostgreSQL pool runs them on separate connections),
 * only the one whose delete removed the row sees its answer, so a solved captcha buys exactly one guess.
 */
export async function checkCaptcha(
  db: Kysely<Database>,
  id: string | undefined,
  answer: string | undefined,
  now = Date.now(),
) {
  if (!id || !answer) return false;
  const row = await db
    .deleteFrom('captcha')
    .where('id', '=', id)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row) return false;
  return row.expires_at > now && safeEqual(row.answer_hash, sha256Hex(answer.trim().toLowerCase()));
}
