import { LoadingOutlined } from '@ant-design/icons';
import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { BOM_PAGE_SIZE, bomSheetValues, PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Flex, type MenuProps, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DueRowStyle } from '../../components/due-rows';
import { searchFieldsOf } from '../../components/entity-fields';
import { useExport } from '../../components/excel-export';
import { useListQuery, useSearchState } from '../../components/list-query';
import { LinkButton, MoreMenu, RowControlsStyle } from '../../components/row-controls';
import { SearchBar } from '../../components/SearchBar';
import { usePager } from '../../components/use-pager';
import { useCan } from '../../session/session-context';
import { BomDialog, type BomEditing } from './BomDialog';
import { BomHistory } from './BomHistory';
import { BomImport, bomSheetColumns, downloadBomTemplate } from './BomImport';
import { BOM_TABLE, lifeClass, lifeColumns, timesText, useBomRights } from './life';

/** A component's own AD list (issue 32, appliance ADs): its own chunk, loaded when first opened. */
const ComponentAdRegister = lazy(() => import('../adreg/ComponentAdRegister'));

/*
 * PlaneBomList — the installed components of one aircraft (spec §2.5; the plane-operation screen edits them,
 * the aircraft drawer's archive shows them read-only).
 *
 *   <PlaneBomList plane={{ id, name }} readOnly? />
 *
 * A search bar (category, name, part number, serial), 添加部件, an actions menu (export, import, template; the
 * export writes the template's columns, headings and values, so that it can be edited and imported back);
 * columns: category, name, part number, serial, install date, replacement count (原装 / 第N次更换), remarks
 * and the life figures (TSN / CSN, hours, landings and days left, coloured like the due figures; warning and
 * overdue rows tinted); row actions edit, replace and a More menu: cancel replacement, replacement history
 * (BomHistory), an installed one's AD list (ComponentAdRegister, issue 32, with the register's read), delete
 * (confirmed). Ten a page (options up to 10000), in the server's order. Add and import by useBomRights
 * (disabled without the function); each row's edit, replace, cancel replacement and delete as its `abilities`
 * say (the grants and the row's rule: cancel only after a replacement, delete only without history;
 * docs/architecture.md "Row abilities"). Read-only mode hides add, import and every row write. The aircraft is
 * sent as the fixed filter `plane eq`.
 */

const PAGE_SIZES = [10, 20, 50, 100, 1000, QUERY_LIMITS.maxPageSize];

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

export interface PlaneBomListProps {
  plane: { id: number; name: string };
  readOnly?: boolean;
}

