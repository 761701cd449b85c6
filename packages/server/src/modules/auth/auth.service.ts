import type { LoginAnswer } from '@hangar/domain/contracts/account';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { checkCaptcha } from '../../platform/auth/captcha';
import { validDays } from '../../platform/auth/licence';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { clearFailures, minutesLeft, releaseAttempt, reserveAttempt } from '../../platform/auth/throttle';
import type { Database } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/errors';
import { findUserByPhone, firstProjectOf, membershipsOf } from '../user';

// Sign-in (platform spec §4, docs/domain.md "Sign-in"): throttling and captcha (the attempt reserved before the
// password is checked), password check, licence, account lock, then a new session in the user's default (or
// first unlocked) company, which clears the phone's failures.

export type LoginResult = LoginAnswer;

export async function login(
  db: Kysely<Database>,
  config: Config,
  input: { phone: string; pass: string; captcha?: string; captchaId?: string },
  captchaCookie: string | undefined,
): Promise<LoginResult> {
  const attempt = await reserveSignIn(db, input, captchaCookie);
  const user = await findUserByPhone(db, input.phone);
  // Verify against a decoy when the phone is unknown, so the answer time does not reveal accounts.
  const passOk = await verifyPassword(user?.pass_hash ?? (await decoyHash()), input.pass);
  if (!user || !passOk) {
    // The reserved attempt stays: it is the failure.
    throw new AppError('RULE', 'auth.badCredentials', {}, { extra: { captchaRequired: true } });
  }
  try {
    return await openSession(db, config, user, input.phone, attempt);
  } catch (error) {
    // A right password refused for another reason (licence, locked memberships) is no failure.
    await releaseAttempt(db, attempt);
    throw error;
  }
}

/**
 * Reserves the sign-in attempt before the password is checked (platform/auth/throttle.ts): free without
 * earlier failures, else only with a solved captcha, and refused while the phone is locked.
 */
async function reserveSignIn(
  db: Kysely<Database>,
  input: { phone: string; captcha?: string; captchaId?: string },
  captchaCookie: string | undefined,
): Promise<number> {
  let attempt = await reserveAttempt(db, input.phone, { captchaSolved: false });
  if (attempt.refused && attempt.refused.lockedUntil === null) {
    if (!input.captcha) throw new AppError('RULE', 'auth.captchaRequired', {}, { extra: { captchaRequired: true } });
    const ok = await checkCaptcha(db, input.captchaId ?? captchaCookie, input.captcha);
    if (!ok) throw new AppError('RULE', 'auth.captchaWrong', {}, { extra: { captchaRequired: true } });
    attempt = await reserveAttempt(db, input.phone, { captchaSolved: true });
  }
  if (attempt.refused) {
    const minutes = minutesLeft(attempt.refused.lockedUntil ?? Date.now());
    throw new AppError('LOCKED', 'auth.tooManyFailures', { minutes }, { extra: { captchaRequired: true } });
  }
  return attempt.id;
}

async function openSession(
  db: Kysely<Database>,
  config: Config,
  user: NonNullable<Awaited<ReturnType<typeof findUserByPhone>>>,
  phone: string,
  attempt: number,
): Promise<LoginResult> {
  const days = await validDays(db, config);
  if (days <= 0 && user.is_platform_admin !== 1) {
    throw new AppError('RULE', 'auth.licenceExpired', {}, { extra: { validDays: days } });
  }
  const memberships = await membershipsOf(db, user.id);
  const open = memberships.filter((m) => m.locked === 0);
  if (memberships.length > 0 && open.length === 0) {
    throw new AppError('LOCKED', 'auth.accountLocked');
  }
  const company = open.find((m) => m.id === user.default_company) ?? open[0];
  const project = company ? await firstProjectOf(db, company.id) : undefined;
  const session = await inTransaction(db, async (trx) => {
    await clearFailures(trx, phone, attempt);
    return createSession(trx, user.id, company?.id ?? null, project?.id ?? null);
  });
  return { token: session.token, cid: company?.id ?? null, validDays: days, ret: 0 };
}
