import { ObjType } from '@hangar/domain/codes';
import {
  type IdInput,
  type RegisterInput,
  type ResetPassInput,
  type UserSetting as Setting,
  UserSetting,
} from '@hangar/domain/contracts/platform';
import { formatDateTime } from '@hangar/domain/dates';
import { findGrantable, type ViewGrant } from '@hangar/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import { type AccessScope, companyOf, grantsOf, viewsOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { CAPTCHA_COOKIE, checkCaptcha } from '../../platform/auth/captcha';
import { validDays } from '../../platform/auth/licence';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { recordFailure, throttleState } from '../../platform/auth/throttle';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { AppError, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { claimInvitations, findMember, setLocked } from '../employ/employ.repo';
import { ownerOf } from '../employ/employ.service';
import { type FileEntry, toUser } from './user.mapper';
import { findUserById, insertUserUnlessTaken, membershipsOf, setPassHash } from './user.repo';

export function readSetting(text: string | null): Setting {
  const parsed = UserSetting.safeParse(parseJson<unknown>(text, {}));
  return parsed.success ? parsed.data : UserSetting.parse({});
}

/** The current user info of platform spec §3. */
export async function userInfo(db: Kysely<Database>, config: Config, scope: AccessScope, project?: number) {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const memberships = await membershipsOf(db, user.id);
  const company = memberships.find((m) => m.id === scope.companyId);
  const projects = company
    ? await db.selectFrom('project').select(['id', 'name']).where('company_id', '=', company.id).orderBy('id').execute()
    : [];
  let curProject = scope.projectId;
  let views: ViewGrant[] = viewsOf(scope);
  // A project asked for by the client becomes the session's project when it belongs to the company.
  if (project !== undefined && project !== curProject && projects.some((p) => p.id === project)) {
    await db.updateTable('session').set({ project_id: project }).where('id', '=', scope.sessionId).execute();
    curProject = project;
    if (!scope.isAdmin && scope.employId !== null) {
      views = viewsOf({ ...scope, projectId: project, grants: await grantsOf(db, scope.employId, project) });
    }
  }
  // Single-tenancy installs have no operator management (platform spec §2: some menu items depend on the
  // mode): those views are not offered, so neither menus nor the guard show them.
  if (!config.isMultiTenancy) views = views.filter((v) => !findGrantable(v.name)?.multiTenantOnly);
  const platformName = await db
    .selectFrom('platform_config')
    .select('value')
    .where('key', '=', 'system_name')
    .executeTakeFirst();
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
    systemName: platformName?.value ?? 'Hangar',
    mySystemLogo: logo,
    companyLogo: logo,
    setting: JSON.stringify(readSetting(user.setting)),
    views,
    validDays: await validDays(db, config),
  };
}

export async function changeOwnSetting(db: Kysely<Database>, scope: AccessScope, settingText: string) {
  const parsed = UserSetting.safeParse(parseJson<unknown>(settingText, null));
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION',
      'validation.settingInvalid',
      {},
      { errors: [{ field: 'setting', message: 'validation.settingInvalid' }] },
    );
  }
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const before = readSetting(user.setting);
  const after = parsed.data;
  await db
    .updateTable('app_user')
    .set({ setting: JSON.stringify(after) })
    .where('id', '=', user.id)
    .execute();
  return { user, before, after, targetType: ObjType.User };
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

/** A member of the current company by user id; 404 for anyone else (another company's user included). */
async function memberOrNotFound(db: Kysely<Database>, scope: AccessScope, userId: number) {
  const member = await findMember(db, scope, userId);
  // Active members only: an invitation has no user to the company.
  if (!member || member.user_id === null || member.name === null) throw new AppError('NOT_FOUND', 'user.notFound');
  // Administrators' accounts are managed by administrators only.
  if (member.is_admin === 1 && !scope.isAdmin) throw new AppError('FORBIDDEN', 'employ.adminOnly');
  return { ...member, user_id: member.user_id, name: member.name };
}

