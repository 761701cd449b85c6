import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prehashPassword } from '@hangar/domain/password';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database';
import { testDialect } from '../test/harness';
import { freePort, request, type ServerProcess, startServer, waitHealthy } from '../test/server-process';
import { readArchive } from './backup';

// Backup and restore end to end, on the engine of the suite (SQLite, or PostgreSQL with HANGAR_TEST_DIALECT):
// the demo data (signed records, uploaded certificates), a real server taking writes from several writers while
// `backup` runs as its own process, an avatar uploaded before; then the data directory (and on PostgreSQL the
// database) is wrecked, `restore` brings it back into an empty one, and a new server serves it.
//
// What must come back: every write acknowledged before the backup command was started, and for each writer
// (which waits for each answer before its next write) a gap-free prefix of its writes: the snapshot is one
// moment, so a writer's later write is never there without its earlier ones. Writes acknowledged after the
// backup started may or may not be there (it depends on when the snapshot was taken). Every file, the same
// bytes; the same keys; and verify-records passes.

const main = path.join(import.meta.dirname, '..', 'main.ts');
const ADMIN_PHONE = '13800000000';
const ADMIN_PASSWORD = 'backup-admin-pass';
const WRITERS = 4;
const onPostgres = testDialect === 'postgres';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-backup-'));
const dataDir = path.join(temp, 'data');
const archive = path.join(temp, 'out', 'hangar.tar.gz');
const live = new Set<ServerProcess>();
process.once('exit', () => {
  for (const server of live) server.signalGroup('SIGKILL');
});

// PostgreSQL: a database per role (the source, each restore target), created on the test server, dropped at the end.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let pgAdmin: Kysely<unknown> | undefined;
const databases: string[] = [];
async function newDatabase(): Promise<string> {
  if (!onPostgres) return '';
  pgAdmin ??= new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  });
  const name = `hangar_backup_${crypto.randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(name)}`.execute(pgAdmin);
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Run {
  code: number | null;
  out: string;
}

