import { defineConfig } from 'vitest/config';

// One runner for the whole repo: the pure domain, the server's HTTP suite (SQLite by default,
// PostgreSQL with HANGAR_TEST_DIALECT=postgres) and the crash test, each a project. `*.pg.test.ts` files test
// what exists on PostgreSQL only (LISTEN/NOTIFY between instances): they run in the PostgreSQL suite alone.
const onPostgres = process.env.HANGAR_TEST_DIALECT === 'postgres';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: ['packages/server/src/**/*.crash.test.ts', ...(onPostgres ? [] : ['**/*.pg.test.ts'])],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test-setup.ts'],
          // antd in jsdom on two cores, beside the server suite: a dialog test takes 1–3 s alone and up to
          // 6 s when every project runs at once (npm test), which the 5 s default turned into failures.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'crash',
          include: ['packages/server/src/**/*.crash.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
