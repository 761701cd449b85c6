import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Config } from '../config';
import { type Db, openDatabase } from '../platform/db/database';
import { failed, reportLines, verifyAllRecords } from './verify-records';

// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (README "Backup and restore").
//
// A backup is one gzipped tar, created with mode 600, holding:
//   manifest.json            format, app version, database engine, storage driver, time, and the size and SHA-256
//                            of every entry
//   database/hangar.db       SQLite: a consistent snapshot taken by SQLite's online backup API (the server may run)
//   database/hangar.pgdump   PostgreSQL: `pg_dump --format=custom` of DATABASE_URL (one consistent snapshot)
//   data/<path>              every other file under DATA_DIR: the uploaded files, every key, the chain checkpoints,
//                            anything else there; not the live SQLite files nor unfinished uploads (files/.tmp)
// The order of capture makes the archive consistent with itself: first the small files outside files/ (keys,
// checkpoint logs; copied, since a log may grow meanwhile), then the database, then the uploaded files (which
// never change once stored, so they are hard-linked). Provided a checkpoint is appended after its commit (and a
// file is stored before a record can point at it), every checkpoint in the archive is in its database, and every
// file its database refers to is in the archive.
//
// A restore reads the archive twice: first only to check it (manifest, paths, every size and checksum), writing
// nothing; then to extract it into a staging folder inside DATA_DIR (checked again), from which the entries are
// moved into place. It refuses a DATA_DIR that holds anything unless --force, which moves the old content aside to
// DATA_DIR.before-restore-<time> (nothing is deleted); on PostgreSQL it refuses a database that holds tables,
// always. It restores the exact state (the next start migrates) and ends with verify-records.

export const ARCHIVE_FORMAT = 1;
const MANIFEST = 'manifest.json';
const SQLITE_ENTRY = 'database/hangar.db';
const PG_ENTRY = 'database/hangar.pgdump';
const DATA_PREFIX = 'data/';
/** The live SQLite files: replaced in the archive by the snapshot. */
const LIVE_SQLITE = new Set(['hangar.db', 'hangar.db-wal', 'hangar.db-shm', 'hangar.db-journal']);
/** Unfinished uploads (platform/storage/local.ts). */
const UPLOAD_PARTS = 'files/.tmp';
/** The staging folders of a backup or restore running in DATA_DIR. */
const STAGING = /^\.(backup|restore)-[0-9a-f]+$/;

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  app: 'hangar';
  version: string;
  engine: 'sqlite' | 'postgres';
  /** Where the uploaded files were: `local` (in the archive, under data/files) or `s3` (not in it). */
  storage: 'local' | 's3';
  createdAt: string;
  entries: ManifestEntry[];
}

type Engine = Manifest['engine'];
const engineOf = (config: Pick<Config, 'databaseUrl'>): Engine => (config.databaseUrl ? 'postgres' : 'sqlite');

// ---------------------------------------------------------------- backup

