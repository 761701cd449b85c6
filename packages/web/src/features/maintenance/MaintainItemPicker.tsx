import { MaintainItem, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { App, Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { EntityDrawer } from '../../components/EntityDrawer';
import { postQuery, useSearchState } from '../../components/list-query';
import { SearchBar } from '../../components/SearchBar';
import { ITEM_TABLE, useItemColumns, useItemSearchFields } from './item-columns';
import { SelectAllFooter } from './SelectAllFooter';
import { MAINTAIN_PAGE_SIZE, MAINTAIN_PAGE_SIZES } from './use-delayed';

/*
 * MaintainItemPicker — the maintenance item picker of a model (model document §2.6): a drawer titled with the
 * model name, 1350 wide, listing the model's enabled items (id, time-control name, part number, maintenance
 * type, requirement, intervals, action), searchable by name, id, part number and content, with select-all and
 * a pager.
 *
 *   <MaintainItemPicker open={open} model={{ id, name }} mode="multi" onClose={close}
 *     onPick={(items) => call(MaintainCtrl.api.BatchAdd, { id: plane.id, idExt: ids(items) })} />
 *
 * - multi: a Batch import button (nothing ticked → 没有选择任何维修项目) and a per-row Import; each shows
 *   批量导入成功 / 导入成功 on success and keeps the drawer open for more.
 * - single: a per-row Select; the drawer closes after onPick.
 * onPick's failure shows 批量导入失败 / 导入失败 with the server's reason.
 */

export interface MaintainItemPickerProps {
  open: boolean;
  model: { id: number; name: string };
  mode: 'single' | 'multi';
  onClose(): void;
  onPick(items: MaintainItemRow[]): Promise<unknown>;
}

export const PICKER_WIDTH = 1350;

export function MaintainItemPicker({ open, model, mode, onClose, onPick }: MaintainItemPickerProps) {
  const { t } = useTranslation();
  return (
    <EntityDrawer
      open={open}
      onClose={onClose}
      width={PICKER_WIDTH}
      title={t('maintenance.picker.title', { model: model.name })}
    >
      {open ? <PickerList model={model} mode={mode} onClose={onClose} onPick={onPick} /> : null}
    </EntityDrawer>
  );
}

function PickerList({ model, mode, onClose, onPick }: Omit<MaintainItemPickerProps, 'open'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const search = useSearchState(ITEM_TABLE);
  const searchFields = useItemSearchFields();
  const [selected, setSelected] = useState<Key[]>([]);
  const [chosen, setChosen] = useState<Map<number, MaintainItemRow>>(new Map());
  const [busy, setBusy] = useState(false);

  const pick = async (items: MaintainItemRow[], ok: string, fail: string) => {
    setBusy(true);
    try {
      await onPick(items);
      if (mode === 'single') {
        onClose();
        return;
      }
      void message.success(t(ok));
      setSelected([]);
      setChosen(new Map());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        void message.error(`${t(fail)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  const batch = () => {
    const items = selected.map((k) => chosen.get(Number(k))).filter((r): r is MaintainItemRow => r !== undefined);
    if (items.length === 0) {
      void message.warning(t('maintain.selectToImport'));
      return;
    }
    void pick(items, 'maintain.ok.batchImported', 'maintain.fail.batchImported');
  };

  const select = (keys: Key[], rows: MaintainItemRow[]) => {
    setSelected(keys);
    setChosen((before) => {
      const next = new Map(before);
      for (const row of rows) if (row) next.set(row.id, row);
      for (const id of next.keys()) if (!keys.includes(id)) next.delete(id);
      return next;
    });
  };

  const columns: ColumnsType<MaintainItemRow> = [
    ...useItemColumns(),
    {
      title: t('list.action.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          disabled={busy}
          onClick={() => void pick([row], 'maintain.ok.imported', 'maintain.fail.imported')}
        >
          {t(mode === 'multi' ? 'maintenance.picker.import' : 'maintenance.picker.select')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchBar
        fields={searchFields}
        {...search.bar}
        extra={
          mode === 'multi' ? (
            <Button type="primary" loading={busy} onClick={batch}>
              {t('maintenance.picker.batchImport')}
            </Button>
          ) : null
        }
      />
      <DataTable<MaintainItemRow>
        columns={columns}
        rowKey="id"
        queryKey={[ITEM_TABLE, 'picker', model.id, search.filters]}
        query={postQuery<MaintainItemRow>(MaintainItem.api.Query, {
          filters: search.filters,
          fixedFilters: [
            { name: 'planeModel', compare: 'eq', value: model.id },
            { name: 'disabled', compare: 'eq', value: 0 },
          ],
        })}
        defaultPageSize={MAINTAIN_PAGE_SIZE}
        pageSizes={MAINTAIN_PAGE_SIZES}
        selection={mode === 'multi' ? { selectedKeys: selected, onChange: select } : undefined}
        wrap={(table, rows) =>
          mode === 'multi' ? (
            <>
              {table}
              <SelectAllFooter
                pageIds={rows.map((r) => r.id)}
                selected={selected}
                onChange={(keys) =>
                  select(
                    keys,
                    rows.filter((r) => keys.includes(r.id)),
                  )
                }
              />
            </>
          ) : (
            table
          )
        }
      />
    </Flex>
  );
}
