import { defineConfig } from '@playwright/test';

// End-to-end specs drive Debian's Chromium (apt-get install -y chromium fonts-noto-cjk); Playwright never
// downloads a browser here. One server for all specs (global-setup.ts, server.ts): a temp data dir with the
// demo data; the specs share it, so they run serially in one worker. `npm run test:e2e` builds the web app
// first, then runs these. Screenshots of the main screens land in e2e/screenshots/ (git-ignored).

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
