import { ObjType } from '@hangar/domain/codes';
import { User } from '@hangar/domain/contracts/account';
import { diff } from '../../platform/audit/oper-log';
import { AppError } from '../../platform/http/errors';
import { authenticate, defineModule, tokenOf } from '../../platform/http/module';
import { findUserById, findUserByPhone, queryCompanyUsers, toUser } from './user.repo';
import { changeInfo, changeOwnPassword, changeOwnSetting, knowsAccount, register, userInfo } from './user.service';

// The user's own account; a company's administrators manage their members' accounts through the membership
// calls (Lock, Unlock, ResetPass), which the employ module serves.
const { Lock: _lock, Unlock: _unlock, ResetPass: _resetPass, ...own } = User.api;

export default defineModule(own, {
  Info: {
    run: ({ db, deps, scope, body }) => userInfo(db, deps.config, scope, body.project),
  },
  QueryByToken: {
    // The spec puts the token in the query string; the request log redacts it (platform/http/logging.ts),
    // and clients may send it as a header instead.
    run: async ({ db, body, req }) => {
      const scope = await authenticate(db, body.token ?? tokenOf(req));
      const user = await findUserById(db, scope.userId);
      if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
      return toUser(user);
    },
  },
  Query: {
    run: ({ db, scope, body }) => queryCompanyUsers(db, scope, body),
  },
  Register: {
    kind: 'auth',
    sample: () => ({
      body: { phone: '13599990001', name: 'Matrix registrant', pass: 'a'.repeat(64), captcha: 'zzzz', captchaId: 'x' },
    }),
    run: register,
  },
  QueryByPhone: {
    // The victim admin's phone: the answer must not carry anything beyond what the caller already knows.
    sample: (ids) => ({ body: { phone: String(ids.adminPhone) } }),
    run: async ({ db, scope, body }) => {
      const user = await findUserByPhone(db, body.phone);
      // Only phones the caller may know already: any other answers like a phone without an account, so that
      // the call cannot tell which numbers are registered. Only what the spec names (account, id).
      if (!user || !(await knowsAccount(db, scope, user.id))) throw new AppError('NOT_FOUND', 'user.notFound');
      return { id: user.id, account: user.account };
    },
  },
  UpdateInfo: {
    // A phone derived from the user id, so that the sample never collides with another account's phone.
    sample: (ids) => ({
      params: { id: ids.user },
      body: { phone: `137${String(ids.user).padStart(8, '0')}`, name: 'Matrix name', sex: 1 },
    }),
    run: (ctx) => changeInfo(ctx, Number(ctx.params.id)),
  },
  UpdateConfig: {
    sample: () => ({ body: { setting: JSON.stringify({ theme: 'dark' }) } }),
    run: async ({ db, scope, body, audit }) => {
      const { user, before, after } = await changeOwnSetting(db, scope, body.setting);
      await audit({ targetType: ObjType.User, targetId: user.id, name: user.name, changes: diff(before, after) });
      return { setting: JSON.stringify(after) };
    },
  },
  ChangePass: {
    // argon2 verifies and hashes outside any transaction (decisions.md "`auth` actions manage their own
    // transactions"); the change, the revocation, the new session and the log row commit together.
    kind: 'auth',
    sample: () => ({ body: { oldPass: 'a'.repeat(64), pass: 'b'.repeat(64) } }),
    run: changeOwnPassword,
  },
});
