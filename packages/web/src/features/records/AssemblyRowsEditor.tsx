import {
  AssemblyType,
  MaintainAssembly,
  type MaintainAssemblyRow,
  type TaskItemInput,
} from '@hangar/domain/contracts/records';
import { labelOf } from '@hangar/domain/entity';
import { Button, Form, Input, Select, Table } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf } from '../../components/contract-rules';
import { useListQuery } from '../../components/list-query';

/*
 * AssemblyRowsEditor — the removed and installed components of a record (spec §4 "Assembly rows", §5: each row
 * needs 拆下件号 and 装上件号 on submit), an antd Form control:
 *
 *   <Form.Item name="items" rules={assemblyRules(t)}><AssemblyRowsEditor parent={record?.id} /></Form.Item>
 *
 * - value: the rows as drafts (`AssemblyDraft`); a new row has no id and `isNew`; an edited existing row gets
 *   `isUpdate`; removing a new row drops it, removing an existing one marks it `isDelete` (hidden, sent).
 * - parent: the record being edited; its rows are loaded once (MaintainAssembly/Query, fixed filter parent).
 * - readOnly: inputs disabled, no add or remove.
 * - itemsBody(drafts) gives what Add / UpdateWithItems take: new, changed and deleted rows with their flags.
 */

export interface AssemblyDraft {
  /** Client key of the row (stable while the dialog is open). */
  key: string;
  id?: number;
  ctype: number;
  name: string | null;
  removeModel: string | null;
  removeSeri: string | null;
  removeHours: string | number | null;
  installModel: string | null;
  installSeri: string | null;
  installHours: string | number | null;
  comments: string | null;
  isNew?: boolean;
  isUpdate?: boolean;
  isDelete?: boolean;
}

type Editable = Exclude<keyof AssemblyDraft, 'key' | 'id' | 'isNew' | 'isUpdate' | 'isDelete'>;

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** A stored row as a draft. */
export function draftOf(row: MaintainAssemblyRow): AssemblyDraft {
  return {
    key: `row-${row.id}`,
    id: row.id,
    ctype: row.ctype,
    name: row.name,
    removeModel: row.removeModel,
    removeSeri: row.removeSeri,
    removeHours: row.removeHours,
    installModel: row.installModel,
    installSeri: row.installSeri,
    installHours: row.installHours,
    comments: row.comments,
  };
}

