import path from 'node:path';

// Environment → typed configuration, read once by every CLI command (start, migrate, seed-demo, backup).

export interface Config {
  port: number;
  host: string;
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
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
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
  };
}
