import type { Endpoint } from '@hangar/domain/endpoint';
import type { FormKind } from '@hangar/domain/entity';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  DatePicker,
  Flex,
  Form,
  type FormItemProps,
  Row as GridRow,
  Input,
  Select,
  Space,
  TreeSelect,
  type TreeSelectProps,
} from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { request } from '../api/http';
import { useCan } from '../session/session-context';
import { useConfirmDelete } from './ConfirmDelete';
import { contractRule, counterOf, numberOf, numberRule } from './contract-rules';
import { DataTable } from './DataTable';
import { EditorDialog } from './EditorDialog';
import { type ListPayload, postQuery, type SearchState, type SortOrder, useSearchState } from './list-query';
import { useOperLog } from './oper-log/OperLogAction';
import { SearchBar, type SearchField } from './SearchBar';

/*
 * ListPage — a register screen as a declaration: search fields, table columns and form fields over one
 * module's Query / Add / Update / Delete (POST /api/<Module>/<Action>, id in the body).
 *
 *   <ListPage<RowOf<typeof Brand>>
 *     table="brand" api={Brand.api}
 *     searchFields={searchFieldsOf(Brand, t)}                 // entity-fields.ts: from the declaration
 *     columns={columnsOf(Brand, t, ['name', 'remarks'])}
 *     formFields={formFieldsOf(Brand, t, ['name', 'remarks'])}
 *     titles={{ add: t('plane.brand.add'), edit: t('plane.brand.edit') }}
 *     canWrite={(row) => ...}          // optional extra rule on top of the endpoints' access (model manager)
 *     rowActions={(row, open) => <a>...</a>} // optional links before edit (open.add(values): a new record)
 *     editActions={(row) => <a>...</a>}      // optional links between edit and delete (lock, grants, ...)
 *     operLog={ObjType.Brand}                // optional 日志 link last, opening the record's operation log
 *   />
 *
 * - SearchBar + DataTable (query key [table, 'page', filters]) + EditorDialog + delete confirmation; the Add
 *   button is offered by the access of api.Add, edit by api.Update's, delete by api.Delete's (useCan: the
 *   contracts' declarations the server enforces; administrators pass), and canWrite(row) (canWrite() for Add) when
 *   given. `view`: the screen, when the endpoints serve several (an `anyOf` access: only its own grant counts).
 * - Form fields are declared (FormField) and rendered by FormFields; a record's values go into the form with
 *   formValues (API dates `YYYY-MM-DD 00:00:00` → dayjs) and come out with formBody (dayjs → the API form,
 *   trimmed text, number text → number, empty → null). `toBody` may add or reshape fields afterwards.
 * - A field's `schema` is the contract's zod schema of it: text and number inputs are checked with it and
 *   refuse with its message (nothing is cut, clamped or dropped); limited text shows a counter `n / max`.
 * - After a save or a delete every query of `table` is invalidated (lists and the reference list).
 * - `rows` instead of the Query call: a small list the screen loads whole (a tree: rows with `children`, open
 *   until folded), shown whole; without search fields only the buttons are shown above the table.
 * - Also exported: FormFields / formValues / formBody for dialogs that are not list screens.
 */

export type FormFieldKind = FormKind;

export interface FormField {
  /** The API field name. */
  name: string;
  /** Translated label. */
  label: string;
  kind: FormFieldKind;
  /** The localized message when empty; absent = optional. */
  required?: string;
  /** select: the choices. */
  options?: { value: string | number; label: string }[];
  /** tree: the TreeSelect data ({ value, title, children }). */
  treeData?: TreeSelectProps['treeData'];
  /**
   * text, textarea, number: the contract's schema of the field (e.g. `PlaneEntityInput.shape.name`), which
   * checks the input and gives text its limit (counter); a number without one takes any number.
   */
  schema?: z.ZodType;
  /** Further antd rules (patterns, ranges). */
  rules?: Rule[];
  /** custom: the input element (gets value / onChange from the Form.Item). */
  input?: ReactNode;
  /** Takes the whole row in a two-column form. */
  wide?: boolean;
  disabled?: boolean;
  /** Hidden from the form (e.g. a field only some users may set). */
  hidden?: boolean;
  /** Further Form.Item props (a hint under the input, how a custom input takes its value). */
  item?: Omit<FormItemProps, 'name' | 'label' | 'rules' | 'children'>;
}

