import type { CreateTableBuilder, Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// The document libraries (model document §2.8, §3 "Document"): `model_document`, the models' libraries (a shared
// catalogue like maintain_item: every company reads them, company 10000 or the model's manager writes them), and
// `document`, the company-owned libraries (an aircraft's, module 10001, and the company's common one, 10100).
// Both have the same columns but `company_id`.
//
// A library's page reads one folder: (target, dict, parent) with folders first, then by name, so the index holds
// exactly that order (is_folder descending) and a page is an index range. `module` leads (the queries carry it)
// so that a count reads the index alone. A search lists the documents of a
// target and dict across folders (is_folder 0), by name: its own index.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);

  const body = (t: CreateTableBuilder<string, string>) => {
    t = c.int(t, 'module', notNull);
    t = c.int(t, 'dict', notNull);
    t = c.int(t, 'target', notNull);
    t = c.int(t, 'parent', zero);
    t = c.int(t, 'is_folder', zero);
    t = c.text(t, 'name', notNull);
    t = c.text(t, 'seri');
    t = c.int(t, 'type');
    t = c.text(t, 'version');
    t = c.dateTime(t, 'release_date');
    t = c.text(t, 'remarks');
    t = c.text(t, 'content');
    t = c.text(t, 'scope');
    t = c.bigint(t, 'size', zero);
    t = c.json(t, 'files');
    t = c.int(t, 'closed', zero);
    t = c.text(t, 'card');
    t = c.int(t, 'maintain_id');
    t = c.json(t, 'history');
    t = c.int(t, 'created_by', (x) => x.notNull().references('app_user.id'));
    t = c.dateTime(t, 'created_at', notNull);
    t = c.int(t, 'updated_by', (x) => x.references('app_user.id'));
    t = c.dateTime(t, 'updated_at');
    return t;
  };

  let t = db.schema.createTable('model_document');
  t = c.id(t);
  await body(t).addForeignKeyConstraint('model_document_target', ['target'], 'plane_model', ['id']).execute();
  await db.schema
    .createIndex('model_document_folder')
    .on('model_document')
    .columns(['module', 'target', 'dict', 'parent', 'is_folder desc', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('model_document_search')
    .on('model_document')
    .columns(['module', 'target', 'dict', 'is_folder', 'name', 'id'])
    .execute();

  t = db.schema.createTable('document');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  // An aircraft library's target as a foreign key (null in the common library): the aircraft's deletion
  // counts its documents by it, and a common library's target (a company id) is never taken for an aircraft.
  t = c.int(t, 'plane_id', (x) => x.references('plane_entity.id'));
  await body(t).execute();
  await db.schema
    .createIndex('document_folder')
    .on('document')
    .columns(['company_id', 'module', 'target', 'dict', 'parent', 'is_folder desc', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('document_search')
    .on('document')
    .columns(['company_id', 'module', 'target', 'dict', 'is_folder', 'name', 'id'])
    .execute();
  await db.schema.createIndex('document_plane').on('document').column('plane_id').execute();
}
