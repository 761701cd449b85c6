import { EmployStatus, ObjType } from '@hangar/domain/codes';
import {
  ChangePassInput,
  IdInput,
  Phone,
  RegisterInput,
  ResetPassInput,
  UpdateConfigInput,
  UserInfoInput,
} from '@hangar/domain/contracts/platform';
import { QueryPayload } from '@hangar/domain/query';
import { sql } from 'kysely';
import { z } from 'zod';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession, revokeUserSessions } from '../../platform/auth/sessions';
import { jsonOrNull } from '../../platform/db/json';
import { AppError } from '../../platform/http/errors';
import { action, authenticate, defineModule, tokenOf } from '../../platform/http/module';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import { setSessionCookies } from '../auth/auth.service';
import { claimInvitations, findMember } from '../employ/employ.repo';
import { toUser, userColumns } from './user.mapper';
import { findUserById, findUserByPhone } from './user.repo';
import {
  administersAccount,
  changeOwnSetting,
  register,
  resetMemberPassword,
  setMemberLock,
  userInfo,
} from './user.service';

const userFields: FieldMap = {
  id: { column: 'app_user.id', type: 'number' },
  phone: { column: 'app_user.phone', type: 'text' },
  name: { column: 'app_user.name', type: 'text' },
  realName: { column: 'app_user.real_name', type: 'text' },
  sex: { column: 'app_user.sex', type: 'enum', values: [1, 2] },
  isPilot: { column: 'app_user.is_pilot', type: 'bool' },
  isRepairman: { column: 'app_user.is_repairman', type: 'bool' },
};

