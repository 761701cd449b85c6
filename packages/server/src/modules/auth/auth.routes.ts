import { ObjType } from '@hangar/domain/codes';
import { Lg } from '@hangar/domain/contracts/account';
import { prehashPassword } from '@hangar/domain/password';
import { CAPTCHA_COOKIE, newCaptcha } from '../../platform/auth/captcha';
import { clearSessionCookies, isSecureRequest, setCompanyCookie, setSessionCookies } from '../../platform/auth/cookies';
import { revokeSession, setSessionCompany } from '../../platform/auth/sessions';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/errors';
import { defineModule } from '../../platform/http/module';
import { announceEndedSessions } from '../../platform/realtime/publisher';
import { findUserById, firstProjectOf, membershipsOf, setDefaultCompany } from '../user';
import { login } from './auth.service';

export default defineModule(Lg, {
  // POST /api/lg
  Login: {
    kind: 'auth',
    sample: () => ({ body: { phone: '13800000000', pass: prehashPassword('not-the-password') } }),
    run: async ({ db, deps, body, req, reply }) => {
      const result = await login(db, deps.config, body, req.cookies[CAPTCHA_COOKIE]);
      setSessionCookies(req, reply, deps.config, result.token, result.cid);
      return result;
    },
  },
  Captcha: {
    kind: 'auth',
    run: async ({ db, deps, req, reply }) => {
      const captcha = await newCaptcha(db);
      reply.setCookie(CAPTCHA_COOKIE, captcha.id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(req, deps.config),
        path: '/',
        maxAge: 300,
      });
      reply
        .header('x-captcha-id', captcha.id)
        .header('cache-control', 'no-store')
        .type('image/svg+xml')
        .send(captcha.svg);
    },
  },
  exit: {
    kind: 'auth',
    run: async ({ db, deps, scope, reply }) => {
      await revokeSession(db, scope.sessionId);
      // Its sockets close now, in every process (not at the next liveness sweep).
      announceEndedSessions(deps.publisher, [scope.sessionId]);
      clearSessionCookies(reply);
      return null;
    },
  },
  SwitchCompany: {
    kind: 'auth',
    sample: (ids) => ({ body: { id: ids.company } }),
    run: async ({ db, deps, scope, body, req, reply, audit }) => {
      const membership = (await membershipsOf(db, scope.userId)).find((m) => m.id === body.id);
      if (!membership) throw new AppError('FORBIDDEN', 'auth.notMember');
      if (membership.locked === 1) throw new AppError('FORBIDDEN', 'auth.memberLocked');
      const user = await findUserById(db, scope.userId);
      if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
      const project = await firstProjectOf(db, body.id);
      await inTransaction(db, async (trx) => {
        await setSessionCompany(trx, scope.sessionId, body.id, project?.id ?? null);
        // The session is session state; the default company is the user's record, so its change is logged
        // (in the company switched to, whose administrators see who works there).
        if (user.default_company !== body.id) {
          await setDefaultCompany(trx, user.id, body.id);
          const changes = { defaultCompany: [user.default_company, body.id] as [unknown, unknown] };
          await audit(
            { targetType: ObjType.User, targetId: user.id, name: user.name, changes, companyId: body.id },
            trx,
          );
        }
      });
      setCompanyCookie(req, reply, deps.config, body.id);
      return { cid: body.id, curProject: project?.id ?? null };
    },
  },
});