/** Locks or unlocks a user's membership in the current company (not the user's other companies). */
export async function setMemberLock(ctx: Ctx<z.output<typeof IdInput>>, locked: 0 | 1) {
  const { db, scope, body } = ctx;
  if (locked === 1 && body.id === scope.userId) throw rule('employ.cannotLockSelf');
  const member = await memberOrNotFound(db, scope, body.id);
  if (locked === 1 && member.user_id === (await ownerOf(db, scope))) throw rule('employ.cannotLockOwner');
  await setLocked(db, scope, member.id, locked);
  // A locked member is refused on the next request anyway; revoking ends the sessions for good.
  if (locked === 1) await revokeUserSessions(db, member.user_id, companyOf(scope));
  await ctx.audit({
    targetType: ObjType.User,
    targetId: member.user_id,
    name: member.real_name ?? member.name,
    changes: diff({ locked: member.locked }, { locked }),
  });
  ctx.changed('employ', [member.id]);
  return { id: member.user_id, locked };
}

/**
 * A company administrator sets a member's password. Only for accounts that belong to this company alone,
 * for the reason administersAccount gives: otherwise this would take over an account of another company.
 */
export async function resetMemberPassword(ctx: Ctx<z.output<typeof ResetPassInput>>) {
  const { db, scope, body } = ctx;
  // Hashed first, outside any transaction (an `auth` action); the checks run in the transaction that writes.
  const passHash = await hashPassword(body.pass);
  return db.transaction().execute(async (trx) => {
    const member = await memberOrNotFound(trx, scope, body.id);
    const user = await findUserById(trx, member.user_id);
    if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
    const companies = await membershipsOf(trx, user.id);
    const elsewhere = companies.some((c) => c.id !== scope.companyId);
    if (user.id !== scope.userId && (elsewhere || user.is_platform_admin === 1)) throw rule('user.resetOutsider');
    await setPassHash(trx, user.id, passHash);
    await revokeUserSessions(trx, user.id);
    await ctx.audit(
      {
        targetType: ObjType.User,
        targetId: user.id,
        name: member.real_name ?? user.name,
        changes: { password: ['***', '***'] },
      },
      trx,
    );
    return { id: user.id };
  });
}

/** Registration attempts counted per client address (the sign-in throttle's table and rules). */
const registerKey = (req: FastifyRequest) => `register:${req.ip}`;

/**
 * Self-registration. The caller learns nothing about the phone: a taken phone gets the same answer as a new
 * one, after the same work (captcha, throttle row, password hash, one commit), and no account is changed.
 * Every attempt needs a solved captcha, and an address gets LOCK_AFTER_FAILURES attempts per window.
 */
export async function register(
  db: Kysely<Database>,
  config: Config,
  body: z.output<typeof RegisterInput>,
  req: FastifyRequest,
  audit: Ctx<unknown>['audit'],
): Promise<null> {
  const key = registerKey(req);
  const throttle = await throttleState(db, key);
  if (throttle.lockedUntil !== null) {
    const minutes = Math.max(1, Math.ceil((throttle.lockedUntil - Date.now()) / 60_000));
    throw new AppError('LOCKED', 'auth.tooManyRegistrations', { minutes }, { extra: { captchaRequired: true } });
  }
  if (!body.captcha) throw new AppError('RULE', 'auth.captchaRequired', {}, { extra: { captchaRequired: true } });
  if (!(await checkCaptcha(db, body.captchaId ?? req.cookies[CAPTCHA_COOKIE], body.captcha))) {
    throw new AppError('RULE', 'auth.captchaWrong', {}, { extra: { captchaRequired: true } });
  }
  // Hashed before knowing whether the phone is free, so that both answers cost the same.
  const passHash = await hashPassword(body.pass);
  await db.transaction().execute(async (trx) => {
    await recordFailure(trx, key);
    const createdAt = formatDateTime(new Date(), config.timeZone);
    const id = await insertUserUnlessTaken(trx, { phone: body.phone, name: body.name, passHash, createdAt });
    if (id === undefined) return;
    await claimInvitations(trx, id, body.phone);
    await audit({ targetType: ObjType.User, targetId: id, name: body.name, companyId: null }, trx);
  });
  return null;
}