export default defineModule('User', {
  Info: action({
    method: 'GET',
    body: z.object({ project: z.coerce.number().int().positive().optional() }),
    access: 'session',
    summary: 'The current user info with views and their functions',
    run: ({ db, deps, scope, body }) => userInfo(db, deps.config, scope, body.project),
  }),
  QueryByToken: action({
    method: 'GET',
    path: '/api/User/Query',
    body: z.object({ token: z.string().max(200).optional() }),
    access: 'public',
    summary: 'The user of a session token (query parameter token, else the Authorization header or cookie)',
    // The spec puts the token in the query string; the request log redacts it (platform/http/logging.ts),
    // and clients may send it as a header instead.
    run: async ({ db, body, req }) => {
      const scope = await authenticate(db, body.token ?? tokenOf(req));
      const user = await findUserById(db, scope.userId);
      if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
      return toUser(user);
    },
  }),
  Query: action({
    body: QueryPayload,
    access: 'member',
    summary: 'Users of the current company (reference data)',
    run: async ({ db, scope, body }) => {
      const companyId = companyOf(scope);
      return runQuery(
        db.selectFrom('app_user').innerJoin('employ', 'employ.user_id', 'app_user.id'),
        (q) => q.select(userColumns),
        {
          fields: userFields,
          // Members who accepted: nothing of an invited person reaches the company before that.
          tenant: sql`employ.company_id = ${companyId} and employ.status = ${EmployStatus.Active}`,
          defaultSort: { field: 'id', order: 'asc' },
          idColumn: 'app_user.id',
        },
        body,
      ).then((r) => ({ items: r.items.map(toUser), totalItems: r.totalItems }));
    },
  }),
  Register: action({
    body: RegisterInput,
    access: 'public',
    kind: 'auth',
    summary:
      'Self-registration with a solved captcha: creates a user without a company, unless the phone is taken. ' +
      'The answer is the same either way (it reveals no account); throttled per client address.',
    sample: () => ({
      body: { phone: '13599990001', name: 'Matrix registrant', pass: 'a'.repeat(64), captcha: 'zzzz', captchaId: 'x' },
    }),
    run: ({ db, deps, body, req, audit }) => register(db, deps.config, body, req, audit),
  }),
  QueryByPhone: action({
    method: 'GET',
    body: z.object({ phone: Phone }),
    access: 'session',
    summary: 'Account and id of a phone: the caller’s own, or a member’s of the caller’s company (else 404)',
    // The victim admin's phone: the answer must not carry anything beyond what the caller already knows.
    sample: (ids) => ({ body: { phone: String(ids.adminPhone) } }),
    run: async ({ db, scope, body }) => {
      const user = await findUserByPhone(db, body.phone);
      // Only phones the caller may know already: any other answers like a phone without an account, so that
      // the call cannot tell which numbers are registered. Only what the spec names (account, id).
      const known =
        user !== undefined &&
        (user.id === scope.userId ||
          (scope.companyId !== null && !scope.locked && (await findMember(db, scope, user.id)) !== undefined));
      if (!user || !known) throw new AppError('NOT_FOUND', 'user.notFound');
      return { id: user.id, account: user.account };
    },
  }),
  UpdateInfo: action({
    path: '/api/User/UpdateInfo/{id}',
    body: UserInfoInput,
    access: 'session',
    summary: 'Updates personal information: own record, or (administrators) a member of this company only',
    // A phone derived from the user id, so that the sample never collides with another account's phone.
    sample: (ids) => ({
      params: { id: ids.user },
      body: { phone: `137${String(ids.user).padStart(8, '0')}`, name: 'Matrix name', sex: 1 },
    }),
    run: async ({ db, scope, body, params, audit, changed }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'user.notFound');
      if (id !== scope.userId) {
        if (!(await administersAccount(db, scope, id))) throw new AppError('FORBIDDEN', 'user.onlyOwn');
      }
      const user = await findUserById(db, id);
      if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
      if (body.phone !== user.phone) {
        const other = await findUserByPhone(db, body.phone);
        if (other) {
          throw new AppError(
            'CONFLICT',
            'user.phoneTaken',
            {},
            { errors: [{ field: 'phone', message: 'user.phoneTaken' }] },
          );
        }
      }
      const next = {
        phone: body.phone,
        account: body.phone,
        name: body.name,
        real_name: body.realName ?? user.real_name,
        sex: body.sex,
        birthday: body.birthday ?? null,
        avatar: body.avatar === undefined ? user.avatar : jsonOrNull(body.avatar),
        introduction: body.introduction ?? user.introduction,
        is_pilot: body.isPilot ?? user.is_pilot,
        is_repairman: body.isRepairman ?? user.is_repairman,
      };
      await db.updateTable('app_user').set(next).where('id', '=', id).execute();
      // A new phone brings the invitations sent to it before an account held it.
      if (body.phone !== user.phone) await claimInvitations(db, id, body.phone);
      await audit({ targetType: ObjType.User, targetId: id, name: body.name, changes: diff(user, next) });
      changed('app_user', [id]);
      const updated = await findUserById(db, id);
      return updated ? toUser(updated) : null;
    },
  }),
  UpdateConfig: action({
    body: UpdateConfigInput,
    access: 'session',
    summary: 'Updates the caller’s settings (JSON text)',
    sample: () => ({ body: { setting: JSON.stringify({ theme: 'dark' }) } }),
    run: async ({ db, scope, body, audit }) => {
      const { user, before, after } = await changeOwnSetting(db, scope, body.setting);
      await audit({ targetType: ObjType.User, targetId: user.id, name: user.name, changes: diff(before, after) });
      return { setting: JSON.stringify(after) };
    },
  }),
  ChangePass: action({
    path: '/api/user/ChangePass',
    body: ChangePassInput,
    access: 'session',
    // argon2 verifies and hashes outside any transaction (decisions.md "`auth` actions manage their own
    // transactions"); the change, the revocation, the new session and the log row commit together.
    kind: 'auth',
    summary: 'Changes the caller’s password; revokes every session and opens a new one',
    sample: () => ({ body: { oldPass: 'a'.repeat(64), pass: 'b'.repeat(64) } }),
    run: async ({ db, deps, scope, body, req, reply, audit }) => {
      const user = await findUserById(db, scope.userId);
      if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
      if (!(await verifyPassword(user.pass_hash, body.oldPass))) throw new AppError('RULE', 'auth.wrongOldPassword');
      const passHash = await hashPassword(body.pass);
      const session = await db.transaction().execute(async (trx) => {
        // The hash read above must still be the stored one: a password changed meanwhile wins.
        const changed = await trx
          .updateTable('app_user')
          .set({ pass_hash: passHash })
          .where('id', '=', user.id)
          .where('pass_hash', '=', user.pass_hash)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new AppError('RULE', 'auth.wrongOldPassword');
        await revokeUserSessions(trx, user.id);
        const opened = await createSession(trx, user.id, scope.companyId, scope.projectId);
        await audit(
          { targetType: ObjType.User, targetId: user.id, name: user.name, changes: { password: ['***', '***'] } },
          trx,
        );
        return opened;
      });
      setSessionCookies(req, reply, deps.config, session.token, scope.companyId);
      return { token: session.token };
    },
  }),
  Lock: action({
    body: IdInput,
    access: { allow: ['organize-employ', 'Edit'] },
    summary: 'Locks a user’s membership in the current company and ends their sessions there',
    sample: (ids) => ({ body: { id: ids.user } }),
    run: (ctx) => setMemberLock(ctx, 1),
  }),
  Unlock: action({
    body: IdInput,
    access: { allow: ['organize-employ', 'Edit'] },
    summary: 'Unlocks a user’s membership in the current company',
    sample: (ids) => ({ body: { id: ids.user } }),
    run: (ctx) => setMemberLock(ctx, 0),
  }),
  ResetPass: action({
    body: ResetPassInput,
    access: { allow: ['organize-employ', 'Edit'] },
    kind: 'auth', // hashes outside any transaction, then one transaction with its log row
    summary: 'Sets the password (client pre-hash) of a member who belongs to this company only',
    sample: (ids) => ({ body: { id: ids.user, pass: 'a'.repeat(64) } }),
    run: resetMemberPassword,
  }),
});
