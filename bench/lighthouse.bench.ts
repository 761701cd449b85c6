import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureAdministrator, prepareDatabase } from '@hangar/server/src/bootstrap';
import { loadConfig } from '@hangar/server/src/config';
import { openDatabase } from '@hangar/server/src/platform/db/database';
import { DEMO_PASSWORD, demoUsers, seedDemo } from '@hangar/server/src/seed/demo';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  checkPrerequisites,
  fail,
  loadAverage,
  log,
  signIn,
  startWebApp,
} from './browser-kit';

// Lighthouse benchmark (issue 31 "Done when": accessibility ≥ 98 on /login, the dashboard and the fleet monitor).
// Lighthouse 12 (npm) audits through Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), launched by
// playwright-core with a debugging port: the real app (buildApp serving packages/web/dist, browser-kit.ts) on a
// temp SQLite data dir with the demo data (seed-demo), the sign-in page audited first, then the East Wing
// administrator signs in through /login in the same browser profile and Lighthouse audits the signed-in pages
// with their session (disableStorageReset). Each page in desktop and mobile form. Prints the score per page and
// form, and every audit that did not pass, with its items' selectors; PASS / MISS against 98; never fails on a
// figure. Needs `npm run build` first; builds and downloads nothing.
// Settings: BENCH_CATEGORIES (comma-separated Lighthouse categories, default accessibility), CHROMIUM_PATH.

const TARGET = 98;
const categories = (process.env.BENCH_CATEGORIES ?? 'accessibility').split(',').map((c) => c.trim());
const pages = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/home/dashboard', signedIn: true },
  { name: 'fleet monitor', path: '/maintain/contorl', signedIn: true },
];
const forms = ['desktop', 'mobile'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface AuditItem {
  node?: { selector?: string; snippet?: string };
}
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: AuditItem[] };
}

async function audit(url: string, port: number, form: (typeof forms)[number]) {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: categories };
  const result = await lighthouse(
    url,
    { ...flags, disableStorageReset: true },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = categories.map((c) => ({ category: c, score: Math.round((lhr.categories[c]?.score ?? 0) * 100) }));
  const failing = (Object.values(lhr.audits) as Audit[]).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
  );
  return { finalUrl: lhr.finalDisplayedUrl, scores, failing };
}

async function main() {
  checkPrerequisites();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-lighthouse-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-lighthouse-profile-'));
  const config = { ...loadConfig({}), dataDir };
  const db = openDatabase(config);
  await prepareDatabase(db, config);
  await ensureAdministrator(db.kysely, config);
  await seedDemo(db.kysely, config);
  const { app, baseURL } = await startWebApp(db, dataDir, config.timeZone);
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    baseURL,
    locale: 'zh-CN',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    log(`Lighthouse (${categories.join(', ')}) on ${baseURL}, Chromium ${context.browser()?.version() ?? ''}`);
    log(`load average ${loadAverage()}`);
    const rows: string[] = [];
    let signedIn = false;
    for (const p of pages) {
      if (p.signedIn && !signedIn) {
        const page = context.pages()[0] ?? (await context.newPage());
        await signIn(page, demoUsers.eastWingAdmin, DEMO_PASSWORD);
        signedIn = true;
      }
      for (const form of forms) {
        const r = await audit(`${baseURL}${p.path}`, port, form);
        for (const s of r.scores) {
          const verdict = s.category === 'accessibility' ? (s.score >= TARGET ? 'PASS' : 'MISS') : '';
          rows.push(
            `${p.name.padEnd(14)} ${form.padEnd(8)} ${s.category.padEnd(15)} ${String(s.score).padStart(3)} ${verdict}`,
          );
        }
        if (!r.finalUrl.endsWith(p.path)) log(`  ${p.name}: ended on ${r.finalUrl}, not ${p.path}`);
        for (const a of r.failing) {
          const items = (a.details?.items ?? []).map((i) => i.node?.selector).filter(Boolean);
          log(`  ${p.name} ${form}: ${a.id} (${a.title})${items.length ? `: ${items.slice(0, 5).join(' | ')}` : ''}`);
        }
      }
    }
    log('');
    log(`page           form     category        score (target accessibility ≥ ${TARGET})`);
    for (const row of rows) log(row);
  } finally {
    await context.close();
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch(fail);