export const API_DATE_FORMAT = 'YYYY-MM-DD 00:00:00';

/** A record's values for the form: API date text → dayjs, the rest as is. */
export function formValues(fields: readonly FormField[], record: object | undefined): Record<string, unknown> {
  const source = (record ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = source[f.name];
    if (value === undefined) continue;
    if (f.kind === 'date') {
      const text = typeof value === 'string' ? value.slice(0, 10) : '';
      const day = dayjs(text, 'YYYY-MM-DD', true);
      out[f.name] = text && day.isValid() && day.year() > 1000 ? day : null;
    } else if (f.kind === 'number') {
      // Number boxes are text inputs (nothing typed is dropped or clamped; the rule refuses instead).
      out[f.name] = typeof value === 'number' ? String(value) : value;
    } else {
      out[f.name] = value;
    }
  }
  return out;
}

/** The form's values as the API takes them: dates `YYYY-MM-DD 00:00:00`, trimmed text, empty → null. */
export function formBody(fields: readonly FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.hidden) continue;
    const value = values[f.name];
    if (f.kind === 'date') {
      out[f.name] = dayjs.isDayjs(value) ? (value as Dayjs).format(API_DATE_FORMAT) : null;
    } else if (f.kind === 'text' || f.kind === 'textarea') {
      const text = typeof value === 'string' ? value.trim() : '';
      out[f.name] = text === '' ? null : text;
    } else if (f.kind === 'number') {
      out[f.name] = numberOf(value);
    } else {
      out[f.name] = value === undefined || value === '' ? null : value;
    }
  }
  return out;
}

function fieldInput(f: FormField): ReactNode {
  switch (f.kind) {
    case 'text':
      return <Input count={counterOf(f.schema)} disabled={f.disabled} />;
    case 'textarea':
      return <Input.TextArea count={counterOf(f.schema)} rows={3} disabled={f.disabled} />;
    case 'number':
      return <Input inputMode="decimal" disabled={f.disabled} />;
    case 'date':
      return <DatePicker format="YYYY-MM-DD" disabled={f.disabled} style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select
          options={f.options}
          disabled={f.disabled}
          allowClear={!f.required}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'tree':
      return (
        <TreeSelect
          treeData={f.treeData}
          disabled={f.disabled}
          allowClear={!f.required}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      );
    default:
      return f.input ?? null;
  }
}

const anyNumber = z.number({ error: 'validation.invalid' });

/** The rules a field's contract schema gives it. */
function contractRules(f: FormField, t: TFunction): Rule[] {
  if (f.kind === 'number') return [numberRule(f.schema ?? anyNumber, t, f.label)];
  if ((f.kind === 'text' || f.kind === 'textarea') && f.schema) return [contractRule(f.schema, t, f.label)];
  return [];
}