/** One CLI command (`main.ts <args>`) in its own process, on the given DATA_DIR and DATABASE_URL. */
function cli(args: string[], env: { dir: string; url: string }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
      env: {
        ...process.env,
        DATA_DIR: env.dir,
        DATABASE_URL: env.url,
        HANGAR_ADMIN_PHONE: ADMIN_PHONE,
        HANGAR_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        WEB_DIR: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function start(env: { dir: string; url: string }): Promise<ServerProcess> {
  const server = startServer(await freePort(), {
    DATA_DIR: env.dir,
    DATABASE_URL: env.url,
    HANGAR_ADMIN_PHONE: ADMIN_PHONE,
    HANGAR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  live.add(server);
  void server.exited.then(() => live.delete(server));
  await waitHealthy(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.signalGroup('SIGTERM');
  await server.gone();
}

async function signIn(base: string, phone = ADMIN_PHONE, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request(base, 'POST', '/api/lg', { phone, pass: prehashPassword(password) });
  const token = (res.json.body as { token?: string } | undefined)?.token;
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return token;
}

/** Every file under a folder with its bytes' SHA-256, relative with `/`. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, rel);
    if (fs.statSync(full).isFile()) {
      out[rel.split(path.sep).join('/')] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  }
  return out;
}

const source = { dir: dataDir, url: '' };
/** Written by the round trip, used by the tests after it. */
let uploaded: { url: string; bytes: Buffer } | undefined;
/** Restored into by the --force test, used by the last one. */
let occupied: { dir: string; url: string } | undefined;

beforeAll(async () => {
  source.url = await newDatabase();
  const seeded = await cli(['seed-demo'], source);
  expect(seeded.code, seeded.out).toBe(0);
});

afterAll(async () => {
  for (const server of live) server.signalGroup('SIGKILL');
  if (pgAdmin) {
    for (const name of databases) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(pgAdmin);
    await pgAdmin.destroy();
  }
  fs.rmSync(temp, { recursive: true, force: true });
});

describe(`backup and restore (${testDialect})`, () => {
  it('brings back every acknowledged write, every file and the keys after the data is lost', async () => {
    let server = await start(source);
    let token = await signIn(server.base);

    // An avatar uploaded through the real presign + PUT; and the link of a second one, not used before the loss.
    const presign = async (size: number) => {
      const answer = await request(
        server.base,
        'POST',
        '/api/File/Presign',
        { use: 'avatar', fileName: 'me.png', size, contentType: 'image/png' },
        token,
      );
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.body as { uploadUrl: string; url: string };
    };
    const upload = (base: string, uploadUrl: string, body: Buffer<ArrayBuffer>) =>
      fetch(`${base}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body });
    const png = () => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), crypto.randomBytes(2000)]);
    const bytes = png();
    const { uploadUrl, url } = await presign(bytes.length);
    expect((await upload(server.base, uploadUrl, bytes)).status).toBe(200);
    const laterBytes = png();
    const later = await presign(laterBytes.length);
    uploaded = { url, bytes };

    // Writers adding companies, each waiting for its answer before the next; the backup runs meanwhile.
    const acked: string[][] = Array.from({ length: WRITERS }, () => []);
    let stopping = false;
    let acknowledged = () => {};
    const nextAck = () =>
      new Promise<void>((resolve) => {
        acknowledged = resolve;
      });
    const writers = acked.map(async (mine, w) => {
      for (let i = 0; !stopping; i++) {
        const name = `backup-w${w}-${i}`;
        const res = await request(server.base, 'POST', '/api/Company/Add', { name, systemName: `${name} MRO` }, token);
        if (res.status !== 200 || res.json.ret !== 0)
          throw new Error(`${name}: ${res.status} ${JSON.stringify(res.json)}`);
        mine.push(name);
        acknowledged();
      }
    });
    const failed = Promise.all(writers).then(() => undefined);
    const ackedCount = () => acked.reduce((n, a) => n + a.length, 0);
    // Wait on state: every writer has been acknowledged a few times.
    while (acked.some((a) => a.length < 3)) await Promise.race([failed, nextAck()]);
    const beforeBackup = acked.flat();
    const backedUp = await cli(['backup', archive], source);
    const duringBackup = ackedCount() - beforeBackup.length;
    stopping = true;
    await failed;
    expect(backedUp.code, backedUp.out).toBe(0);
    expect(backedUp.out).toContain(`Backup written to ${archive}`);
    // The backup ran under load: the server kept acknowledging writes while it did.
    expect(duringBackup).toBeGreaterThan(0);
    await stop(server);

    // The archive: mode 600 from its creation, everything of DATA_DIR but the live database and upload parts.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const manifest = await readArchive(archive);
    expect(manifest).toMatchObject({ format: 1, app: 'hangar', engine: testDialect });
    const names = manifest.entries.map((e) => e.path);
    expect(names).toContain(onPostgres ? 'database/hangar.pgdump' : 'database/hangar.db');
    expect(names).toContain('data/file-signing.key');
    expect(names).toContain(`data${url}`);
    expect(names.filter((n) => /\/\.tmp\/|^data\/hangar\.db/.test(n))).toEqual([]);
    const keptData = tree(dataDir);
    const keys = Object.keys(keptData).filter((rel) => rel.endsWith('.key'));
    expect(keys.length).toBeGreaterThan(0);

    // Wreck: the data directory is gone; on PostgreSQL, the database too (the restore goes into a new one).
    fs.rmSync(dataDir, { recursive: true, force: true });
    const restoredTo = { dir: dataDir, url: await newDatabase() };
    const restored = await cli(['restore', archive], restoredTo);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Checked [1-9]\d* sign-offs/);
    expect(restored.out).toContain('No problem found');

    // Every file of DATA_DIR is back with the same bytes (keys included), apart from what is not data.
    const back = tree(dataDir);
    for (const [rel, hash] of Object.entries(keptData)) {
      if (/^hangar\.db|^files\/\.tmp\//.test(rel)) continue;
      expect(back[rel], rel).toBe(hash);
    }
    for (const rel of keys) expect(fs.statSync(path.join(dataDir, rel)).mode & 0o777).toBe(0o600);

    server = await start(restoredTo);
    token = await signIn(server.base);
    const download = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The upload link issued before the loss still works: the restored server signs with the same key.
    expect((await upload(server.base, later.uploadUrl, laterBytes)).status).toBe(200);
    const laterDownload = await fetch(`${server.base}${later.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await laterDownload.arrayBuffer()).equals(laterBytes)).toBe(true);
    // A certificate of the demo's East Wing Aviation (10001, stored by seed-demo), read by its administrator.
    const cert = Object.keys(back).find((rel) => /^files\/cert\/plane\d+\/c10001\/.+\.pdf$/.test(rel));
    expect(cert).toBeDefined();
    const eastWing = await signIn(server.base, '13900000002', 'hangar-demo');
    const certAnswer = await fetch(`${server.base}/${cert}`, { headers: { authorization: `Bearer ${eastWing}` } });
    expect(certAnswer.status).toBe(200);
    expect(
      crypto
        .createHash('sha256')
        .update(Buffer.from(await certAnswer.arrayBuffer()))
        .digest('hex'),
    ).toBe(keptData[cert as string]);
    await stop(server);

    const db = openDatabase({ dataDir, databaseUrl: restoredTo.url || undefined });
    let present: Set<string>;
    try {
      const rows = await db.kysely.selectFrom('company').select('name').where('name', 'like', 'backup-w%').execute();
      present = new Set(rows.map((r) => r.name));
    } finally {
      await db.close();
    }
    expect(beforeBackup.filter((name) => !present.has(name))).toEqual([]);
    for (let w = 0; w < WRITERS; w++) {
      const mine = [...present].filter((name) => name.startsWith(`backup-w${w}-`));
      // A gap-free prefix: backup-wN-0 .. backup-wN-(k-1), nothing after a missing one.
      expect(mine.sort(), `writer ${w}`).toEqual(mine.map((_, i) => `backup-w${w}-${i}`).sort());
    }
    console.log(
      `backup round trip (${testDialect}): ${beforeBackup.length} writes acknowledged before the backup, ` +
        `${duringBackup} while it ran, ${present.size} restored`,
    );
  }, 90_000);

  it('refuses a damaged or altered archive, writing nothing', async () => {
    expect(uploaded).toBeDefined();
    // One byte changed in the compressed stream.
    const flipped = path.join(temp, 'flipped.tar.gz');
    const raw = fs.readFileSync(archive);
    raw[Math.floor(raw.length / 2)] ^= 0xff;
    fs.writeFileSync(flipped, raw);
    // A key replaced inside a well-formed archive, the manifest left as it was.
    const unpacked = path.join(temp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    fs.writeFileSync(path.join(unpacked, 'data/file-signing.key'), crypto.randomBytes(32).toString('hex'));
    const altered = path.join(temp, 'altered.tar.gz');
    await tar.c({ gzip: true, cwd: unpacked, file: altered }, fs.readdirSync(unpacked));
    // An entry that would land outside DATA_DIR, the manifest listing it with its true checksum.
    const escaping = path.join(temp, 'escaping.tar.gz');
    fs.copyFileSync(path.join(dataDir, 'file-signing.key'), path.join(unpacked, 'data/file-signing.key'));
    fs.writeFileSync(path.join(unpacked, 'evil'), 'x');
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    manifest.entries.push({
      path: 'data/../evil',
      size: 1,
      sha256: crypto.createHash('sha256').update('x').digest('hex'),
    });
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    await tar.c({ gzip: true, cwd: unpacked, file: escaping }, ['manifest.json', 'database', 'data', 'data/../evil']);

    for (const [file, reason] of [
      [flipped, /cannot be read/],
      [altered, /data\/file-signing\.key does not match its checksum/],
      [escaping, /unexpected entry name/],
    ] as const) {
      const target = { dir: path.join(temp, `target-${path.basename(file)}`), url: await newDatabase() };
      const run = await cli(['restore', file], target);
      expect(run.code, run.out).toBe(1);
      expect(run.out).toMatch(reason);
      expect(run.out).toContain('Nothing was restored');
      expect(fs.existsSync(target.dir)).toBe(false);
      if (onPostgres) {
        const db = openDatabase({ dataDir: target.dir, databaseUrl: target.url });
        try {
          const { rows } = await sql<{
            n: number;
          }>`select count(*) as n from pg_tables where schemaname = 'public'`.execute(db.kysely);
          expect(Number(rows[0].n)).toBe(0);
        } finally {
          await db.close();
        }
      }
    }
  });

  it('refuses a data directory that holds anything unless --force, which moves it aside', async () => {
    expect(uploaded).toBeDefined();
    const dir = path.join(temp, 'occupied');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'hangar.db'), 'an older database');
    // The archive kept inside the data directory: it moves aside with the rest, and is still read from there.
    const inside = path.join(dir, 'hangar.tar.gz');
    fs.copyFileSync(archive, inside);
    const target = { dir, url: await newDatabase() };
    occupied = target;
    const refused = await cli(['restore', inside], target);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('is not empty');
    expect(fs.readdirSync(dir).sort()).toEqual(['hangar.db', 'hangar.tar.gz']);

    const forced = await cli(['restore', inside, '--force'], target);
    expect(forced.code, forced.out).toBe(0);
    const aside = fs.readdirSync(temp).filter((name) => name.startsWith('occupied.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(temp, aside[0], 'hangar.db'), 'utf8')).toBe('an older database');
    expect(fs.existsSync(path.join(dir, 'file-signing.key'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'hangar.tar.gz'))).toBe(false);

    if (onPostgres) {
      // A database that holds tables is never restored into, --force or not.
      const again = await cli(['restore', archive, '--force'], target);
      expect(again.code, again.out).toBe(1);
      expect(again.out).toContain('holds tables');
    }
  });

  it('ends with verify-records: a restored record changed behind the application exits 1', async () => {
    // The data restored by --force above, with a signed record altered, backed up and restored again.
    const from = occupied;
    expect(from).toBeDefined();
    if (!from) return;
    const db = openDatabase({ dataDir: from.dir, databaseUrl: from.url || undefined });
    let id: number;
    try {
      const row = await db.kysely
        .selectFrom('maintain_task')
        .select('id')
        .where('closed', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      await db.kysely
        .updateTable('maintain_task')
        .set({ description: 'changed behind the application' })
        .where('id', '=', id)
        .execute();
    } finally {
      await db.close();
    }
    const second = path.join(temp, 'out', 'altered-record.tar.gz');
    expect((await cli(['backup', second], from)).code).toBe(0);
    const run = await cli(['restore', second], { dir: path.join(temp, 'third'), url: await newDatabase() });
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain(`record ${id}`);
  });
});