export default function PlaneBomList({ plane, readOnly = false }: PlaneBomListProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const rights = useBomRights();
  const exporter = useExport();
  const search = useSearchState(BOM_TABLE);
  const { page, pageSize, pagination } = usePager(BOM_PAGE_SIZE, PAGE_SIZES);
  const [editing, setEditing] = useState<BomEditing | null>(null);
  const [history, setHistory] = useState<PlaneBomRow | null>(null);
  const [ads, setAds] = useState<PlaneBomRow | null>(null);
  const readsAds = useCan(AdRegister.api.Component);
  const [importing, setImporting] = useState(false);
  const fixedFilters = [{ name: 'plane', compare: 'eq', value: plane.id, relate: 'and' }];
  const list = useListQuery<PlaneBomRow>(BOM_TABLE, PlaneBom.api.Query, {
    fixedFilters,
    filters: search.filters,
    page,
    pageSize,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [BOM_TABLE] });
  const fail = (error: unknown) => {
    // 401 is handled once, by the session.
    if (!(error instanceof ApiError && error.status === 401))
      void message.error(error instanceof Error ? error.message : String(error));
  };

  const restore = (row: PlaneBomRow) =>
    void modal.confirm({
      title: t('bom.restore'),
      content: t('bom.restoreConfirm'),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      onOk: async () => {
        try {
          await call(PlaneBom.api.Restore, { id: row.id });
          void message.success(t('bom.restored'));
          await refresh();
        } catch (error) {
          fail(error);
        }
      },
    });

  const remove = (row: PlaneBomRow) =>
    void confirmDelete({
      onOk: async () => {
        await call(PlaneBom.api.Delete, { id: row.id });
        await refresh();
      },
    });

  const exportRows = async () => {
    try {
      const all = await call(PlaneBom.api.Query, {
        fixedFilters,
        filters: search.filters,
        page: 1,
        pageSize: QUERY_LIMITS.maxPageSize,
      } as never);
      await exporter.run<PlaneBomRow>({
        fileName: `${plane.name}-${t('bom.exportSuffix')}`,
        sheetName: t('bom.title'),
        rows: all.items,
        // The import template's columns, headings and values (issue 31): the file can be edited and imported back.
        columns: bomSheetColumns(t).map(({ key, header }) => ({
          title: header,
          dataIndex: key,
          render: (r: PlaneBomRow) => bomSheetValues(r)[key],
        })),
      });
    } catch (error) {
      exporter.failed(error);
    }
  };

  const menu: MenuProps['items'] = [
    {
      key: 'export',
      label: t('bom.export'),
      disabled: exporter.exporting,
      icon: exporter.exporting ? <LoadingOutlined /> : undefined,
    },
    ...(readOnly ? [] : [{ key: 'import', label: t('bom.import'), disabled: !rights.add }]),
    { key: 'template', label: t('bom.template') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'export') void exportRows();
    else if (key === 'import') setImporting(true);
    else void downloadBomTemplate(t).catch(fail);
  };

  const more = (row: PlaneBomRow): MenuProps['items'] => [
    ...(!readOnly && row.abilities.restore ? [{ key: 'restore', label: t('bom.restore') }] : []),
    { key: 'history', label: t('bom.history') },
    // An installed component's appliance ADs and their state for its serial.
    ...(readsAds && row.closed === 0 ? [{ key: 'ads', label: t('adreg.tab') }] : []),
    ...(!readOnly && row.abilities.delete ? [{ key: 'delete', label: t('list.action.delete'), danger: true }] : []),
  ];
  const onMore = (row: PlaneBomRow, key: string) => {
    if (key === 'restore') restore(row);
    else if (key === 'history') setHistory(row);
    else if (key === 'ads') setAds(row);
    else if (key === 'delete') remove(row);
  };

  const labels = { edit: t('list.action.edit'), replace: t('bom.replace'), more: t('bom.more') };
  const columns: ColumnsType<PlaneBomRow> = [
    { title: t('bom.category'), dataIndex: 'category', key: 'category' },
    { title: t('bom.name'), dataIndex: 'name', key: 'name' },
    { title: t('bom.model'), dataIndex: 'model', key: 'model' },
    { title: t('bom.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('bom.installDate'), dataIndex: 'installDate', key: 'installDate', render: day },
    { title: t('bom.times'), dataIndex: 'times', key: 'times', render: (n: number) => timesText(n, t) },
    { title: t('bom.remarks'), dataIndex: 'remarks', key: 'remarks', ellipsis: true },
    ...lifeColumns(t),
    {
      title: t('list.action.actions'),
      key: 'actions',
      fixed: 'right',
      // Plain elements (row-controls.tsx): the largest page sizes show hundreds of rows at once.
      render: (_, row) => (
        <BomRowActions
          row={row}
          readOnly={readOnly}
          labels={labels}
          onEdit={() => setEditing({ state: 'edit', record: row })}
          onReplace={() => setEditing({ state: 'replace', record: row })}
          more={more}
          onMore={onMore}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="plane-bom-list">
      <DueRowStyle />
      <RowControlsStyle />
      <Flex justify="space-between" gap={8} wrap>
        <SearchBar fields={searchFieldsOf(PlaneBom, t, ['category', 'name', 'model', 'seri'])} {...search.bar} />
        <Space>
          {readOnly ? null : (
            <Button type="primary" disabled={!rights.add} onClick={() => setEditing({ state: 'add' })}>
              {t('bom.add')}
            </Button>
          )}
          <Dropdown trigger={['click']} menu={{ items: menu, onClick: onMenu }}>
            <Button>{t('bom.actions')}</Button>
          </Dropdown>
        </Space>
      </Flex>
      <Table<PlaneBomRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        rowClassName={lifeClass}
        pagination={pagination(list.totalItems)}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      {readOnly ? null : (
        <>
          <BomDialog
            plane={plane.id}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => void refresh()}
          />
          <BomImport
            plane={plane.id}
            open={importing}
            onClose={() => setImporting(false)}
            onDone={() => void refresh()}
          />
        </>
      )}
      <BomHistory row={history} onClose={() => setHistory(null)} />
      {ads ? (
        <Suspense fallback={null}>
          <ComponentAdRegister row={ads} onClose={() => setAds(null)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

interface BomRowActionsProps {
  row: PlaneBomRow;
  readOnly: boolean;
  labels: { edit: string; replace: string; more: string };
  onEdit(): void;
  onReplace(): void;
  more(row: PlaneBomRow): MenuProps['items'];
  onMore(row: PlaneBomRow, key: string): void;
}

/**
 * A row's edit and replace links (as its abilities say) and its More menu, as plain elements: the antd Dropdown is
 * mounted, open, by the first click on More (row-controls.tsx's MoreMenu), not with each of the page's rows.
 */
function BomRowActions({ row, readOnly, labels, onEdit, onReplace, more, onMore }: BomRowActionsProps) {
  return (
    <span className="hangar-row-actions">
      {!readOnly && row.abilities.update ? <LinkButton onClick={onEdit}>{labels.edit}</LinkButton> : null}
      {!readOnly && row.abilities.replace ? <LinkButton onClick={onReplace}>{labels.replace}</LinkButton> : null}
      <MoreMenu label={labels.more} menu={{ items: more(row), onClick: ({ key }) => onMore(row, key) }} />
    </span>
  );
}
