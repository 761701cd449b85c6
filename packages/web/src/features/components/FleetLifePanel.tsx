import { PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { Button, Flex, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DueRowStyle } from '../../components/due-rows';
import { useListQuery } from '../../components/list-query';
import { useReference } from '../../components/reference';
import { BOM_TABLE, lifeClass, lifeColumns } from './life';

/*
 * FleetLifePanel — the life-limited components of the whole fleet for the fleet monitor (PlaneBom/QueryLife,
 * most urgent first): an aircraft filter (plane eq; the aircraft reference list), buttons for all / warning (overdue included) / overdue
 * (lifeState ge 1 / eq 2), ten a page; columns aircraft, category, name, part number, serial and the life
 * figures of the component list, rows tinted like the due lists.
 *
 *   <FleetLifePanel />
 */

type StateFilter = 'all' | 'warning' | 'overdue';

const PAGE_SIZE = 10;

/** The filters of the panel's choices. */
export function lifeFilters(plane: number | null, state: StateFilter) {
  const out: { name: string; compare: string; value: number; relate: 'and' }[] = [];
  if (plane !== null) out.push({ name: 'plane', compare: 'eq', value: plane, relate: 'and' });
  if (state === 'warning') out.push({ name: 'lifeState', compare: 'ge', value: 1, relate: 'and' });
  if (state === 'overdue') out.push({ name: 'lifeState', compare: 'eq', value: 2, relate: 'and' });
  return out;
}

export default function FleetLifePanel() {
  const { t } = useTranslation();
  const [plane, setPlane] = useState<number | null>(null);
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const planes = useReference('plane');
  const list = useListQuery<PlaneBomRow>(BOM_TABLE, PlaneBom.api.QueryLife, {
    filters: lifeFilters(plane, state),
    page,
    pageSize: PAGE_SIZE,
  });
  const pick = (next: StateFilter) => {
    setState(next);
    setPage(1);
  };
  const columns: ColumnsType<PlaneBomRow> = [
    { title: t('bom.plane'), dataIndex: 'planeName', key: 'planeName' },
    { title: t('bom.category'), dataIndex: 'category', key: 'category' },
    { title: t('bom.name'), dataIndex: 'name', key: 'name' },
    { title: t('bom.model'), dataIndex: 'model', key: 'model' },
    { title: t('bom.seri'), dataIndex: 'seri', key: 'seri' },
    ...lifeColumns(t),
  ];
  return (
    <Flex vertical gap={12} data-testid="fleet-life-panel">
      <DueRowStyle />
      <Flex gap={8} wrap align="center">
        <Select<number | null>
          style={{ minWidth: 180 }}
          value={plane}
          aria-label={t('bom.fleet.planeFilter')}
          onChange={(value) => {
            setPlane(value ?? null);
            setPage(1);
          }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('bom.fleet.plane')}
          options={planes.options as { value: number; label: string }[]}
        />
        <Space.Compact>
          {(['all', 'warning', 'overdue'] as const).map((key) => (
            <Button
              key={key}
              type={state === key ? 'primary' : 'default'}
              aria-pressed={state === key}
              onClick={() => pick(key)}
            >
              {t(key === 'all' ? 'bom.fleet.all' : `bom.alerts.${key}`)}
            </Button>
          ))}
        </Space.Compact>
      </Flex>
      <Table<PlaneBomRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        rowClassName={lifeClass}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.totalItems,
          showSizeChanger: false,
          showTotal: (total) => t('list.table.total', { total }),
          onChange: setPage,
        }}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
    </Flex>
  );
}
