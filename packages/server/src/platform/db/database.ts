import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kysely,
    dialect: 'sqlite',
    file,
    sqlite,
    close: () => kysely.destroy(),
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
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
