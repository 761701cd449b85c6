import { ObjType } from '@hangar/domain/codes';
import { User, type UserInfo } from '@hangar/domain/contracts/account';
import { type FileEntry, type RegisterInput, type UserInfoInput, UserSetting } from '@hangar/domain/contracts/platform';
import { formatDateTime } from '@hangar/domain/dates';
import { findGrantable, type ViewGrant } from '@hangar/domain/permissions';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import { type AccessScope, grantsOf, viewsOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { CAPTCHA_COOKIE, checkCaptcha } from '../../platform/auth/captcha';
import { setSessionCookies } from '../../platform/auth/cookies';
import { validDays } from '../../platform/auth/licence';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession, revokeUserSessions, setSessionProject } from '../../platform/auth/sessions';
import { clearFailures, minutesLeft, reserveAttempt, throttleState } from '../../platform/auth/throttle';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { auditOf, withChanges } from '../../platform/entity/entity-map';
import { AppError, invalid } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { announceEndedSessions } from '../../platform/realtime/publisher';
import { platformNameOf } from '../platform';
import {
  findUserById,
  findUserByPhone,
  findUserWithPlatform,
  insertUserUnlessTaken,
  membershipsOf,
  membershipsWithProjects,
  readSetting,
  replacePassHash,
  toUser,
  updateInfo,
  updateSetting,
} from './user.repo';

/** The current user info of platform spec §3. */
export async function userInfo(
  db: Kysely<Database>,
  config: Config,
  scope: AccessScope,
  project?: number,
): Promise<UserInfo> {
  // Three statements in all, the session's included (user.test.ts pins it): the user with the platform's
  // configuration, then the memberships with the current company's projects.
  const found = await findUserWithPlatform(db, scope.userId);
  if (!found) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const { user } = found;
  const { memberships, projects } = await membershipsWithProjects(db, user.id, scope.companyId);
  const company = memberships.find((m) => m.id === scope.companyId);
  let curProject = scope.projectId;
  let views: ViewGrant[] = viewsOf(scope);
  // A project asked for by the client becomes the session's project when it belongs to the company.
  if (project !== undefined && project !== curProject && company && projects.some((p) => p.id === project)) {
    await setSessionProject(db, scope.sessionId, project);
    curProject = project;
    if (!scope.isAdmin && scope.employId !== null) {
      views = viewsOf({
        ...scope,
        projectId: project,
        grants: await grantsOf(db, company.id, scope.employId, project),
      });
    }
  }
  // Single-tenancy installs have no operator management (platform spec §2: some menu items depend on the
  // mode): those views are not offered, so neither menus nor the guard show them.
  if (!config.isMultiTenancy) views = views.filter((v) => !findGrantable(v.name)?.multiTenantOnly);
  const systemName = platformNameOf(found.systemName);
  const logo = parseJson<FileEntry[]>(company?.logo ?? null, []);
  return {
    ...toUser(user),
    curCID: company?.id ?? null,
    isAdmin: scope.isAdmin ? 1 : 0,
    isPlatformAdmin: scope.isPlatformAdmin ? 1 : 0,
    admin: company?.admin ?? null,
    companyName: company?.name ?? null,
    isMultiTenancy: config.isMultiTenancy ? 1 : 0,
    projects,
    fileServer: config.publicOrigin ?? '',
    docsUrl: config.docsUrl ?? null,
    filePort: 0,
    // The spec's client overwrites its role list with a fixed set; admin for administrators, editor otherwise.
    systemRoles: JSON.stringify(scope.isAdmin ? ['admin'] : ['editor']),
    curProject,
    mySystemName: company?.system_name ?? null,
    systemName,
    mySystemLogo: logo,
    companyLogo: logo,
    setting: JSON.stringify(readSetting(user.setting)),
    views,
    validDays: await validDays(db, config, new Date(), found.licenceExpires),
  };
}

export async function changeOwnSetting(db: Kysely<Database>, scope: AccessScope, settingText: string) {
  const parsed = UserSetting.safeParse(parseJson<unknown>(settingText, null));
  if (!parsed.success) throw invalid('validation.settingInvalid', 'setting');
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const before = readSetting(user.setting);
  const after = parsed.data;
  await updateSetting(db, user.id, after);
  return { user, before, after };
}

/**
 * Whether the caller administers the account of `userId`: an administrator of the current company, which is
 * the user's only company. Users are platform-wide; an account that also belongs to another company (or
 * the platform administrator's) is not this company's to change, since anyone can be added to a company by
 * phone without their consent.
 */
export async function administersAccount(db: Kysely<Database>, scope: AccessScope, userId: number) {
  if (!scope.isAdmin || scope.companyId === null) return false;
  const user = await findUserById(db, userId);
  if (!user || user.is_platform_admin === 1) return false;
  const companies = await membershipsOf(db, userId);
  return companies.length === 1 && companies[0].id === scope.companyId;
}

/** Whether the caller may learn of the account `userId`: their own, or a member of the caller's company. */
export async function knowsAccount(db: Kysely<Database>, scope: AccessScope, userId: number) {
  if (userId === scope.userId) return true;
  if (scope.companyId === null || scope.locked) return false;
  return (await membershipsOf(db, userId)).some((m) => m.id === scope.companyId);
}

