import { sql } from 'kysely';
import { action, defineModule } from '../../platform/http/module';

// Platform configuration for the sign-in page, and the health check for load balancers.

export default defineModule('Platform', {
  Config: action({
    method: 'GET',
    access: 'public',
    summary: 'Multi-tenancy flag and sign-in field configuration',
    run: async ({ db, deps }) => {
      const name = await db
        .selectFrom('platform_config')
        .select('value')
        .where('key', '=', 'system_name')
        .executeTakeFirst();
      return {
        isMultiTenancy: deps.config.isMultiTenancy ? 1 : 0,
        systemName: name?.value ?? 'Hangar',
        version: deps.config.version,
        // The captcha appears after a failed sign-in (and stays for the browser session).
        login: { fields: ['phone', 'pass'], captchaAfterFailure: true, captchaLength: 4, passwordMin: 6 },
      };
    },
  }),
  Health: action({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    raw: true,
    summary: 'Database reachable and version, for load balancers',
    run: async ({ db, deps, reply }) => {
      try {
        await sql`select 1`.execute(db);
        reply.send({
          ret: 0,
          msg: '',
          body: { status: 'ok', database: deps.db.dialect, version: deps.config.version },
        });
      } catch {
        reply.code(503).send({ ret: 1, code: 'UNAVAILABLE', msg: 'database unreachable', body: { status: 'down' } });
      }
    },
  }),
});
