import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DocumentModule } from '@hangar/domain/contracts/documents';
import { prehashPassword } from '@hangar/domain/password';
import { QueryPayload } from '@hangar/domain/query';
import { queryDocuments } from '@hangar/server/src/modules/document/document.repo';
import type { Db } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { authenticate } from '@hangar/server/src/platform/http/module';
import { sql } from 'kysely';
import { fail, log, ms, onEachDialect, type Stats, signedInApp, stats } from './bench-kit';
import { folderTag, KINDS, type SeededLibrary, seedDocuments } from './documents-seed';

// Document libraries benchmark (issue 14 "Documents and certificates", docs/performance.md): BENCH_FOLDERS
// folders (500) of BENCH_PER_FOLDER documents (40) at the root of a company's common library (module 10100,
// table `document`) and of a model's library (module 10000, table `model_document`), read through the real app
// (buildApp, app.inject, a signed-in administrator) with the bodies the web library sends
// (packages/web/src/features/documents/DocumentLibrary.tsx, page size 10):
//   - the root (folders first, page 1), one folder, and a name search across folders (isFolder 0, no parent)
//     with a narrow fragment (one folder's documents) and a wide one (one document in ten);
//   - a batch upload of BENCH_FILES files (50) of BENCH_FILE_MB (1 MB) into the common library as the web's
//     BatchUpload does it, one file after the other: File/Presign, PUT of the bytes to the local store, then
//     Document/Add with the file entry; wall time, per-file p50 and the process's peak RSS and heap.
// On SQLite in a temp data dir, then on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a fresh
// database, dropped at the end). Prints p50/p95/max and PASS/MISS against the 20 ms target; never fails on a
// figure.

const FOLDERS = Number(process.env.BENCH_FOLDERS ?? 500);
const PER_FOLDER = Number(process.env.BENCH_PER_FOLDER ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const FILES = Number(process.env.BENCH_FILES ?? 50);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1);
const PAGE_SIZE = 10; // DOCUMENT_PAGE_SIZE of the web library
const PHONE = '13933334444';
const PASSWORD = 'bench-pass-1';
const TZ = 'UTC';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const eq = (name: string, value: number) => ({ name, compare: 'eq', value });

/** Times `once` `runs` times after up to 20 warm-up calls; p50, p95 and the slowest. */
async function time(runs: number, once: () => Promise<void>): Promise<Stats & { max: number }> {
  for (let i = 0; i < Math.min(20, runs); i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    samples.push(performance.now() - t0);
  }
  return { ...stats(samples), max: Math.max(...samples) };
}

/** PostgreSQL's plans of the wide search's two statements in the common library (runQuery's count and page). */
async function explainSearch(db: Db, companyId: number, value: string) {
  const where = sql`company_id = ${companyId} and module = ${DocumentModule.Common} and target = ${companyId}
    and dict = 99 and is_folder = 0 and lower(name) like lower(${`%${value}%`}) escape '\\'`;
  for (const [what, statement] of [
    ['count', sql`select count(*) from document where ${where}`],
    ['page', sql`select * from document where ${where} order by is_folder desc, name asc, id asc limit 10`],
  ] as const) {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${statement}`.execute(db.kysely);
    log(`\nEXPLAIN ANALYZE, search "${value}", ${what}:\n`);
    log('```');
    for (const line of plan.rows) log(line['QUERY PLAN']);
    log('```');
  }
}

