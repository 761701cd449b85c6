import { ObjType } from '@hangar/domain/codes';
import { MaintainItem, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { canWriteModel } from '@hangar/domain/model-access';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DataTable } from '../../components/DataTable';
import { postQuery, useSearchState } from '../../components/list-query';
import { OPER_LOG_KEY, useOperLog } from '../../components/oper-log/OperLogAction';
import { PermissionGate } from '../../components/PermissionGate';
import { RowActions, RowControlsStyle } from '../../components/row-controls';
import { SearchBar } from '../../components/SearchBar';
import { useCan, useSession } from '../../session/session-context';
import { ITEM_TABLE, useItemColumns, useItemSearchFields } from './item-columns';
import { type ItemEditing, MaintainItemDialog } from './MaintainItemDialog';
import { SelectAllFooter } from './SelectAllFooter';
import { useSortableRows } from './sortable';
import { useCall } from './use-call';
import { FIRST_LOAD_DELAY_MS, MAINTAIN_PAGE_SIZE, MAINTAIN_PAGE_SIZES, useDelayed } from './use-delayed';

/*
 * ModelMaintainItems — a model's maintenance item list (model document §2.5), the "Maintenance items" tab of
 * the model drawer.
 *
 *   <ModelMaintainItems model={{ id, name, manager }} readOnly? />
 *
 * Search (name, id, part number, content) with tags, select-all, drag-to-reorder, pager (200 by default;
 * 10/20/50/100/200/300), first load after 500 ms. Add, drag, and the rows' edit and More menu (enable, disable,
 * delete) only for company 10000 or the model's managing company and not read-only (model document §6); add and
 * drag enabled by the plane-model functions, each row's edit and menu entries by the row's `abilities` (the
 * server's grants and model rule, docs/architecture.md "Row abilities").
 */

export interface ModelMaintainItemsProps {
  model: { id: number; name: string; manager: number };
  readOnly?: boolean;
}

export default function ModelMaintainItems({ model, readOnly = false }: ModelMaintainItemsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const run = useCall();
  const search = useSearchState(ITEM_TABLE);
  const ready = useDelayed(FIRST_LOAD_DELAY_MS);
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<ItemEditing<MaintainItemRow> | null>(null);
  const writer = !readOnly && canWriteModel(session.user.curCID, model);
  const mayEdit = useCan(MaintainItem.api.Update);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ITEM_TABLE] });
  const log = useOperLog(ObjType.MaintainItem);

  const sortable = useSortableRows<MaintainItemRow>(writer && mayEdit, async (ids) => {
    await call(MaintainItem.api.Reorder, { model: model.id, ids });
    await refresh();
  });

  const state = (row: MaintainItemRow, action: 'Enable' | 'Disable', ok: string) =>
    run(async () => {
      await call(MaintainItem.api[action], { id: row.id, name: row.name, planeModel: model.id });
      await refresh();
    }, ok);

  const remove = (row: MaintainItemRow) =>
    confirmDelete({
      onOk: async () => {
        await call(MaintainItem.api.Delete, { id: row.id, name: row.name, planeModel: model.id });
        setSelected((keys) => keys.filter((k) => k !== row.id));
        await refresh();
      },
    });

  const shared = useItemColumns();
  const searchFields = useItemSearchFields();
  const columns: ColumnsType<MaintainItemRow> = [
    ...(writer && mayEdit ? [sortable.handleColumn] : []),
    ...shared,
    {
      title: t('maintenance.state'),
      key: 'state',
      render: (_, row) => (
        <span className="hangar-inline">
          {row.disabled ? <Tag color="red">{t('maintenance.disabled')}</Tag> : null}
          {row.approved ? <Tag color="green">{t('maintenance.approved')}</Tag> : null}
        </span>
      ),
    },
    ...(writer
      ? [
          {
            title: t('list.action.actions'),
            key: 'actions',
            width: 140,
            fixed: 'right' as const,
            render: (_: unknown, row: MaintainItemRow) => (
              <RowActions
                editLabel={t('maintenance.edit')}
                canEdit={row.abilities.update}
                onEdit={() => setEditing({ state: 'edit', record: row })}
                moreLabel={t('maintenance.more')}
                menu={{
                  items: [
                    row.disabled
                      ? { key: 'enable', label: t('maintenance.enable'), disabled: !row.abilities.enable }
                      : { key: 'disable', label: t('maintenance.disable'), disabled: !row.abilities.disable },
                    { key: 'delete', label: t('maintenance.delete'), danger: true, disabled: !row.abilities.delete },
                    ...log.menuItems,
                  ],
                  onClick: ({ key }) => {
                    if (key === OPER_LOG_KEY) log.open(row.id);
                    if (key === 'enable') void state(row, 'Enable', 'maintain.ok.enabled');
                    if (key === 'disable') void state(row, 'Disable', 'maintain.ok.disabled');
                    if (key === 'delete') void remove(row);
                  },
                }}
              />
            ),
          },
        ]
      : []),
  ];

  const payload = {
    filters: search.filters,
    fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }],
  };

  return (
    <Flex vertical gap={12}>
      <RowControlsStyle />
      <SearchBar
        fields={searchFields}
        {...search.bar}
        extra={
          writer ? (
            <PermissionGate can={MaintainItem.api.Add} mode="disable">
              <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
                {t('maintenance.add')}
              </Button>
            </PermissionGate>
          ) : null
        }
      />
      <DataTable<MaintainItemRow>
        columns={columns}
        rowKey="id"
        queryKey={[ITEM_TABLE, 'model', model.id, search.filters]}
        query={postQuery<MaintainItemRow>(MaintainItem.api.Query, payload)}
        enabled={ready}
        defaultPageSize={MAINTAIN_PAGE_SIZE}
        pageSizes={MAINTAIN_PAGE_SIZES}
        selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        components={sortable.components}
        arrange={sortable.arrange}
        wrap={(table, rows) => (
          <>
            {sortable.wrap ? sortable.wrap(table, rows) : table}
            <SelectAllFooter pageIds={rows.map((r) => r.id)} selected={selected} onChange={setSelected} />
          </>
        )}
      />
      <MaintainItemDialog<MaintainItemRow>
        kind="item"
        editing={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          if (editing?.state === 'edit') {
            await call(MaintainItem.api.Update, { ...body, id: editing.record.id, planeModel: model.id });
          } else {
            await call(MaintainItem.api.Add, { ...body, planeModel: model.id });
          }
          await refresh();
        }}
      />
      {log.drawer}
    </Flex>
  );
}
