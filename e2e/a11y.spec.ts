import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { grantables } from '@hangar/domain/catalogue';
import { frameCatalogue } from '@hangar/domain/i18n/frame-areas';
import { uiCatalogue } from '@hangar/domain/i18n/ui';
import type { Lang } from '@hangar/domain/messages';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { demo, expect, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 31: axe-core on every screen and main dialog, as East Wing's administrator on the demo data, with the
// WCAG 2.0 / 2.1 / 2.2 A and AA rules. Every run prints its findings (rule, impact, count, first target) to the
// console and adds them to e2e/test-results/a11y/<test>.json; a test fails on any serious or critical finding,
// listing them. No rule is excluded.
//
// What runs where (the whole journey aims at ≤ 4 minutes in CI):
// - Desktop 1440×900, zh-CN and en-US: every screen of the menu (taken from the declarations, grantables, so a
//   new screen is checked without touching this file; the platform-only screens of multi-tenant mode are left
//   out, East Wing's administrator has no menu entry for them), the dashboard, and the main dialogs: each
//   list's add dialog, the aircraft and model drawers, the flight day, maintenance record and fault dialogs,
//   a work card, and the account dialogs.
// - Phone 390×844: the screens a technician or a stores clerk opens on a phone (dashboard, fleet monitor,
//   aircraft, operation with its flight day and fault dialogs, stock in/out, parts in stock, documents) in
//   zh-CN, and the first three with the flight day dialog in en-US too: the phone layout is the same code in
//   both languages, so a subset proves the English texts fit it; the desktop runs cover every string.
// - The public pages (/login, /register, /findpass) in both languages at both sizes.
// Each screen is scanned without the frame around it (.ant-layout-content); the frame (header, menu, tabs bar) is
// scanned whole on the dashboard and on the aircraft list (a submenu selected, the tabs bar full), once per
// language and size: the same frame on 48 screens would only repeat its findings and triple the time. Every
// screen still to come renders the same placeholder: each is opened (its route and title checked), the first
// one of a language scanned. Screens are opened in the running app (history, not a reload) and scanned once
// their content is there (no loading text, spinner or skeleton): state, not time.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const reportDir = path.join(import.meta.dirname, 'test-results', 'a11y');

interface Finding {
  rule: string;
  impact: string;
  count: number;
  target: string;
  help: string;
  /** axe's explanation for the first element. */
  summary: string;
}
interface Run {
  what: string;
  lang: Lang;
  size: string;
  /** What was scanned: the page with its frame, the screen only, or the open dialog. */
  where: string;
  findings: Finding[];
}

/** The runs of the current test, written out and checked at its end. */
let runs: Run[] = [];

const catalogues = {
  'zh-CN': { ...uiCatalogue('zh-CN'), ...frameCatalogue('zh-CN') },
  'en-US': { ...uiCatalogue('en-US'), ...frameCatalogue('en-US') },
};

/** The UI string `key` in `lang` (the app's own catalogue, so the journey follows its wording). */
function str(lang: Lang, key: string): string {
  const s = catalogues[lang][key];
  if (!s) throw new Error(`no UI string ${key}`);
  return s;
}

/** The UI string as a loose accessible-name match (antd spaces two CJK characters). */
function label(lang: Lang, key: string): RegExp {
  return spaced(str(lang, key));
}

async function useLang(context: BrowserContext, lang: Lang): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: process.env.HANGAR_E2E_URL ?? '' }]);
}

/** Runs axe on the page (or inside `scope`, a CSS selector) and records its findings. */
async function scan(page: Page, what: string, lang: Lang, scope?: string): Promise<void> {
  // Colours are measured at rest: a dialog's zoom, a field's hover or focus transition blends them for a moment
  // (a counter read 4.47:1 mid-transition in CI, 4.9:1 at rest). Endless animations (a status dot) do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const started = Date.now();
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (scope) builder = builder.include(scope);
  const result = await builder.analyze();
  const findings = result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    target: v.nodes[0]?.target.join(' ') ?? '',
    help: v.help,
    summary: v.nodes[0]?.failureSummary ?? '',
  }));
  const size = `${page.viewportSize()?.width}`;
  const where = scope === SCREEN ? 'screen' : scope ? 'dialog' : 'page and frame';
  runs.push({ what, lang, size, where, findings });
  const head = `[a11y] ${what} · ${lang} · ${size}px · ${where} (${Date.now() - started} ms)`;
  console.log(findings.length === 0 ? `${head}: no violations` : `${head}:`);
  for (const f of findings) console.log(`  ${f.impact.padEnd(8)} ${f.rule} ×${f.count}  ${f.target}`);
}

