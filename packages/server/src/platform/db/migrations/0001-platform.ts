import type { Kysely } from 'kysely';
import { columns, startIdsAt } from '../columns';
import type { DialectName } from '../database';

// Platform tables: configuration, companies, users, projects, departments, roles and grants,
// memberships, sessions, sign-in throttling, captchas and the operation log.

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  const notNull = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull();

  await db.schema
    .createTable('platform_config')
    .addColumn('key', 'text', (x) => x.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  let t = db.schema.createTable('company');
  t = c.id(t);
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'system_name', notNull);
  t = c.text(t, 'short_name');
  t = c.text(t, 'addr');
  t = c.json(t, 'logo');
  t = c.json(t, 'background');
  t = c.int(t, 'valid', (x) => x.notNull().defaultTo(1));
  t = c.int(t, 'type', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'admin');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  // Company 10000 is the manufacturer side; every other company gets an id above it.
  await startIdsAt(db, dialect, 'company', 10001);

  t = db.schema.createTable('app_user');
  t = c.id(t);
  t = c.text(t, 'phone', (x) => x.notNull().unique());
  t = c.text(t, 'account', notNull);
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'real_name');
  t = c.int(t, 'sex');
  t = c.text(t, 'birthday');
  t = c.int(t, 'is_pilot', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'is_repairman', (x) => x.notNull().defaultTo(0));
  t = c.json(t, 'avatar');
  t = c.text(t, 'introduction');
  t = c.json(t, 'setting');
  t = c.text(t, 'pass_hash', notNull);
  t = c.int(t, 'is_platform_admin', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'default_company');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();

  t = db.schema.createTable('project');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.text(t, 'name', notNull);
  await t.execute();

  t = db.schema.createTable('department');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'parent', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'sorter', (x) => x.notNull().defaultTo(0));
  await t.execute();
  await db.schema.createIndex('department_company').on('department').columns(['company_id', 'parent']).execute();

  t = db.schema.createTable('role');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'remark');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema.createIndex('role_company_name').unique().on('role').columns(['company_id', 'name']).execute();

  t = db.schema.createTable('role_grant');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'role_id', (x) => x.notNull().references('role.id').onDelete('cascade'));
  t = c.int(t, 'project_id', (x) => x.notNull().references('project.id'));
  t = c.text(t, 'view', notNull);
  t = c.json(t, 'functions', notNull);
  await t.execute();
  await db.schema
    .createIndex('role_grant_unique')
    .unique()
    .on('role_grant')
    .columns(['role_id', 'project_id', 'view'])
    .execute();

  t = db.schema.createTable('employ');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'user_id', (x) => x.notNull().references('app_user.id'));
  t = c.int(t, 'department', (x) => x.references('department.id'));
  t = c.text(t, 'real_name');
  t = c.int(t, 'is_admin', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'locked', (x) => x.notNull().defaultTo(0));
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema.createIndex('employ_company_user').unique().on('employ').columns(['company_id', 'user_id']).execute();
  await db.schema.createIndex('employ_user').on('employ').column('user_id').execute();

  t = db.schema.createTable('employ_role');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'employ_id', (x) => x.notNull().references('employ.id').onDelete('cascade'));
  t = c.int(t, 'role_id', (x) => x.notNull().references('role.id'));
  await t.execute();
  await db.schema
    .createIndex('employ_role_unique')
    .unique()
    .on('employ_role')
    .columns(['employ_id', 'role_id'])
    .execute();

  t = db.schema.createTable('session');
  t = c.id(t);
  t = c.text(t, 'token_hash', (x) => x.notNull().unique());
  t = c.int(t, 'user_id', (x) => x.notNull().references('app_user.id'));
  t = c.int(t, 'company_id');
  t = c.int(t, 'project_id');
  t = c.bigint(t, 'created_at', notNull);
  t = c.bigint(t, 'last_seen_at', notNull);
  t = c.bigint(t, 'expires_at', notNull);
  t = c.int(t, 'revoked', (x) => x.notNull().defaultTo(0));
  await t.execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();

  t = db.schema.createTable('login_failure');
  t = c.id(t);
  t = c.text(t, 'phone', notNull);
  t = c.bigint(t, 'at', notNull);
  await t.execute();
  await db.schema.createIndex('login_failure_phone').on('login_failure').columns(['phone', 'at']).execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (x) => x.primaryKey())
    .addColumn('answer_hash', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .execute();

  t = db.schema.createTable('oper_log');
  t = c.id(t);
  t = c.int(t, 'company_id');
  t = c.int(t, 'target_type', notNull);
  t = c.int(t, 'target_id', notNull);
  t = c.int(t, 'user_id');
  t = c.text(t, 'job', notNull);
  t = c.text(t, 'oper_content', notNull);
  t = c.dateTime(t, 'oper_time', notNull);
  await t.execute();
  await db.schema
    .createIndex('oper_log_target')
    .on('oper_log')
    .columns(['company_id', 'target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('oper_log_company').on('oper_log').columns(['company_id', 'id']).execute();
}
