import { defineConfig } from 'vitest/config';

// One runner for the whole repo: the pure domain, the server's HTTP suite (SQLite by default,
// PostgreSQL with HANGAR_TEST_DIALECT=postgres) and the crash test, each a project. `*.pg.test.ts` files test
// what exists on PostgreSQL only (LISTEN/NOTIFY between instances): they run in the PostgreSQL suite alone.
// `*.pdf.test.ts` files read server-made PDFs back with poppler's pdftotext (Debian poppler-utils), system software
// that `npm test` must not need: they run with HANGAR_TEST_PDF=1 (`npm run test:pdf`, and the PostgreSQL suite).
const onPostgres = process.env.HANGAR_TEST_DIALECT === 'postgres';
const withPdf = process.env.HANGAR_TEST_PDF === '1';

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
          exclude: [
            'packages/server/src/**/*.crash.test.ts',
            ...(onPostgres ? [] : ['**/*.pg.test.ts']),
            ...(withPdf ? [] : ['**/*.pdf.test.ts']),
          ],
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