/** The screen's content has loaded: its lazy chunk, its spinners and skeletons are gone, and it shows something. */
async function settled(page: Page, lang: Lang): Promise<void> {
  const content = page.locator('.ant-layout-content');
  await expect(content.getByRole('status').filter({ hasText: str(lang, 'frame.loading') })).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(content.locator(':scope *:visible').first()).toBeVisible();
}

/**
 * Opens a screen by its address and waits for its title and content: in the running app (the router follows the
 * history), a full load only when the app is not up yet (the first screen of a test, after a language change).
 */
async function openScreen(page: Page, route: string, title: string, lang: Lang): Promise<void> {
  const running = await page.evaluate(() => document.querySelector('.ant-layout-content') !== null);
  if (running) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  } else {
    await page.goto(route);
  }
  await expect(page).toHaveTitle(new RegExp(`- ${literal(title)}$`));
  await settled(page, lang);
}

function literal(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The screen, without the frame around it (header, menu, tabs bar: the same on every screen, see FRAME_SCANS). */
const SCREEN = '.ant-layout-content';
/** The screens scanned with the frame: the dashboard (the frame as it opens) and the aircraft list (a submenu
 * selected and the tabs bar full of the screens visited before it). */
const FRAME_SCANS = new Set(['/home/dashboard', '/plane/entity']);

const DIALOG = '.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open';

/** Clicks `opener`, waits for the dialog named `name` and its content, scans it, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, name: RegExp | string, what: string, lang: Lang) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name }).last();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await scan(page, what, lang, DIALOG);
  return dialog;
}

async function closeTop(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The menu's screens (the declarations), with the dashboard first. */
function menuScreens(lang: Lang): { route: string; title: string }[] {
  const i = lang === 'zh-CN' ? 0 : 1;
  return [
    { route: '/home/dashboard', title: str(lang, 'frame.route.dashboard') },
    ...grantables.filter((g) => !g.multiTenantOnly).map((g) => ({ route: g.path, title: g.title[i] })),
  ];
}

/** Add dialogs of the list screens: the button's and the dialog's name (the same string). */
const ADD_DIALOGS: Record<string, string> = {
  '/plane/model': 'plane.model.add',
  '/plane/entity': 'plane.entity.add',
  '/base/brand': 'plane.brand.add',
  '/plane/site': 'plane.site.add',
  '/base/unit': 'plane.unit.add',
  '/base/ata': 'ata.add',
  '/product/material': 'material.add',
  '/product/materialType': 'materialType.add',
  '/product/supplier': 'supplier.add',
  '/store/warehouse': 'warehouse.add',
  '/tool/general': 'material.tool.add',
  '/store/purchase': 'store.purchase.add',
  '/store/deliver': 'store.deliver.add',
  '/organize/employ': 'organize.employ.add',
  '/organize/department': 'organize.department.add',
  '/organize/role': 'organize.role.add',
  '/maintain/order': 'orders.add',
};

/** The aircraft drawer of B-7002 (the demo's aircraft with warnings); returns its id. */
async function aircraftDrawer(page: Page, lang: Lang, what: string): Promise<number> {
  await openScreen(page, '/plane/entity', grantTitle('plane-entity', lang), lang);
  const row = page.getByRole('row').filter({ hasText: 'B-7002' });
  const drawer = await scanDialog(page, row.getByRole('button', { name: 'B-7002' }), /^B-7002/, what, lang);
  const id = Number(new URL(page.url()).searchParams.get('plane'));
  expect(id).toBeGreaterThan(0);
  await closeTop(page, drawer);
  return id;
}

function grantTitle(key: string, lang: Lang): string {
  const g = grantables.find((x) => x.key === key);
  if (!g) throw new Error(`no screen ${key}`);
  return g.title[lang === 'zh-CN' ? 0 : 1];
}

/** The operation screen of the aircraft with its flight day dialog, and (unless `short`) its record and fault dialogs. */
async function operationDialogs(page: Page, lang: Lang, planeId: number, short = false): Promise<void> {
  await openScreen(page, `/plane/operation?plane=${planeId}`, grantTitle('plane-operation', lang), lang);
  const log = page.getByTestId('flight-log');
  await expect(log).toBeVisible();
  await log.getByRole('tab', { name: str(lang, 'flight.tab.records') }).click();
  await settled(page, lang);
  await scan(page, 'operation: flight records', lang, SCREEN);
  const flight = await scanDialog(
    page,
    log.getByRole('button', { name: label(lang, 'flight.add') }),
    str(lang, 'flight.add'),
    'flight day dialog',
    lang,
  );
  await closeTop(page, flight);
  await page.getByRole('tab', { name: str(lang, 'recordList.tab.records'), exact: true }).click();
  for (const [tab, group, title] of [
    ['recordList.tab.fault', 'fault', 'recordDialog.title.fault.add'],
    ...(short ? [] : [['recordList.tab.task', 'task', 'recordDialog.title.task.add']]),
  ] as const) {
    await page.getByRole('tab', { name: str(lang, tab), exact: true }).click();
    const list = page.getByTestId(`record-list-${group}`);
    await expect(list).toBeVisible();
    await settled(page, lang);
    await scan(page, `operation: ${group} records`, lang, SCREEN);
    const dialog = await scanDialog(
      page,
      list.getByRole('button', { name: label(lang, 'recordList.add') }),
      str(lang, title),
      `${group} record dialog`,
      lang,
    );
    await closeTop(page, dialog);
  }
}

/**
 * The production orders' dialogs (issue 33): the drawer of the demo's order in work (its cards, steps with their
 * signatures and RII marks, the parts panel) and the planning dialog from B-7002's maintenance list (its horizon,
 * candidates with their due tags, the new order's fields).
 */
async function orderDialogs(page: Page, lang: Lang): Promise<void> {
  await openScreen(page, '/maintain/order', grantTitle('maintain-order', lang), lang);
  const inWork = page
    .getByRole('row')
    .filter({ hasText: str(lang, 'order.state.2') })
    .first();
  const order = await scanDialog(page, inWork.getByRole('button').first(), /^WO-\d{4}-\d{4}/, 'order drawer', lang);
  await expect(order.getByTestId('order-parts')).toBeVisible();
  await closeTop(page, order);
  await openScreen(page, '/plane/entity', grantTitle('plane-entity', lang), lang);
  await page.getByRole('row').filter({ hasText: 'B-7002' }).getByRole('button', { name: 'B-7002' }).click();
  const plane = page.getByRole('dialog', { name: /^B-7002/ });
  await expect(plane).toBeVisible();
  const plan = await scanDialog(
    page,
    plane.getByRole('button', { name: label(lang, 'plan.button') }),
    str(lang, 'plan.title').replace('{plane}', 'B-7002'),
    'planning dialog',
    lang,
  );
  await expect(plan.getByTestId('plan-group-1')).toBeVisible();
  await closeTop(page, plan);
  // Focus is back on the button that opened the dialog. The drawer is closed by its close button: after the
  // planning dialog, Escape no longer reaches it (an open defect, noted on issue 33).
  await expect(plane.getByRole('button', { name: label(lang, 'plan.button') })).toBeFocused();
  await plane.locator('.ant-drawer-close').click();
  await expect(plane).toBeHidden();
}

/** Writes the test's runs to its JSON report and fails on the serious and critical findings, listing them. */
function verdict(name: string): void {
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, `${name}.json`), `${JSON.stringify(runs, null, 2)}\n`);
  const blocking = runs.flatMap((r) =>
    r.findings
      .filter((f) => BLOCKING.has(f.impact))
      .map((f) => `${r.what} · ${r.lang} · ${r.size}px: ${f.impact} ${f.rule} ×${f.count} (${f.target}) ${f.help}`),
  );
  console.log(`[a11y] ${name}: ${runs.length} runs, ${blocking.length} serious or critical`);
  runs = [];
  expect(blocking, `serious or critical axe findings:\n${blocking.join('\n')}`).toEqual([]);
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.beforeEach(() => {
    runs = [];
  });

  test('public pages, both languages, desktop and phone', async ({ page, context }) => {
    test.setTimeout(120_000);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      for (const lang of ['zh-CN', 'en-US'] as const) {
        await useLang(context, lang);
        for (const [route, key] of [
          ['/login', 'frame.route.login'],
          ['/register', 'frame.route.register'],
          ['/findpass', 'frame.route.findpass'],
        ] as const) {
          await page.goto(route);
          await expect(page).toHaveTitle(new RegExp(`- ${literal(str(lang, key))}$`));
          await expect(page.getByRole('button').first()).toBeVisible();
          await scan(page, route, lang);
        }
      }
    }
    verdict('public');
  });

  for (const lang of ['zh-CN', 'en-US'] as const) {
    test(`every screen and main dialog at 1440×900, ${lang}`, async ({ page, context }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(DESKTOP);
      await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
      await useLang(context, lang);
      await page.goto('/home/dashboard');

      let placeholder = '';
      for (const { route, title } of menuScreens(lang)) {
        const whole = FRAME_SCANS.has(route);
        await openScreen(page, route, title, lang);
        if ((await page.getByTestId('placeholder-page').count()) > 0) {
          // Every screen still to come renders the same placeholder: scanned once per language.
          if (placeholder) {
            console.log(`[a11y] ${route} · ${lang}: the placeholder, as ${placeholder}`);
            continue;
          }
          placeholder = route;
        }
        await scan(page, route, lang, whole ? undefined : SCREEN);
        const add = ADD_DIALOGS[route];
        if (add) {
          const content = page.locator('.ant-layout-content');
          const dialog = await scanDialog(
            page,
            content.getByRole('button', { name: label(lang, add) }).first(),
            str(lang, add),
            `${route}: add dialog`,
            lang,
          );
          await closeTop(page, dialog);
        }
      }

      // The aircraft drawer, the model drawer with its work cards, the operation screen's dialogs.
      const planeId = await aircraftDrawer(page, lang, 'aircraft drawer');
      await openScreen(page, '/plane/model', grantTitle('plane-model', lang), lang);
      const model = page.getByRole('row').filter({ hasText: 'DA40 NG' });
      const drawer = await scanDialog(
        page,
        model.getByRole('button', { name: 'DA40 NG' }),
        'DA40 NG',
        'model drawer',
        lang,
      );
      await drawer.getByRole('tab', { name: str(lang, 'plane.model.tab.cards'), exact: true }).click();
      await settled(page, lang);
      await scan(page, 'model drawer: work cards', lang, DIALOG);
      await closeTop(page, drawer);
      await operationDialogs(page, lang, planeId);
      await orderDialogs(page, lang);

      // The account dialogs of the user menu.
      for (const key of ['frame.header.personalSettings', 'frame.header.changePassword']) {
        await page.getByTestId('user-menu').click();
        const opener = page.getByRole('menuitem', { name: str(lang, key) });
        const dialog = await scanDialog(page, opener, str(lang, key), `account: ${str('en-US', key)}`, lang);
        await closeTop(page, dialog);
      }
      verdict(`desktop-${lang}`);
    });
  }

  test('the screens technicians and clerks use, at 390×844', async ({ page, context }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
    const field = ['dashboard', 'maintain-control', 'plane-entity'];
    const clerk = ['store-purchase', 'store-deliver', 'product-entity', 'document-common'];
    for (const lang of ['zh-CN', 'en-US'] as const) {
      await useLang(context, lang);
      await page.goto('/home/dashboard');
      const keys = lang === 'zh-CN' ? [...field, ...clerk] : field;
      for (const key of keys) {
        const route = key === 'dashboard' ? '/home/dashboard' : (grantables.find((g) => g.key === key)?.path ?? '');
        const title = key === 'dashboard' ? str(lang, 'frame.route.dashboard') : grantTitle(key, lang);
        await openScreen(page, route, title, lang);
        await scan(page, route, lang, FRAME_SCANS.has(route) ? undefined : SCREEN);
      }
      const planeId = await aircraftDrawer(page, lang, 'aircraft drawer');
      await operationDialogs(page, lang, planeId, true);
    }
    verdict('phone');
  });
});
