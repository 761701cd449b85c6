import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as SqliteForKysely,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../../config';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** SQLite file path (absent on PostgreSQL). */
  file?: string;
  /** The raw SQLite handle, for backup and integrity checks. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

export function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'hangar.db');
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return openSqlite(sqliteFile(config));
}

export function openSqlite(file: string): Db {
  const sqlite = new SqliteDatabase(file);
  // The busy timeout first: a process opening the file while another writes (a cluster worker starting under
  // load) waits for the lock in the pragmas below instead of failing at once with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }) });
  return {
    kysely,
    dialect: 'sqlite',
    file,
    sqlite,
    close: () => kysely.destroy(),
  };
}

/**
 * Transactions take the write lock when they begin (`begin immediate`), not at their first write. With several
 * processes on one file (WORKERS > 1), a deferred transaction that read first could not take the lock once
 * another process had committed since its read (SQLITE_BUSY at once, the busy timeout does not apply): the
 * write would fail. An immediate one waits for the lock (busy_timeout) and then reads the latest data.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs more than running most of the
 * app's queries (measured in bench/: about a third of the database time of a request). Statements are
 * cached by their SQL text, which holds no values (they are bound parameters); the least recently used
 * go first. Nothing here streams (iterate), so one statement is never busy twice.
 */
export function cachingStatements(sqlite: SqliteDatabase.Database, size = 500): SqliteForKysely {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (stmt) {
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= size) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}

// Normalise what pg returns so that both dialects hand the same JS values to the code: counts and bigints as
// numbers, numeric as numbers, timestamps as the `YYYY-MM-DD HH:mm:ss` text SQLite stores.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case 20: // int8
      case 1700: // numeric
        return (value: string) => Number(value);
      case 1114: // timestamp without time zone
        return (value: string) => value.slice(0, 19);
      case 1082: // date
        return (value: string) => `${value} 00:00:00`;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // An idle connection ended by the server (restart, failover, a dropped test database) must not crash the
  // process: the pool discards that client and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection closed: ${err.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
