import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectName } from './database';

// Forward-only, numbered migrations, discovered from `migrations/`: a file `NNNN-name.ts` (or `.js` once
// compiled) exporting `up(db, dialect)`, so that column types come from one helper. Adding a migration is adding
// its file; `migrate.test.ts` refuses a name out of pattern and two files sharing a number.
type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** A migration's file name: four digits, a dash, a lower-case name; tests and other files are not migrations. */
export const MIGRATION_FILE = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:ts|js)$/;

/** The migration files' names without extension, in the order they apply. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .map((file) => file.replace(/\.(?:ts|js)$/, ''));
  return [...new Set(names)].sort();
}

let loaded: Promise<Record<string, DialectMigration>> | undefined;

function allMigrations(): Promise<Record<string, DialectMigration>> {
  loaded ??= (async () => {
    const out: Record<string, DialectMigration> = {};
    for (const name of migrationNames()) {
      const file = fs.existsSync(path.join(MIGRATIONS_DIR, `${name}.ts`)) ? `${name}.ts` : `${name}.js`;
      const m = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Partial<DialectMigration>;
      if (typeof m.up !== 'function') throw new Error(`migration ${name} exports no up()`);
      out[name] = m as DialectMigration;
    }
    return out;
  })();
  return loaded;
}

function provider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(await allMigrations())) {
        out[name] = { up: (db) => m.up(db, dialect) };
      }
      return out;
    },
  };
}

/** Brings the schema up to date; returns the names of the migrations applied now. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: provider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to the named migration (tests of a migration fill the tables it starts from). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: provider(db.dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
