import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Memberships become invitations that the invited user accepts. `employ` gains
// `status` (0 pending, 1 active, 2 declined; every existing membership is active), `invite_phone` (the phone the
// administrator typed) and `invited_by` (the inviting user), and `user_id` may be null: an invitation to a
// phone without an account is held by the phone until someone registers with it.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('employ')
      .alterColumn('user_id', (col) => col.dropNotNull())
      .execute();
    await db.schema
      .alterTable('employ')
      .addColumn('status', 'integer', (x) => x.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('employ').addColumn('invite_phone', 'text').execute();
    await db.schema.alterTable('employ').addColumn('invited_by', 'integer').execute();
  } else {
    await rebuildSqliteEmploy(db);
  }
  // One invitation per phone and company while no account holds it.
  await db.schema
    .createIndex('employ_company_invite_phone')
    .unique()
    .on('employ')
    .columns(['company_id', 'invite_phone'])
    .where(sql.ref('user_id'), 'is', null)
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL constraint: the table is rebuilt as its documentation prescribes ("Making
 * Other Kinds Of Table Schema Changes"): foreign keys off (outside any transaction; Kysely runs SQLite
 * migrations without one), then in one transaction: create the new table, copy every row with its id, drop the
 * old one, rename, recreate the indexes, check the foreign keys; then foreign keys on again. `employ_role`
 * keeps referring to `employ` by name, so its rows and their cascade stay as they were. The id sequence
 * continues where it was, so that an id of a removed membership (named by operation-log rows) is never
 * given to another.
 */
async function rebuildSqliteEmploy(db: Kysely<unknown>): Promise<void> {
  const c = columns('sqlite');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'employ'`.execute(db);
      let t = db.schema.createTable('employ_new');
      t = c.id(t);
      t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
      t = c.int(t, 'user_id', (x) => x.references('app_user.id'));
      t = c.int(t, 'department', (x) => x.references('department.id'));
      t = c.text(t, 'real_name');
      t = c.int(t, 'is_admin', (x) => x.notNull().defaultTo(0));
      t = c.int(t, 'locked', (x) => x.notNull().defaultTo(0));
      t = c.dateTime(t, 'created_at', (x) => x.notNull());
      t = c.int(t, 'status', (x) => x.notNull().defaultTo(1));
      t = c.text(t, 'invite_phone');
      t = c.int(t, 'invited_by');
      await t.execute();
      await sql`insert into employ_new (id, company_id, user_id, department, real_name, is_admin, locked, created_at, status)
        select id, company_id, user_id, department, real_name, is_admin, locked, created_at, 1 from employ`.execute(db);
      await sql`drop table employ`.execute(db);
      await sql`alter table employ_new rename to employ`.execute(db);
      const before = seq.rows[0]?.seq;
      if (before !== undefined) {
        await sql`update sqlite_sequence set seq = max(seq, ${before}) where name = 'employ'`.execute(db);
        await sql`insert into sqlite_sequence (name, seq) select 'employ', ${before}
          where not exists (select 1 from sqlite_sequence where name = 'employ')`.execute(db);
      }
      await db.schema
        .createIndex('employ_company_user')
        .unique()
        .on('employ')
        .columns(['company_id', 'user_id'])
        .execute();
      await db.schema.createIndex('employ_user').on('employ').column('user_id').execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`employ rebuild broke foreign keys: ${JSON.stringify(broken.rows)}`);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