export async function backupCommand(config: Config, db: Db, args: string[]): Promise<void> {
  const target = args.find((a) => !a.startsWith('--'));
  if (!target) throw new Error('Usage: npm run backup -- <file.tar.gz>');
  const { file, manifest } = await backup(config, db, target);
  const bytes = manifest.entries.reduce((sum, e) => sum + e.size, 0);
  console.log(
    [
      `Backup written to ${file} (mode 600): the ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database ` +
        `and ${manifest.entries.length - 1} files of ${config.dataDir}, ${bytes} bytes before compression.`,
      config.storage.driver === 's3'
        ? 'Uploaded files live in the S3 store (STORAGE_DRIVER=s3): back its buckets up separately.'
        : undefined,
      `To restore: npm run restore -- ${file}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

export async function backup(config: Config, db: Db, target: string): Promise<{ file: string; manifest: Manifest }> {
  const file = path.resolve(target);
  const dataDir = config.dataDir;
  if (fs.existsSync(file)) throw new Error(`${file} exists already: choose a new file name`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });
  // The staging folder is inside DATA_DIR so that the uploaded files can be hard-linked, not copied.
  const staging = path.join(dataDir, `.backup-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const files = dataFiles(dataDir, file);
    const stage = (rel: string) => {
      const to = path.join(staging, DATA_PREFIX, rel);
      fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
      return to;
    };
    // 1. Keys, checkpoint logs and anything else outside files/: copied, before the database.
    for (const rel of files.filter((f) => !f.startsWith('files/'))) {
      unlessGone(() => fs.copyFileSync(path.join(dataDir, rel), stage(rel), fs.constants.COPYFILE_EXCL));
    }
    // 2. The database.
    fs.mkdirSync(path.join(staging, 'database'), { mode: 0o700 });
    if (db.dialect === 'sqlite') {
      if (!db.sqlite) throw new Error('no SQLite handle');
      // All pages in one step, so in one read transaction: a write by the server between steps would restart
      // the copy (and, under a steady load, again and again). WAL lets the server keep writing meanwhile.
      await db.sqlite.backup(path.join(staging, SQLITE_ENTRY), { progress: () => 0x7fffffff });
    } else {
      if (!config.databaseUrl) throw new Error('no DATABASE_URL');
      await pgDump(config.databaseUrl, path.join(staging, PG_ENTRY));
    }
    // 3. The uploaded files, listed again now: those stored meanwhile belong to records the snapshot may hold.
    for (const rel of dataFiles(dataDir, file).filter((f) => f.startsWith('files/'))) {
      unlessGone(() => {
        try {
          fs.linkSync(path.join(dataDir, rel), stage(rel));
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw err;
          fs.copyFileSync(path.join(dataDir, rel), stage(rel), fs.constants.COPYFILE_EXCL);
        }
      });
    }
    const entries: ManifestEntry[] = [];
    for (const rel of walk(staging)) {
      const full = path.join(staging, rel);
      entries.push({ path: rel, size: fs.statSync(full).size, sha256: await sha256File(full) });
    }
    entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      app: 'hangar',
      version: config.version,
      engine: engineOf(config),
      storage: config.storage.driver,
      createdAt: new Date().toISOString(),
      entries,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // Created with mode 600 from the start (it holds password hashes, sessions and the keys), never replacing a file.
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(
        tar.c({ gzip: true, cwd: staging, portable: true, strict: true }, [MANIFEST, ...entries.map((e) => e.path)]),
        out,
      );
      const handle = fs.openSync(file, 'r');
      fs.fsyncSync(handle);
      fs.closeSync(handle);
    } catch (err) {
      fs.rmSync(file, { force: true });
      throw err;
    }
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Every regular file under DATA_DIR that is data, relative with `/`; anything but files and folders is refused. */
function dataFiles(dataDir: string, archive: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dataDir, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dataDir, name);
      if (!rel && (LIVE_SQLITE.has(name) || STAGING.test(name))) continue;
      if (name === UPLOAD_PARTS || full === archive || full.startsWith(`${archive}.`)) continue;
      if (entry.isDirectory()) visit(name);
      else if (entry.isFile()) out.push(name);
      else throw new Error(`${full} is neither a file nor a folder: a backup takes only those`);
    }
  };
  visit('');
  return out;
}

/** A file removed between the listing and its copy was not there to back up: skipped. */
function unlessGone(copy: () => void) {
  try {
    copy();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Every file under a folder, relative with `/`. */
function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(dir, name) : [name];
  });
}

async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

// ---------------------------------------------------------------- PostgreSQL tools

/** pg_dump / pg_restore: on PATH, else the newest under /usr/lib/postgresql/<version>/bin (Debian, Ubuntu). */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin', name);
  throw new Error(
    `${name} not found (neither on PATH nor under ${root}): install the PostgreSQL client tools of your server's ` +
      'version (Debian/Ubuntu: apt-get install postgresql-client) and try again.',
  );
}