function emptyDraft(): AssemblyDraft {
  return {
    key: newKey(),
    ctype: AssemblyType.Other,
    name: null,
    removeModel: null,
    removeSeri: null,
    removeHours: null,
    installModel: null,
    installSeri: null,
    installHours: null,
    comments: null,
    isNew: true,
  };
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const textOf = (v: string | null) => (blank(v) ? null : (v as string).trim());

/** The rows Add / UpdateWithItems take: new rows (isNew), changed (isUpdate) and deleted (isDelete) ones. */
export function itemsBody(drafts: readonly AssemblyDraft[] | undefined): TaskItemInput[] {
  const out: TaskItemInput[] = [];
  for (const d of drafts ?? []) {
    const isNew = d.id === undefined;
    if (isNew && d.isDelete) continue; // a new row removed again is dropped
    if (!isNew && !d.isDelete && !d.isUpdate) continue; // unchanged
    const fields = {
      ctype: d.ctype,
      name: textOf(d.name),
      removeModel: textOf(d.removeModel),
      removeSeri: (d.removeSeri ?? '').trim(),
      removeHours: numberOf(d.removeHours),
      installModel: textOf(d.installModel),
      installSeri: (d.installSeri ?? '').trim(),
      installHours: numberOf(d.installHours),
      comments: textOf(d.comments),
    };
    if (isNew) out.push({ ...fields, isNew: true });
    else if (d.isDelete) out.push({ id: d.id, ...fields, isDelete: true });
    else out.push({ id: d.id, ...fields, isUpdate: true });
  }
  return out;
}

/** The first problem of the shown rows (the spec's messages), or null. */
export function assemblyProblem(drafts: readonly AssemblyDraft[] | undefined, t: TFunction): string | null {
  const shown = (drafts ?? []).filter((d) => !d.isDelete);
  for (const [i, d] of shown.entries()) {
    const row = t('recordDialog.items.row', { n: i + 1 });
    if (blank(d.removeSeri)) return `${row}：${t('assembly.removeSeriRequired')}`;
    if (blank(d.installSeri)) return `${row}：${t('assembly.installSeriRequired')}`;
    for (const hours of [d.removeHours, d.installHours]) {
      const n = numberOf(hours);
      if (n !== null && (Number.isNaN(n) || n < 0)) return `${row}：${t('assembly.hoursInvalid')}`;
    }
  }
  return null;
}

/** The Form.Item rule of the rows. */
export function assemblyRules(t: TFunction): Rule[] {
  return [
    {
      validator: async (_, value: AssemblyDraft[] | undefined) => {
        const problem = assemblyProblem(value, t);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

export interface AssemblyRowsEditorProps {
  value?: AssemblyDraft[];
  onChange?(value: AssemblyDraft[]): void;
  /** The record whose rows to load (editing). */
  parent?: number | null;
  readOnly?: boolean;
}

const TEXT_COLUMNS: readonly Editable[] = [
  'name',
  'removeModel',
  'removeSeri',
  'removeHours',
  'installModel',
  'installSeri',
  'installHours',
  'comments',
];

export function AssemblyRowsEditor({ value, onChange, parent, readOnly = false }: AssemblyRowsEditorProps) {
  const { t } = useTranslation();
  const { status } = Form.Item.useStatus();
  const rows = value ?? [];
  const loaded = useRef(false);
  const stored = useListQuery<MaintainAssemblyRow>(
    MaintainAssembly.table,
    MaintainAssembly.api.Query,
    { fixedFilters: [{ name: 'parent', compare: 'eq', value: parent ?? 0 }], page: 1, pageSize: 200 },
    { enabled: parent !== null && parent !== undefined },
  );
  const loading = stored.loading;
  const storedItems = stored.items;
  // The record's rows, once: before any the user added (they stay after them).
  useEffect(() => {
    if (loaded.current || parent === null || parent === undefined || loading) return;
    const mine = storedItems.filter((r) => r.parent === parent);
    loaded.current = true;
    if (mine.length > 0) onChange?.([...mine.map(draftOf), ...(value ?? []).filter((d) => d.id === undefined)]);
  }, [parent, loading, storedItems, onChange, value]);

  const change = (key: string, patch: Partial<AssemblyDraft>) =>
    onChange?.(
      rows.map((d) => (d.key === key ? { ...d, ...patch, ...(d.id !== undefined ? { isUpdate: true } : {}) } : d)),
    );
  const remove = (key: string) =>
    onChange?.(
      rows.flatMap((d) => {
        if (d.key !== key) return [d];
        return d.id === undefined ? [] : [{ ...d, isDelete: true }];
      }),
    );
  const invalid = (d: AssemblyDraft, name: Editable) =>
    status === 'error' && (name === 'removeSeri' || name === 'installSeri') && blank(d[name]);

  const typeOptions = Object.values(AssemblyType).map((v) => ({ value: v, label: t(`bom.type.${v}`) }));
  const columns: ColumnsType<AssemblyDraft> = [
    {
      title: t(labelOf(MaintainAssembly, 'ctype')),
      key: 'ctype',
      width: 110,
      render: (_, d) => (
        <Select
          size="small"
          aria-label={t(labelOf(MaintainAssembly, 'ctype'))}
          value={d.ctype}
          options={typeOptions}
          disabled={readOnly}
          onChange={(ctype: number) => change(d.key, { ctype })}
          style={{ width: '100%' }}
        />
      ),
    },
    ...TEXT_COLUMNS.map((name) => ({
      title: t(labelOf(MaintainAssembly, name)),
      key: name,
      render: (_: unknown, d: AssemblyDraft) => (
        <Input
          size="small"
          aria-label={t(labelOf(MaintainAssembly, name))}
          data-field={name}
          value={d[name] === null ? '' : String(d[name])}
          disabled={readOnly}
          status={invalid(d, name) ? 'error' : undefined}
          inputMode={name.endsWith('Hours') ? 'decimal' : undefined}
          onChange={(e) => change(d.key, { [name]: e.target.value })}
        />
      ),
    })),
    ...(readOnly
      ? []
      : [
          {
            // A header of its own (issue 31: an empty column header tells a screen reader nothing).
            title: t('list.action.actions'),
            key: 'remove',
            width: 64,
            render: (_: unknown, d: AssemblyDraft) => (
              <Button size="small" type="link" danger onClick={() => remove(d.key)}>
                {t('recordDialog.items.remove')}
              </Button>
            ),
          },
        ]),
  ];
  return (
    <div data-testid="assembly-rows">
      <Table<AssemblyDraft>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows.filter((d) => !d.isDelete)}
        pagination={false}
        loading={loading}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('recordDialog.items.empty') }}
      />
      {readOnly ? null : (
        <Button size="small" style={{ marginTop: 8 }} onClick={() => onChange?.([...rows, emptyDraft()])}>
          {t('recordDialog.items.add')}
        </Button>
      )}
    </div>
  );
}
