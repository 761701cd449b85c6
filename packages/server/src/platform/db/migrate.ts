import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectName } from './database';
import * as m0001 from './migrations/0001-platform';
import * as m0002 from './migrations/0002-oper-log-type-index';
import * as m0003 from './migrations/0003-registers';
import * as m0004 from './migrations/0004-maintenance';
import * as m0005 from './migrations/0005-invitations';
import * as m0008 from './migrations/0008-one-permission-scheme';
import * as m0009 from './migrations/0009-materials';
import * as m0010 from './migrations/0010-documents';
import * as m0011 from './migrations/0011-plane-cert';
import * as m0012 from './migrations/0012-plane-notice';
import * as m0013 from './migrations/0013-work-cards';
import * as m0014 from './migrations/0014-flight-log';
import * as m0015 from './migrations/0015-landings-forecast-components';
import * as m0016 from './migrations/0016-maintenance-records';
import * as m0017 from './migrations/0017-fleet-index-diet';
import * as m0018 from './migrations/0018-record-signatures';
import * as m0019 from './migrations/0019-cert-revisions';
import * as m0020 from './migrations/0020-bom-removal-counters';

// Forward-only, numbered migrations. Each takes the dialect so column types come from one helper.
type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

const all: Record<string, DialectMigration> = {
  '0001-platform': m0001,
  '0002-oper-log-type-index': m0002,
  '0003-registers': m0003,
  '0004-maintenance': m0004,
  '0005-invitations': m0005,
  '0008-one-permission-scheme': m0008,
  '0009-materials': m0009,
  '0010-documents': m0010,
  '0011-plane-cert': m0011,
  '0012-plane-notice': m0012,
  '0013-work-cards': m0013,
  '0014-flight-log': m0014,
  '0015-landings-forecast-components': m0015,
  '0016-maintenance-records': m0016,
  '0017-fleet-index-diet': m0017,
  '0018-record-signatures': m0018,
  '0019-cert-revisions': m0019,
  '0020-bom-removal-counters': m0020,
};

function provider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(all)) {
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