/** UpdateInfo: personal information of the caller, or (administrators) of a member of this company only. */
export async function changeInfo(ctx: Ctx<z.output<typeof UserInfoInput>>, id: number) {
  const { db, scope, body } = ctx;
  if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'user.notFound');
  if (id !== scope.userId) {
    if (!(await administersAccount(db, scope, id))) throw new AppError('FORBIDDEN', 'user.onlyOwn');
  }
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
  if (body.phone !== user.phone && (await findUserByPhone(db, body.phone))) {
    throw new AppError('CONFLICT', 'user.phoneTaken', {}, { errors: [{ field: 'phone', message: 'user.phoneTaken' }] });
  }
  const before = toUser(user);
  // An avatar not given keeps its value (withChanges skips undefined); null clears it.
  const changes = {
    phone: body.phone,
    account: body.phone,
    name: body.name,
    realName: body.realName ?? before.realName,
    sex: body.sex,
    birthday: body.birthday ?? null,
    avatar: body.avatar,
    introduction: body.introduction ?? before.introduction,
    isPilot: body.isPilot ?? before.isPilot,
    isRepairman: body.isRepairman ?? before.isRepairman,
  };
  await updateInfo(db, id, changes);
  const changed = withChanges(User, before, changes);
  const after = { ...changed, avatar: changed.avatar ?? [] };
  // A new phone brings what was sent to it before an account held it (invitations).
  if (body.phone !== user.phone) await ctx.emit('phoneClaimed', { userId: id, phone: body.phone });
  await ctx.audit({
    targetType: ObjType.User,
    targetId: id,
    name: body.name,
    changes: diff(auditOf(User, before), auditOf(User, after)),
  });
  ctx.changed('app_user', [id]);
  return after;
}

/**
 * ChangePass: argon2 verifies and hashes outside any transaction (an `auth` action); the change, the
 * revocation, the new session, the clearing of the user's failed checks and the log row commit together.
 */
export async function changeOwnPassword(ctx: Ctx<{ oldPass: string; pass: string }>) {
  const { db, deps, scope, body, req, reply } = ctx;
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  // The check of the old password is reserved first (platform/auth/throttle.ts, key per user): a stolen
  // session gets 10 guesses per window, however many it sends at once; the reservation is the failure.
  const key = `password:${user.id}`;
  const attempt = await reserveAttempt(db, key, { captchaSolved: true });
  if (attempt.refused) {
    const minutes = minutesLeft(attempt.refused.lockedUntil ?? Date.now());
    throw new AppError('LOCKED', 'auth.tooManyPasswordChecks', { minutes });
  }
  if (!(await verifyPassword(user.pass_hash, body.oldPass))) throw new AppError('RULE', 'auth.wrongOldPassword');
  const passHash = await hashPassword(body.pass);
  const { session, revoked } = await inTransaction(db, async (trx) => {
    // The hash read above must still be the stored one: a password changed meanwhile wins.
    if (!(await replacePassHash(trx, user.id, user.pass_hash, passHash))) {
      throw new AppError('RULE', 'auth.wrongOldPassword');
    }
    await clearFailures(trx, key, attempt.id);
    const ended = await revokeUserSessions(trx, user.id);
    const opened = await createSession(trx, user.id, scope.companyId, scope.projectId);
    await ctx.audit(
      { targetType: ObjType.User, targetId: user.id, name: user.name, changes: { password: ['***', '***'] } },
      trx,
    );
    return { session: opened, revoked: ended };
  });
  // After the commit: the revoked sessions' sockets close now, in every process.
  announceEndedSessions(deps.publisher, revoked);
  setSessionCookies(req, reply, deps.config, session.token, scope.companyId);
  return { token: session.token };
}

/**
 * Self-registration. The caller learns nothing about the phone: a taken phone gets the same answer as a new
 * one, after the same work (captcha, throttle row, password hash, one commit), and no account is changed.
 * Every attempt needs a solved captcha, and an address gets LOCK_AFTER_FAILURES attempts per window.
 */
export async function register(ctx: Ctx<z.output<typeof RegisterInput>>): Promise<null> {
  const { db, deps, body, req } = ctx;
  // Registration attempts counted per client address (the sign-in throttle's table and rules).
  const key = `register:${req.ip}`;
  const refuseLocked = (lockedUntil: number | null) =>
    new AppError(
      'LOCKED',
      'auth.tooManyRegistrations',
      { minutes: minutesLeft(lockedUntil ?? Date.now()) },
      { extra: { captchaRequired: true } },
    );
  // A locked address is refused before its captcha is used up; the reservation below decides.
  const throttle = await throttleState(db, key);
  if (throttle.lockedUntil !== null) throw refuseLocked(throttle.lockedUntil);
  if (!body.captcha) throw new AppError('RULE', 'auth.captchaRequired', {}, { extra: { captchaRequired: true } });
  if (!(await checkCaptcha(db, body.captchaId ?? req.cookies[CAPTCHA_COOKIE], body.captcha))) {
    throw new AppError('RULE', 'auth.captchaWrong', {}, { extra: { captchaRequired: true } });
  }
  // The attempt is counted before the hash (so that attempts sent at once cannot all pass the count), and
  // stays counted whatever follows.
  const attempt = await reserveAttempt(db, key, { captchaSolved: true });
  if (attempt.refused) throw refuseLocked(attempt.refused.lockedUntil);
  // Hashed before knowing whether the phone is free, so that both answers cost the same.
  const passHash = await hashPassword(body.pass);
  await inTransaction(db, async (trx) => {
    const createdAt = formatDateTime(new Date(), deps.config.timeZone);
    const id = await insertUserUnlessTaken(trx, { phone: body.phone, name: body.name, passHash, createdAt });
    if (id === undefined) return;
    await deps.registry.emit({ db: trx, deps, changed: ctx.changed }, 'phoneClaimed', {
      userId: id,
      phone: body.phone,
    });
    await ctx.audit({ targetType: ObjType.User, targetId: id, name: body.name, companyId: null }, trx);
  });
  return null;
}
