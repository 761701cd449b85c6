import { type Entity, type Fields, type FormKind, fieldList, labelOf } from '@hangar/domain/entity';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { FormField } from './ListPage';
import type { SearchField, SearchFieldType } from './SearchBar';

// The list kit's pieces made from an entity declaration (@hangar/domain/entity): search-bar fields, table
// columns and form fields, each labelled from the declared key and checked by the declared input schema
// (components/contract-rules.ts turns it into antd rules). A screen names which fields it shows, in its order,
// and adds only what a declaration cannot know (pickers' options, custom cells).

type AnyEntity = Pick<Entity<Fields>, 'labels' | 'fields'>;
type Name<E extends AnyEntity> = Extract<keyof E['fields'], string>;

const searchTypes: Record<string, SearchFieldType> = {
  id: 'number',
  text: 'text',
  number: 'number',
  date: 'date',
  enum: 'enum',
  bool: 'enum',
};

/**
 * Search-bar fields of the named fields (or of every filterable one, in declaration order). `extra` adds what
 * the screen knows (a picker's options: `{ model: { type: 'enum', options } }`).
 */
export function searchFieldsOf<E extends AnyEntity>(
  entity: E,
  t: TFunction,
  names?: readonly Name<E>[],
  extra: Partial<Record<Name<E>, Partial<SearchField>>> = {},
): SearchField[] {
  const list = names ?? fieldList(entity).map((f) => f.name as Name<E>);
  return list
    .map((name) => ({ name, decl: entity.fields[name] }))
    .filter(({ decl }) => decl.kind !== 'json' && decl.filter !== false)
    .map(({ name, decl }) => ({
      name,
      title: t(labelOf(entity, name)),
      type: searchTypes[decl.kind],
      ...extra[name],
    }));
}

/**
 * Table columns of the named fields: label, dataIndex, a server sort where the field sorts. `extra` adds what
 * the screen knows (a cell's render, `sorter: false` where the screen offers no sort).
 */
export function columnsOf<Row, E extends AnyEntity = AnyEntity>(
  entity: E,
  t: TFunction,
  names: readonly Name<E>[],
  extra: Partial<Record<Name<E>, Partial<ColumnType<Row>>>> = {},
): ColumnsType<Row> {
  return names.map((name) => {
    const decl = entity.fields[name];
    return {
      title: t(labelOf(entity, name)),
      dataIndex: name,
      key: name,
      ...(decl.kind !== 'json' && decl.sort !== false ? { sorter: true } : {}),
      ...extra[name],
    };
  });
}

const formKinds: Record<string, FormKind> = {
  id: 'select',
  text: 'text',
  number: 'number',
  date: 'date',
  enum: 'select',
  bool: 'select',
  json: 'custom',
};

/**
 * Form fields of the named input fields: label, editor, the required message and the input schema (its limits
 * and messages become the form's rules and counters). `extra` adds what the screen knows (options, wide).
 */
export function formFieldsOf<E extends AnyEntity>(
  entity: E,
  t: TFunction,
  names: readonly Name<E>[],
  extra: Partial<Record<Name<E>, Partial<FormField>>> = {},
): FormField[] {
  return names.map((name) => {
    const decl = entity.fields[name];
    return {
      name,
      label: t(labelOf(entity, name)),
      kind: decl.form ?? formKinds[decl.kind],
      ...(decl.required ? { required: t(decl.required) } : {}),
      ...(decl.input ? { schema: decl.input } : {}),
      ...extra[name],
    };
  });
}