async function run(db: Db, dataDir: string, label: string) {
  log(`\n## ${label}`);
  await migrateToLatest(db);
  const seeded = await seedDocuments(db.kysely, db.dialect, {
    folders: FOLDERS,
    perFolder: PER_FOLDER,
    phone: PHONE,
    password: PASSWORD,
    timeZone: TZ,
  });
  const perLibrary = FOLDERS * PER_FOLDER;
  log(
    `seeded 2 libraries × (${FOLDERS.toLocaleString('en-US')} folders + ${perLibrary.toLocaleString('en-US')} documents) in ${seeded.seconds.toFixed(1)} s`,
  );
  const { app, post } = await signedInApp(db, dataDir, TZ, PHONE, PASSWORD);

  // The web library's bodies (DocumentLibrary.tsx): a folder's page, or a search across folders.
  const library = (l: SeededLibrary) => [eq('module', l.module), eq('target', l.target), eq('dict', l.dict)];
  const openFolder = (l: SeededLibrary, parent: number) => ({
    fixedFilters: [...library(l), eq('parent', parent)],
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const search = (l: SeededLibrary, value: string) => ({
    fixedFilters: [...library(l), eq('isFolder', 0)],
    filters: [{ name: 'name', compare: 'contains', value, relate: 'and' }],
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const narrow = folderTag(Math.ceil(FOLDERS / 3));
  const wide = KINDS[0];

  const libraries = [
    { name: 'common (10100, document)', l: seeded.common },
    { name: 'model (10000, model_document)', l: seeded.model },
  ];
  // The repository call alone (count + page, no HTTP, no validation), for the in-process SQL time.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/lg',
    payload: { phone: PHONE, pass: prehashPassword(PASSWORD) },
  });
  const scope = await authenticate(db.kysely, signIn.json().body.token as string);
  const rows: {
    library: string;
    name: string;
    total: number;
    s: Stats & { max: number };
    repo: Stats & { max: number };
  }[] = [];
  for (const { name, l } of libraries) {
    const cases: [string, object][] = [
      ['root, page 1 (folders first)', openFolder(l, 0)],
      ['one folder, page 1', openFolder(l, l.folder)],
      [`search "${narrow}"`, search(l, narrow)],
      [`search "${wide}"`, search(l, wide)],
    ];
    for (const [caseName, body] of cases) {
      const first = (await post('/api/Document/Query', body)).json().body;
      if (first.items.length === 0) throw new Error(`${name} ${caseName}: no rows`);
      const s = await time(RUNS, async () => {
        await post('/api/Document/Query', body);
      });
      const parsed = QueryPayload.parse(body);
      const repo = await time(RUNS, async () => {
        await queryDocuments(db.kysely, scope, l.module, parsed);
      });
      rows.push({ library: name, name: caseName, total: first.totalItems, s, repo });
    }
  }
  log(`\nDocument/Query (app.inject, signed in), ${RUNS} runs each after 20 warm-up calls:\n`);
  log('| library | case | totalItems | p50 ms | p95 ms | max ms | p50 ≤ 20 ms | repo call p50 ms |');
  log('|---|---|---:|---:|---:|---:|---|---:|');
  for (const r of rows) {
    log(
      `| ${r.library} | ${r.name} | ${r.total} | ${ms(r.s.p50)} | ${ms(r.s.p95)} | ${ms(r.s.max)} | ${r.s.p50 <= 20 ? 'PASS' : 'MISS'} | ${ms(r.repo.p50)} |`,
    );
  }

  if (db.dialect === 'postgres') await explainSearch(db, seeded.common.target, wide);

  // Batch upload into the common library's middle folder, as BatchUpload.tsx: one file at a time.
  const bytes = Buffer.alloc(FILE_MB * 1024 * 1024);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  const uploadOne = async (i: number) => {
    const fileName = `bench-upload-${String(i + 1).padStart(3, '0')}.pdf`;
    const presign = (
      await post('/api/File/Presign', {
        use: 'document',
        fileName,
        size: bytes.length,
        contentType: 'application/pdf',
      })
    ).json().body as { uid: string; url: string; uploadUrl: string };
    const put = await app.inject({
      method: 'PUT',
      url: presign.uploadUrl,
      payload: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    if (put.statusCode !== 200) throw new Error(`PUT ${presign.uploadUrl}: ${put.statusCode} ${put.body}`);
    await post('/api/Document/Add', {
      module: DocumentModule.Common,
      dict: seeded.common.dict,
      target: seeded.common.target,
      parent: seeded.common.folder,
      isFolder: 0,
      type: null,
      name: fileName.replace(/\.pdf$/, ''),
      files: [{ uid: presign.uid, name: fileName, size: bytes.length, url: presign.url }],
    });
  };
  // With --expose-gc (the npm script), the seeding's garbage is collected first, so that the figures are the
  // upload's: peak RSS and heap during the batch, beside what the process held just before.
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const perFile: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < FILES; i++) {
    const t = performance.now();
    await uploadOne(i);
    perFile.push(performance.now() - t);
  }
  const total = performance.now() - t0;
  clearInterval(sampler);
  sample();
  const saved = (await post('/api/Document/Query', openFolder(seeded.common, seeded.common.folder))).json().body
    .totalItems as number;
  const f = stats(perFile);
  log(
    `\nbatch upload of ${FILES} × ${FILE_MB} MB (Presign + PUT + Document/Add, one after the other): total ${ms(total)} ms, per file p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms, max ${ms(Math.max(...perFile))} ms; folder now holds ${saved} rows; peak RSS ${mb(peakRss)} (${mb(base.rss)} before), peak heap ${mb(peakHeap)} (${mb(base.heapUsed)} before)`,
  );
  await app.close();
}

async function main() {
  log(
    `# Document libraries benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  await onEachDialect('documents', run);
}

main().catch(fail);
