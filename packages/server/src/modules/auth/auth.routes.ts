import { ObjType } from '@hangar/domain/codes';
import { IdInput, LoginInput } from '@hangar/domain/contracts/platform';
import { prehashPassword } from '@hangar/domain/password';
import { CAPTCHA_COOKIE, newCaptcha } from '../../platform/auth/captcha';
import { revokeSession } from '../../platform/auth/sessions';
import { AppError } from '../../platform/http/errors';
import { action, defineModule } from '../../platform/http/module';
import { findUserById, firstProjectOf, membershipsOf } from '../user/user.repo';
import { clearSessionCookies, isSecureRequest, login, setCompanyCookie, setSessionCookies } from './auth.service';

export default defineModule('lg', {
  // POST /api/lg
  Login: action({
    path: '/api/lg',
    body: LoginInput,
    access: 'public',
    kind: 'auth',
    summary: 'Sign in with phone and pre-hashed password',
    sample: () => ({ body: { phone: '13800000000', pass: prehashPassword('not-the-password') } }),
    run: async ({ db, deps, body, req, reply }) => {
      const result = await login(db, deps.config, body, req.cookies[CAPTCHA_COOKIE]);
      setSessionCookies(req, reply, deps.config, result.token, result.cid);
      return result;
    },
  }),
  Captcha: action({
    method: 'GET',
    access: 'public',
    kind: 'auth',
    raw: true,
    summary: 'A new captcha image (SVG); its id comes in the hangar_captcha cookie and the X-Captcha-Id header',
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
  }),
  exit: action({
    access: 'session',
    kind: 'auth',
    summary: 'Sign out: revokes this session',
    run: async ({ db, scope, reply }) => {
      await revokeSession(db, scope.sessionId);
      clearSessionCookies(reply);
      return null;
    },
  }),
  SwitchCompany: action({
    body: IdInput,
    access: 'session',
    kind: 'auth',
    summary: 'Makes a joined company the current one (and the default of later sign-ins)',
    sample: (ids) => ({ body: { id: ids.company } }),
    run: async ({ db, deps, scope, body, req, reply, audit }) => {
      const membership = (await membershipsOf(db, scope.userId)).find((m) => m.id === body.id);
      if (!membership) throw new AppError('FORBIDDEN', 'auth.notMember');
      if (membership.locked === 1) throw new AppError('FORBIDDEN', 'auth.memberLocked');
      const user = await findUserById(db, scope.userId);
      if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
      const project = await firstProjectOf(db, body.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('session')
          .set({ company_id: body.id, project_id: project?.id ?? null })
          .where('id', '=', scope.sessionId)
          .execute();
        // The session is session state; the default company is the user's record, so its change is logged
        // (in the company switched to, whose administrators see who works there).
        if (user.default_company !== body.id) {
          await trx.updateTable('app_user').set({ default_company: body.id }).where('id', '=', user.id).execute();
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
  }),
});