/** The Form.Items of declared fields, in one or two columns. */
export function FormFields({ fields, columns = 1 }: { fields: readonly FormField[]; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  const items = fields
    .filter((f) => !f.hidden)
    .map((f) => {
      const rules: Rule[] = [...contractRules(f, t), ...(f.rules ?? [])];
      const message = f.required;
      if (message && (f.kind === 'text' || f.kind === 'textarea')) {
        rules.unshift({ required: true, whitespace: true, message });
      } else if (message) {
        // A plain required rule checks for a string, which a chosen id (a number) or a date is not.
        rules.unshift({
          required: true,
          validator: (_, value) =>
            value === null || value === undefined || value === ''
              ? Promise.reject(new Error(message))
              : Promise.resolve(),
        });
      }
      const item = (
        <Form.Item key={f.name} {...f.item} name={f.name} label={f.label} rules={rules}>
          {fieldInput(f)}
        </Form.Item>
      );
      return { field: f, item };
    });
  if (columns === 1) return <>{items.map((i) => i.item)}</>;
  return (
    <GridRow gutter={16}>
      {items.map(({ field, item }) => (
        <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
          {item}
        </Col>
      ))}
    </GridRow>
  );
}

/**
 * The four calls of a list screen, as the domain declares them: a module's `api` (`Brand.api`), or its calls
 * named one by one where they go by other names (`{ Query: Employ.api.QueryEmployee, ..., Delete:
 * Employ.api.Remove }`).
 */
export type CrudApi = Record<'Query' | 'Add' | 'Update' | 'Delete', Endpoint>;

/** The body is built from the form (formBody), so it is checked by the contract on the server alone. */
const send = (endpoint: Endpoint, body: unknown) => request(endpoint.method, endpoint.path, body);

/** What the editor shows: a new record (with values of its own, e.g. a chosen parent) or a record. */
export type Editing<Row> = { state: 'add'; values?: Record<string, unknown> } | { state: 'edit'; record: Row };

/** Opens the editor from a row action. */
export interface ListOpen<Row> {
  add(values?: Record<string, unknown>): void;
  edit(row: Row): void;
}

/** A row's delete action in words other than 删除 / 确定要删除该记录? / 删除成功 (remove, withdraw). */
export interface DeleteText {
  label?: string;
  content?: ReactNode;
  successMessage?: string;
}

export interface ListPageProps<Row extends { id: number }> {
  /** Table name: first element of every query key (DataRefresh table), invalidated after a save. */
  table: string;
  /** The module's endpoint contracts (`Brand.api` of @hangar/domain: Query, Add, Update, Delete with `id` in the body). */
  api: CrudApi;
  /** The screen's view, for endpoints several screens share (`anyOf`: only this screen's grant counts). */
  view?: string;
  /** Absent or empty: no search bar, only the buttons. */
  searchFields?: SearchField[];
  columns: ColumnsType<Row>;
  /** The editor's fields (a function to vary them by add / edit). */
  formFields: FormField[] | ((editing: Editing<Row>) => FormField[]);
  titles: { add: string; edit: string };
  /** Extra write rule on top of the functions: canWrite() for Add, canWrite(row) for edit and delete. */
  canWrite?: (row?: Row) => boolean;
  /** Links shown before edit in the actions column; `open` opens the editor (e.g. add under this row). */
  rowActions?: (row: Row, open: ListOpen<Row>) => ReactNode;
  /** Links shown between edit and delete (further changes of the record). */
  editActions?: (row: Row) => ReactNode;
  /** The delete action's words for a row. */
  deleteText?: (row: Row) => DeleteText;
  /** Object type (ObjType) of the rows: a 日志 link last in the actions opens a row's operation log. */
  operLog?: number;
  /** Rows shown highlighted (DataTable's `highlight`). */
  highlight?: (row: Row) => boolean;
  /** The text after a save, by state (default 创建成功 / 修改成功). */
  savedMessage?: { add?: string; edit?: string };
  /**
   * The rows of a small list the screen loads whole (instead of the Query call): shown whole, a tree when
   * rows have `children` (open until folded).
   */
  rows?: { items: Row[]; loading?: boolean };
  /** Values of a new record. */
  defaultValues?: Record<string, unknown>;
  /**
   * Reshapes the body after formBody (adds fields the form does not show). It may be async (a check before
   * saving) and reject with SaveCancelled to stop the save silently, or with an Error to show its message.
   */
  toBody?: (
    body: Record<string, unknown>,
    editing: Editing<Row>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Buttons after Add. */
  toolbar?: ReactNode;
  /** Extra payload of the Query call (fixedFilters, ...). */
  payload?: ListPayload;
  defaultSort?: { field: string; order: SortOrder };
  /** Pager sizes (DataTable's; default 10, 20, 50, 100 with 20). */
  pageSizes?: number[];
  defaultPageSize?: number;
  /** The search state, when the screen needs the searched filters itself (an export); default its own. */
  search?: SearchState;
  dialogWidth?: number | string;
  formColumns?: 1 | 2;
  /** Label column width of the editor (default 100). */
  labelWidth?: number;
  actionsWidth?: number;
  /** On phones, each row as this compact card (DataTable's `card`), given the row's actions to place in it. */
  card?: (row: Row, actions: ReactNode) => ReactNode;
  /** Rendered after the table (drawers of the screen). */
  children?: ReactNode;
}

export function ListPage<Row extends { id: number }>({
  table,
  api: base,
  view,
  searchFields = [],
  columns,
  formFields,
  titles,
  canWrite = () => true,
  rowActions,
  editActions,
  deleteText,
  operLog,
  highlight,
  savedMessage,
  rows,
  defaultValues,
  toBody,
  toolbar,
  payload,
  defaultSort,
  pageSizes,
  defaultPageSize,
  search: givenSearch,
  dialogWidth,
  formColumns = 1,
  labelWidth,
  actionsWidth = 200,
  card,
  children,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const ownSearch = useSearchState(table);
  const search = givenSearch ?? ownSearch;
  // The last opening stays in state while the dialog closes (no empty form during its fade-out).
  const [dialog, setDialog] = useState<{ open: boolean; editing: Editing<Row> }>({
    open: false,
    editing: { state: 'add' },
  });
  const editing = dialog.editing;
  const setEditing = (next: Editing<Row>) => setDialog({ open: true, editing: next });
  const open: ListOpen<Row> = {
    add: (values) => setEditing({ state: 'add', values }),
    edit: (record) => setEditing({ state: 'edit', record }),
  };
  const log = useOperLog(operLog ?? 0);
  const may = {
    add: useCan(base.Add, view),
    edit: useCan(base.Update, view),
    delete: useCan(base.Delete, view),
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: [table] });
  const fieldsOf = (e: Editing<Row>) => (typeof formFields === 'function' ? formFields(e) : formFields);
  const fields = fieldsOf(editing);

  const save = async (values: Record<string, unknown>) => {
    const body = formBody(fields, values);
    const sent = toBody ? await toBody(body, editing) : body;
    if (editing.state === 'edit') await send(base.Update, { ...sent, id: editing.record.id });
    else await send(base.Add, sent);
    await refresh();
  };

  const remove = (row: Row) =>
    confirmDelete({
      content: deleteText?.(row).content,
      successMessage: deleteText?.(row).successMessage,
      onOk: async () => {
        await send(base.Delete, { id: row.id });
        await refresh();
      },
    });

  const actionsOf = (row: Row) => (
    <Space size={0} wrap>
      {rowActions?.(row, open)}
      {may.edit && canWrite(row) ? (
        <Button type="link" size="small" onClick={() => open.edit(row)}>
          {t('list.action.edit')}
        </Button>
      ) : null}
      {editActions?.(row)}
      {may.delete && canWrite(row) ? (
        <Button type="link" size="small" danger onClick={() => void remove(row)}>
          {deleteText?.(row).label ?? t('list.action.delete')}
        </Button>
      ) : null}
      {operLog !== undefined && log.allowed ? (
        <Button type="link" size="small" onClick={() => log.open(row.id)}>
          {t('organize.operLog.open')}
        </Button>
      ) : null}
    </Space>
  );

  const withActions: ColumnsType<Row> = [
    ...columns,
    {
      title: t('list.action.actions'),
      key: 'actions',
      width: actionsWidth,
      fixed: 'right',
      render: (_, row) => actionsOf(row),
    },
  ];

  const initialValues =
    editing.state === 'edit' ? formValues(fields, editing.record) : { ...defaultValues, ...editing.values };

  const buttons = (
    <Space wrap>
      {may.add && canWrite() ? (
        <Button type="primary" onClick={() => open.add()}>
          {titles.add}
        </Button>
      ) : null}
      {toolbar}
    </Space>
  );
  const source = rows
    ? { rows }
    : {
        queryKey: [table, 'page', search.filters, payload ?? null],
        query: postQuery<Row>(base.Query, { ...payload, filters: search.filters }),
      };

  return (
    <Flex vertical gap={12}>
      {searchFields.length > 0 ? (
        <SearchBar fields={searchFields} {...search.bar} extra={buttons} />
      ) : (
        <Flex justify="flex-end">{buttons}</Flex>
      )}
      <DataTable<Row>
        columns={withActions}
        {...source}
        rowKey="id"
        openTree={rows !== undefined}
        highlight={highlight}
        defaultSort={defaultSort}
        pageSizes={pageSizes}
        defaultPageSize={defaultPageSize}
        card={card ? (row) => card(row, actionsOf(row)) : undefined}
      />
      <EditorDialog<Record<string, unknown>>
        state={editing.state}
        title={editing.state === 'edit' ? titles.edit : titles.add}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSubmit={save}
        initialValues={initialValues}
        successMessage={savedMessage?.[editing.state]}
        width={dialogWidth ?? (formColumns === 2 ? 900 : 600)}
        labelWidth={labelWidth}
        draggable
      >
        <FormFields fields={fields} columns={formColumns} />
      </EditorDialog>
      {operLog !== undefined ? log.drawer : null}
      {children}
    </Flex>
  );
}
