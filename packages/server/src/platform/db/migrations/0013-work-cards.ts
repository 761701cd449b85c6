import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Work cards (model document §3 "WorkCard", "WorkCardMat", "WorkCardDoc") and notices to people (§3
// "UserToDo"). `work_card` belongs to a model of the shared catalogue (company 10000 or the model's manager
// writes it), with its material lines and file versions; a model's tab lists one category by number, so the
// index is (model, category, seri). `user_todo` is owned by the noticed company: the badge reads the open ones
// of (company, user), a bulletin's dialog reads its rows by (target_id).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);

  let t = db.schema.createTable('work_card');
  t = c.id(t);
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  t = c.int(t, 'category', notNull);
  t = c.text(t, 'seri', notNull);
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'version', notNull);
  t = c.int(t, 'type', notNull);
  t = c.text(t, 'remarks');
  t = c.dateTime(t, 'release_date');
  t = c.text(t, 'according');
  t = c.text(t, 'according_page');
  t = c.int(t, 'according_id', (x) => x.references('model_document.id'));
  t = c.int(t, 'maintain_id', (x) => x.references('maintain_item.id'));
  t = c.json(t, 'relational');
  t = c.json(t, 'files');
  t = c.int(t, 'closed', zero);
  t = c.text(t, 'cur_seri');
  t = c.text(t, 'cur_version');
  t = c.dateTime(t, 'cur_release_date');
  t = c.json(t, 'cur_files');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at');
  t = c.int(t, 'updated_by');
  t = c.dateTime(t, 'updated_at');
  await t.execute();
  await db.schema.createIndex('work_card_model').on('work_card').columns(['model_id', 'category', 'seri']).execute();

  t = db.schema.createTable('work_card_mat');
  t = c.id(t);
  t = c.int(t, 'card', (x) => x.notNull().references('work_card.id'));
  t = c.int(t, 'material');
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'model');
  t = c.text(t, 'measure_unit');
  t = c.text(t, 'descript');
  t = c.text(t, 'brand');
  t = c.decimal(t, 'quantity', zero);
  t = c.text(t, 'comments');
  t = c.json(t, 'purchase');
  await t.execute();
  await db.schema.createIndex('work_card_mat_card').on('work_card_mat').columns(['card', 'id']).execute();

  t = db.schema.createTable('work_card_doc');
  t = c.id(t);
  t = c.int(t, 'card', (x) => x.notNull().references('work_card.id'));
  t = c.text(t, 'seri');
  t = c.text(t, 'version', notNull);
  t = c.dateTime(t, 'release_date', notNull);
  t = c.int(t, 'pages', zero);
  t = c.text(t, 'remarks');
  t = c.json(t, 'files');
  t = c.int(t, 'active', zero);
  await t.execute();
  await db.schema.createIndex('work_card_doc_card').on('work_card_doc').columns(['card', 'id']).execute();

  t = db.schema.createTable('user_todo');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'notice_user', (x) => x.references('app_user.id'));
  t = c.dateTime(t, 'notice_time', notNull);
  t = c.int(t, 'target_table', notNull);
  t = c.int(t, 'target_type', notNull);
  t = c.int(t, 'target_category', notNull);
  t = c.int(t, 'target_id', (x) => x.notNull().references('work_card.id'));
  t = c.text(t, 'content');
  t = c.int(t, 'target_state');
  t = c.int(t, 'oper_type');
  t = c.int(t, 'notice_only');
  t = c.int(t, 'state', zero);
  t = c.int(t, 'record', zero);
  t = c.int(t, 'received_by');
  t = c.dateTime(t, 'received_time');
  t = c.int(t, 'sender_user');
  t = c.int(t, 'sender_company');
  await t.execute();
  await db.schema
    .createIndex('user_todo_user')
    .on('user_todo')
    .columns(['company_id', 'notice_user', 'state'])
    .execute();
  await db.schema.createIndex('user_todo_target').on('user_todo').columns(['target_id', 'company_id']).execute();
}
