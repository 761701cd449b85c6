import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { fail, log } from './bench-kit';

// Sign-in bundle benchmark (issue 18 "Performance": the sign-in route's JavaScript ≤ 200 KB gzip). Reads the
// built web app (packages/web/dist: `npm run build -w @hangar/web` first; builds nothing by default) and its Vite
// manifest (dist/.vite/manifest.json), then follows the static imports of index.html's entry and of the /login
// route's chunk (src/features/auth/LoginPage.tsx) — what a browser fetches before the sign-in page shows, as
// docs/performance.md "Web bundle" measures it. Each file is gzipped at level 6; prints the files, their sizes,
// the total and PASS / MISS against the budget, with the interface language's strings (a chunk of their own that
// loads before the first render: Chinese by default, then English); never fails on a figure.
//
// `--modules` (or BENCH_MODULES=1) also runs `vite build` in memory (nothing written) and lists the biggest
// modules of those chunks: each module's rendered code gzipped on its own (an over-estimate, good for ranking),
// and the same summed per package.

const BUDGET_KB = 200;
const ROUTE_MODULE = 'src/features/auth/LoginPage.tsx';
/** What the app loads before its first render in Chinese (the default) and in English (the entry carries neither). */
const CHINESE_MODULE = 'src/i18n/zh-CN.ts';
const ENGLISH_MODULE = 'src/i18n/en-US.ts';
const webDir = fileURLToPath(new URL('../packages/web/', import.meta.url));
const distDir = path.join(webDir, 'dist');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 6 }).length;

/** The manifest keys of `roots` and everything they import statically, in load order. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function signInFiles(): { files: string[]; english: string[] } {
  if (!fs.existsSync(manifestFile)) {
    log(`No ${path.relative(process.cwd(), manifestFile)}: build the web app first (npm run build -w @hangar/web).`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entry || !manifest[ROUTE_MODULE]) {
    log(`The manifest lacks index.html's entry or ${ROUTE_MODULE}.`);
    process.exit(1);
  }
  const chinese = manifest[CHINESE_MODULE] ? [CHINESE_MODULE] : [];
  const files = staticClosure(manifest, [entry, ROUTE_MODULE, ...chinese]).map((k) => manifest[k].file);
  const english = manifest[ENGLISH_MODULE]
    ? staticClosure(manifest, [entry, ROUTE_MODULE, ENGLISH_MODULE]).map((k) => manifest[k].file)
    : files;
  return { files, english };
}

interface RenderedChunk {
  type: 'chunk';
  fileName: string;
  modules: Record<string, { code: string | null; renderedLength: number }>;
}

/** The package a module id belongs to (`antd`, `@rc-component/form`), or `app: <dir>` for our own code. */
function owner(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 14).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(path.dirname(path.dirname(webDir)), clean);
  return rel.startsWith('..') ? clean : `app: ${rel.split('/').slice(0, 4).join('/')}`;
}

async function listModules(files: Set<string>): Promise<void> {
  const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
  const vite = (await import(pathToFileURL(requireFromWeb.resolve('vite')).href)) as typeof import('vite');
  const result = await vite.build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (RenderedChunk | { type: 'asset' })[] }[];
  const rows: { id: string; file: string; size: number; gzip: number }[] = [];
  for (const out of outputs) {
    for (const chunk of out.output) {
      if (chunk.type !== 'chunk' || !files.has(chunk.fileName)) continue;
      for (const [id, m] of Object.entries(chunk.modules)) {
        if (!m.code) continue;
        rows.push({ id, file: chunk.fileName, size: m.renderedLength, gzip: gzipSize(m.code) });
      }
    }
  }
  const built = new Set(rows.map((r) => r.file));
  const missing = [...files].filter((f) => !built.has(f));
  if (missing.length > 0) log(`(the in-memory build differs from dist: ${missing.join(', ')} not found)`);
  rows.sort((a, b) => b.gzip - a.gzip);
  log();
  log('Biggest modules (each gzipped alone, KB):');
  for (const r of rows.slice(0, Number(process.env.BENCH_TOP ?? 40))) {
    log(
      `  ${kb(r.gzip).padStart(7)}  ${kb(r.size).padStart(7)} raw  ${r.file.replace('assets/', '').padEnd(30)} ${r.id.split('/').slice(-3).join('/')}`,
    );
  }
  const byOwner = new Map<string, { gzip: number; n: number }>();
  for (const r of rows) {
    const o = owner(r.id);
    const acc = byOwner.get(o) ?? { gzip: 0, n: 0 };
    acc.gzip += r.gzip;
    acc.n += 1;
    byOwner.set(o, acc);
  }
  log();
  log('Per package (sum of the modules gzipped alone, KB):');
  for (const [o, acc] of [...byOwner].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 30)) {
    log(`  ${kb(acc.gzip).padStart(7)}  ${String(acc.n).padStart(4)} modules  ${o}`);
  }
}

async function main() {
  const { files, english } = signInFiles();
  log(
    `Sign-in route /login: the entry, the LoginPage chunk and the Chinese strings (${CHINESE_MODULE}) with their ` +
      `static imports (${distDir})`,
  );
  let total = 0;
  const sized = files.map((file) => {
    const data = fs.readFileSync(path.join(distDir, file));
    const gz = gzipSize(data);
    total += gz;
    return { file, raw: data.length, gz };
  });
  for (const f of [...sized].sort((a, b) => b.gz - a.gz)) {
    log(`  ${kb(f.gz).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB  ${f.file}`);
  }
  const totalKb = total / 1024;
  log();
  log(
    `/login: ${files.length} JS files, ${totalKb.toFixed(1)} KB gzip (level 6) — budget ${BUDGET_KB} KB: ` +
      `${totalKb <= BUDGET_KB ? 'PASS' : 'MISS'} (${((totalKb / BUDGET_KB) * 100).toFixed(0)} % of the budget)`,
  );
  const englishKb = english.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(distDir, file))), 0) / 1024;
  log(
    `/login in English (the lang cookie; ${ENGLISH_MODULE} before the first render): ${english.length} JS files, ` +
      `${englishKb.toFixed(1)} KB gzip — ${englishKb <= BUDGET_KB ? 'PASS' : 'MISS'}`,
  );
  if (process.argv.includes('--modules') || process.env.BENCH_MODULES === '1') await listModules(new Set(files));
}

main().catch(fail);
