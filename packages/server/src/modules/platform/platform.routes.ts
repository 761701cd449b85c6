import { Platform } from '@hangar/domain/contracts/account';
import { defineModule } from '../../platform/http/module';
import { ping, platformName } from './platform.repo';

// Platform configuration for the sign-in page, and the health check for load balancers.

export default defineModule(Platform, {
  Config: {
    run: async ({ db, deps }) => ({
      isMultiTenancy: deps.config.isMultiTenancy ? (1 as const) : (0 as const),
      systemName: await platformName(db),
      version: deps.config.version,
      // The captcha appears after a failed sign-in (and stays for the browser session).
      login: { fields: ['phone', 'pass'], captchaAfterFailure: true, captchaLength: 4, passwordMin: 6 },
    }),
  },
  Health: {
    run: async ({ db, deps, reply }) => {
      try {
        await ping(db);
        reply.send({
          ret: 0,
          msg: '',
          body: { status: 'ok', database: deps.db.dialect, version: deps.config.version },
        });
      } catch {
        reply.code(503).send({ ret: 1, code: 'UNAVAILABLE', msg: 'database unreachable', body: { status: 'down' } });
      }
    },
  },
});
