import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prehashPassword } from '@hangar/domain/password';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { ensureAdministrator, prepareDatabase } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import { sha256Hex } from '../platform/auth/tokens';
import { type Db, openPostgres, openSqlite } from '../platform/db/database';
import { memoryPublisher } from '../platform/realtime/publisher';
import type { ServerModule } from '../platform/registry';

// Test harness: a real app on a fresh real database per test file. SQLite in a temp directory by default;
// with HANGAR_TEST_DIALECT=postgres a fresh database on the server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.

export type Dialect = 'sqlite' | 'postgres';
export const testDialect: Dialect = process.env.HANGAR_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export const ADMIN_PHONE = '13800000000';
export const ADMIN_PASSWORD = 'admin-pass-1';

export async function freshDatabase(): Promise<{ db: Db; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-test-'));
  if (testDialect === 'sqlite') {
    const db = openSqlite(path.join(dataDir, 'hangar.db'));
    return { db, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hangar_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    dataDir,
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  db: Db;
  config: Config;
  publisher: ReturnType<typeof memoryPublisher>;
  /** A request through app.inject; `token` signs it as that session. */
  call(options: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token?: string;
  lang?: 'zh-CN' | 'en-US';
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The client's address (127.0.0.1 by default). */
  remoteAddress?: string;
}

export interface TestAppOptions {
  /** Receives the app's log lines (pino JSON) at level info; the app logs nothing otherwise. */
  logStream?: { write(line: string): void };
  /** Modules served instead of the application's (e.g. with a probe module added). */
  modules?: ServerModule[];
}

export async function startTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { db, dataDir, drop } = await freshDatabase();
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    webDir: undefined,
    timeZone: 'UTC',
    adminPhone: ADMIN_PHONE,
    adminPassword: ADMIN_PASSWORD,
    ...overrides,
  };
  await prepareDatabase(db, config);
  await ensureAdministrator(db.kysely, config);
  const publisher = memoryPublisher();
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
  const { app } = await buildApp(config, { db, publisher, logger, modules: options.modules });
  await app.ready();
  return {
    app,
    db,
    config,
    publisher,
    call: (o) => {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.lang) headers['accept-language'] = o.lang;
      const options: InjectOptions = { method: o.method ?? 'POST', url: o.url, headers, query: o.query };
      if (o.remoteAddress) options.remoteAddress = o.remoteAddress;
      if (o.body !== undefined) options.payload = o.body as InjectOptions['payload'];
      else if ((o.method ?? 'POST') === 'POST') options.payload = {};
      return app.inject(options);
    },
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/** Signs in through the real endpoint and returns the session token. */
export async function signIn(t: TestApp, phone: string, password: string): Promise<string> {
  const res = await t.call({ url: '/api/lg', body: { phone, pass: prehashPassword(password) } });
  const json = res.json();
  if (res.statusCode !== 200 || json.ret !== 0)
    throw new Error(`sign-in of ${phone} failed: ${res.statusCode} ${res.body}`);
  return json.body.token as string;
}

/**
 * A captcha fetched through the real endpoint whose stored answer is replaced by a known one (the image
 * cannot be read): `{ captcha, captchaId }` for a body that needs a solved captcha.
 */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha: string; captchaId: string }> {
  const res = await t.call({ method: 'GET', url: '/api/lg/Captcha' });
  const captchaId = res.headers['x-captcha-id'];
  if (typeof captchaId !== 'string') throw new Error(`no captcha id: ${res.statusCode}`);
  const captcha = 'abcd';
  await t.db.kysely
    .updateTable('captcha')
    .set({ answer_hash: sha256Hex(captcha) })
    .where('id', '=', captchaId)
    .execute();
  return { captcha, captchaId };
}
