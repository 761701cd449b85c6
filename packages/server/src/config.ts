import os from 'node:os';
import path from 'node:path';

// Environment → typed configuration, read once by every CLI command (start, migrate, seed-demo, backup).
// WORKERS (start only): how many app processes serve the one port — a number, or `auto` for one per core
// (os.availableParallelism()); default 1, a single process. With more than one, the first process prepares the
// database (migrations, first administrator) and then runs that many workers through Node's cluster module
// (main.ts); they share the SQLite file (WAL) or each hold their own PostgreSQL pool.

export interface Config {
  port: number;
  host: string;
  /** App processes of `start` (WORKERS): 1 = one process, more = a cluster sharing the port (main.ts). */
  workers: number;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** Licence expiry (YYYY-MM-DD); when absent, one year from the first start, kept in the database. */
  licenceExpires: string | undefined;
  adminPhone: string | undefined;
  adminPassword: string | undefined;
  isMultiTenancy: boolean;
  /** Time zone in which "today" is taken for due dates and the licence. */
  timeZone: string;
  logLevel: string;
  /** Public origin of the app (https://hangar.example.com); decides Secure cookies and the /ws Origin check. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  /** The external document system linked from the Documents menu (platform spec §2); none when absent. */
  docsUrl: string | undefined;
  /** Directory of the built web app served at /; absent or missing means API only. */
  webDir: string | undefined;
  version: string;
  /** File storage (README "File storage"). */
  storage: StorageConfig;
}

export interface StorageConfig {
  /** `local`: files under DATA_DIR/files, served by this server; `s3`: any S3-compatible store. */
  driver: 'local' | 's3';
  /** Largest upload of the uses without a smaller rule of their own (documents, work cards, ...), in MB. */
  fileMaxMb: number;
  s3: {
    endpoint: string | undefined;
    region: string;
    bucketPrefix: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  /** Public origin that replaces the store's internal origin in the links handed to browsers. */
  publicFileHost: string | undefined;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value.toLowerCase() === 'auto') return os.availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`WORKERS must be a positive integer or auto, got "${value}"`);
  return n;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const licence = env.LICENCE_EXPIRES || undefined;
  if (licence !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(licence)) {
    throw new Error(`LICENCE_EXPIRES must be a date YYYY-MM-DD, got "${licence}"`);
  }
  const docsUrl = env.DOCS_URL || undefined;
  if (docsUrl !== undefined && !/^https?:\/\/\S+$/.test(docsUrl)) {
    throw new Error(`DOCS_URL must be an http(s) URL, got "${docsUrl}"`);
  }
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver !== 'local' && driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  const fileMaxMb = int('FILE_MAX_MB', env.FILE_MAX_MB, 200);
  if (fileMaxMb < 1) throw new Error(`FILE_MAX_MB must be at least 1, got "${env.FILE_MAX_MB}"`);
  const s3Endpoint = env.S3_ENDPOINT || undefined;
  const publicFileHost = env.PUBLIC_FILE_HOST || undefined;
  for (const [name, value] of [
    ['S3_ENDPOINT', s3Endpoint],
    ['PUBLIC_FILE_HOST', publicFileHost],
  ] as const) {
    if (value !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(value)) {
      throw new Error(`${name} must be an http(s) origin such as https://files.example.com, got "${value}"`);
    }
  }
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    workers: workerCount(env.WORKERS),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    licenceExpires: licence,
    adminPhone: env.HANGAR_ADMIN_PHONE || undefined,
    adminPassword: env.HANGAR_ADMIN_PASSWORD || undefined,
    isMultiTenancy: bool(env.MULTI_TENANCY, true),
    timeZone: env.TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: env.LOG_LEVEL || 'info',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: bool(env.TRUST_PROXY, false),
    docsUrl,
    webDir: env.WEB_DIR === undefined ? path.join(repoRoot, 'packages/web/dist') : env.WEB_DIR || undefined,
    version: env.npm_package_version || '0.1.0',
    storage: {
      driver,
      fileMaxMb,
      s3: {
        endpoint: s3Endpoint?.replace(/\/$/, ''),
        region: env.S3_REGION || 'us-east-1',
        bucketPrefix: env.S3_BUCKET_PREFIX || 'hangar-',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
      },
      publicFileHost: publicFileHost?.replace(/\/$/, ''),
    },
  };
}
