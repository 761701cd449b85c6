import { BOM_HISTORY_PAGE_SIZE, PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuery } from '../../components/list-query';
import { BOM_TABLE, timesText } from './life';

/*
 * BomHistory — the replacement history of a chain (spec §2.5: a drawer 1024 wide listing retired components):
 * PlaneBom/QueryRetire with the filter original = the chain's first row, 20 a page, latest first (the server's
 * order). Each row: name, part number, serial, replacement count, install and removal dates, TSN / CSN at
 * removal, remarks.
 *
 *   <BomHistory row={currentRow | null} onClose={...} />
 */

export const HISTORY_WIDTH = 1024;

const day = (value: string | null) => (value ? value.slice(0, 10) : '');
const figure = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100));

export function BomHistory({ row, onClose }: { row: PlaneBomRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const original = row ? (row.original ?? row.id) : 0;
  const list = useListQuery<PlaneBomRow>(
    BOM_TABLE,
    PlaneBom.api.QueryRetire,
    {
      fixedFilters: [{ name: 'original', compare: 'eq', value: original, relate: 'and' }],
      page,
      pageSize: BOM_HISTORY_PAGE_SIZE,
    },
    { enabled: row !== null },
  );
  const columns: ColumnsType<PlaneBomRow> = [
    { title: t('bom.name'), dataIndex: 'name', key: 'name' },
    { title: t('bom.model'), dataIndex: 'model', key: 'model' },
    { title: t('bom.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('bom.times'), dataIndex: 'times', key: 'times', render: (n: number) => timesText(n, t) },
    { title: t('bom.installDate'), dataIndex: 'installDate', key: 'installDate', render: day },
    { title: t('bom.removeDate'), dataIndex: 'removeDate', key: 'removeDate', render: day },
    { title: t('bom.life.tsn'), dataIndex: 'removeTsnHours', key: 'removeTsnHours', render: figure },
    { title: t('bom.life.csn'), dataIndex: 'removeCsnLandings', key: 'removeCsnLandings', render: figure },
    // The aircraft's totals at removal and the time the part spent on it, known even without its TSN (issue 29).
    { title: t('bom.removePlaneHours'), dataIndex: 'removePlaneHours', key: 'removePlaneHours', render: figure },
    {
      title: t('bom.removePlaneLandings'),
      dataIndex: 'removePlaneLandings',
      key: 'removePlaneLandings',
      render: figure,
    },
    {
      title: t('bom.hoursOnPlane'),
      key: 'hoursOnPlane',
      render: (_, r) =>
        r.removePlaneHours === null || r.installPlaneHours === null
          ? ''
          : figure(Math.round((r.removePlaneHours - r.installPlaneHours) * 100) / 100),
    },
    { title: t('bom.remarks'), dataIndex: 'remarks', key: 'remarks', ellipsis: true },
  ];
  return (
    <Drawer
      open={row !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={row ? `${t('bom.history')} — ${row.name}` : t('bom.history')}
      size={HISTORY_WIDTH}
      destroyOnHidden
    >
      <div data-testid="bom-history">
        <Table<PlaneBomRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.items}
          loading={list.loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: BOM_HISTORY_PAGE_SIZE,
            total: list.totalItems,
            showSizeChanger: false,
            showTotal: (total) => t('list.table.total', { total }),
            onChange: setPage,
          }}
        />
        {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      </div>
    </Drawer>
  );
}