/** Runs a PostgreSQL tool with the connection's password in the environment, not on the command line. */
function runPg(name: 'pg_dump' | 'pg_restore', databaseUrl: string, args: (url: string) => string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  const tool = pgTool(name);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args(url.toString()), { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit code ${code}):\n${err.trim()}`)),
    );
  });
}

const pgDump = (databaseUrl: string, file: string) =>
  runPg('pg_dump', databaseUrl, (url) => ['--format=custom', `--file=${file}`, `--dbname=${url}`]);

const pgRestore = (databaseUrl: string, file: string) =>
  runPg('pg_restore', databaseUrl, (url) => [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);

// ---------------------------------------------------------------- restore

export interface RestoreOptions {
  force: boolean;
}

/** `npm run restore -- FILE [--force]`: restores, then prints verify-records' report; exit code 1 on a problem. */
export async function restoreCommand(config: Config, args: string[]): Promise<void> {
  const archive = args.find((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force');
  if (!archive || unknown.length > 0) throw new Error('Usage: npm run restore -- <file.tar.gz> [--force]');
  const { manifest, movedAside } = await restore(config, archive, { force: args.includes('--force') });
  console.log(
    [
      `Restored ${manifest.entries.length} entries of the backup of ${manifest.createdAt} (Hangar ${manifest.version}, ` +
        `${manifest.engine}) into ${config.dataDir}${manifest.engine === 'postgres' ? ' and DATABASE_URL' : ''}.`,
      movedAside ? `The previous content of DATA_DIR was moved to ${movedAside}.` : undefined,
      manifest.storage === 's3' ? 'The uploaded files were in an S3 store: they are not in this backup.' : undefined,
      'Checking the signed records (verify-records):',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const db = openDatabase(config);
  try {
    const report = await verifyAllRecords(db.kysely, { dataDir: config.dataDir }).catch((err: unknown) => {
      throw new Error(
        `verify-records could not run (${err instanceof Error ? err.message : err}); the backup may be of another ` +
          'version: start the server once (it migrates), then run npm run verify-records.',
      );
    });
    console.log(reportLines(report).join('\n'));
    if (failed(report)) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

export async function restore(
  config: Config,
  archiveFile: string,
  options: RestoreOptions,
): Promise<{ manifest: Manifest; movedAside: string | undefined }> {
  const archive = path.resolve(archiveFile);
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new Error(`${archive}: no such file`);
  // 1. The archive, checked whole before anything is written.
  const manifest = await readArchive(archive);
  const engine = engineOf(config);
  if (manifest.engine !== engine) {
    throw new Error(
      `This is a backup of a ${manifest.engine} database, and this configuration uses ${engine} ` +
        `(DATABASE_URL ${config.databaseUrl ? 'set' : 'unset'}): restore it with the same engine.`,
    );
  }
  // 2. The target: an empty DATA_DIR (or --force), an empty PostgreSQL database.
  const dataDir = config.dataDir;
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (present.length > 0 && !options.force) {
    throw new Error(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', ...' : ''}): stop the ` +
        'server and restore into an empty DATA_DIR, or add --force to move its content aside first.',
    );
  }
  if (config.databaseUrl) await ensureEmptyPostgres(config);
  let movedAside: string | undefined;
  let source = archive;
  if (present.length > 0) {
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    try {
      fs.renameSync(dataDir, movedAside);
    } catch (err) {
      throw new Error(
        `${dataDir} could not be moved aside to ${movedAside} (${(err as Error).message}): move its content ` +
          'elsewhere yourself and restore into the empty folder. Nothing was restored.',
      );
    }
    // An archive kept inside DATA_DIR moved with it.
    if (archive.startsWith(`${dataDir}${path.sep}`)) source = path.join(movedAside, path.relative(dataDir, archive));
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // 3. Extracted (and checked again) into a staging folder inside DATA_DIR, then moved into place.
  const staging = path.join(dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    await readArchive(source, staging).catch((err: Error) => {
      // Read once already without a fault: the archive changed meanwhile, or the disk is full.
      if (movedAside) err.message += ` The previous content of DATA_DIR is in ${movedAside}.`;
      throw err;
    });
    if (manifest.engine === 'postgres' && config.databaseUrl) {
      await pgRestore(config.databaseUrl, path.join(staging, PG_ENTRY));
    } else {
      fs.renameSync(path.join(staging, SQLITE_ENTRY), path.join(dataDir, 'hangar.db'));
    }
    const data = path.join(staging, DATA_PREFIX);
    for (const name of fs.existsSync(data) ? fs.readdirSync(data) : []) {
      fs.renameSync(path.join(data, name), path.join(dataDir, name));
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return { manifest, movedAside };
}

async function ensureEmptyPostgres(config: Config): Promise<void> {
  const db = openDatabase(config);
  try {
    // Kysely's introspection lists the tables of every schema but PostgreSQL's own.
    const tables = await db.kysely.introspection.getTables();
    if (tables.length > 0) {
      throw new Error(
        'The database of DATABASE_URL holds tables: restore into a new, empty database (createdb, then point ' +
          'DATABASE_URL at it). A restore never drops a database, not even with --force.',
      );
    }
  } finally {
    await db.close();
  }
}

/**
 * Reads an archive and checks it against its manifest: known format, safe entry names, only regular files, every
 * entry listed once with its size and SHA-256, nothing missing. With `into`, also writes each entry there (mode 600,
 * folders 700); without, writes nothing. Throws on the first thing that does not match.
 */
export async function readArchive(archive: string, into?: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  let failure: Error | undefined;
  let writeError: Error | undefined;
  const fail = (message: string) => {
    failure ??= new Error(`${archive} is not a valid Hangar backup: ${message}. Nothing was restored.`);
  };
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry(entry) {
        const name = entry.path;
        if (entry.type === 'Directory') return;
        if (entry.type !== 'File' && entry.type !== 'OldFile') return fail(`${name} is a ${entry.type}, not a file`);
        if (!isSafeName(name)) return fail(`unexpected entry name ${JSON.stringify(name)}`);
        if (seen.has(name) || (name === MANIFEST && manifestText !== undefined)) return fail(`${name} appears twice`);
        const hash = crypto.createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        let fd: number | undefined;
        // A write that fails (a full disk) ends the writing; the error is thrown once the archive is read.
        const writing = (io: () => void) => {
          try {
            io();
          } catch (err) {
            writeError ??= err as Error;
            if (fd !== undefined) fs.closeSync(fd);
            fd = undefined;
          }
        };
        if (into && name !== MANIFEST && !writeError) {
          const to = path.join(into, name);
          writing(() => {
            fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
            fd = fs.openSync(to, 'wx', 0o600);
          });
        }
        entry.on('data', (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
          if (name === MANIFEST) chunks.push(chunk);
          const open = fd;
          if (open !== undefined) writing(() => fs.writeSync(open, chunk));
        });
        entry.on('end', () => {
          const open = fd;
          if (open !== undefined) writing(() => fs.fsyncSync(open));
          if (fd !== undefined) fs.closeSync(fd);
          fd = undefined;
          if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
          else seen.set(name, { size, sha256: hash.digest('hex') });
        });
      },
    });
  } catch (err) {
    fail(`it cannot be read (${err instanceof Error ? err.message : err})`);
  }
  if (failure) throw failure;
  if (writeError) throw writeError;
  if (manifestText === undefined) fail('it has no manifest.json');
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(manifestText ?? '') as Manifest;
  } catch {
    fail('its manifest.json is not JSON');
  }
  if (manifest) {
    if (manifest.app !== 'hangar' || manifest.format !== ARCHIVE_FORMAT) {
      fail(`unknown format ${JSON.stringify(manifest.format)} (this version reads ${ARCHIVE_FORMAT})`);
    } else if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') {
      fail(`unknown database engine ${JSON.stringify(manifest.engine)}`);
    } else if (!Array.isArray(manifest.entries)) {
      fail('its manifest lists no entries');
    } else {
      const database = manifest.engine === 'sqlite' ? SQLITE_ENTRY : PG_ENTRY;
      if (!seen.has(database)) fail(`it holds no ${database}`);
      const listed = new Set<string>();
      for (const e of manifest.entries as (ManifestEntry | null)[]) {
        if (typeof e?.path !== 'string') {
          fail('its manifest lists an entry without a path');
          break;
        }
        listed.add(e.path);
        const got = seen.get(e.path);
        if (!got) fail(`${e.path} is listed in the manifest but missing`);
        else if (got.size !== e.size || got.sha256 !== e.sha256) fail(`${e.path} does not match its checksum`);
      }
      for (const name of seen.keys()) if (!listed.has(name)) fail(`${name} is not listed in the manifest`);
    }
  }
  if (failure) throw failure;
  return manifest as Manifest;
}

/** manifest.json, the database entry, or data/<relative path> without empty, `.` or `..` segments. */
function isSafeName(name: string): boolean {
  if (name === MANIFEST || name === SQLITE_ENTRY || name === PG_ENTRY) return true;
  if (!name.startsWith(DATA_PREFIX) || name.includes('\\') || name.includes('\0')) return false;
  const parts = name.slice(DATA_PREFIX.length).split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return false;
  // Nothing that would land on the database or on a staging folder of DATA_DIR.
  return !LIVE_SQLITE.has(parts[0]) && !STAGING.test(parts[0]);
}
