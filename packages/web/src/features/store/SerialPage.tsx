import { type SerialRow, StoreOrderItem } from '@hangar/domain/contracts/store';
import { Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { type ListPayload, postQuery } from '../../components/list-query';
import { ITEM_TABLE } from './InoutPage';
import { dayOf, typeLabel } from './labels';
import { WarehouseFilter } from './WarehouseFilter';

// /product/entity: serial-numbered parts and where each is now (StoreOrderItem/QuerySerial): in a warehouse (and
// its position) or issued (to an aircraft and a receiver, by which order and when). Filters: part number,
// serial number, state, warehouse.

export interface SerialFilter {
  model?: string;
  seri?: string;
  state?: number;
  warehouse?: number;
}

export function serialPayload(f: SerialFilter): ListPayload {
  return {
    filters: [
      ...(f.model ? [{ name: 'materialModel', compare: 'contains', value: f.model, relate: 'and' }] : []),
      ...(f.seri ? [{ name: 'seri', compare: 'contains', value: f.seri, relate: 'and' }] : []),
      ...(f.state === undefined ? [] : [{ name: 'state', compare: 'eq', value: f.state, relate: 'and' }]),
      ...(f.warehouse === undefined ? [] : [{ name: 'warehouse', compare: 'eq', value: f.warehouse, relate: 'and' }]),
    ],
  };
}

function Where({ row }: { row: SerialRow }) {
  const { t } = useTranslation();
  if (row.state > 0) {
    return (
      <Space size={4} wrap>
        <Tag color="green">{t('store.serial.in')}</Tag>
        {[row.warehouseName, row.position].filter(Boolean).join(' · ')}
      </Space>
    );
  }
  return (
    <Space size={4} wrap>
      <Tag color="orange">{t('store.serial.out')}</Tag>
      {[row.planeName, row.receiver].filter(Boolean).join(' · ')}
    </Space>
  );
}

export default function SerialPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SerialFilter>({});
  const [typed, setTyped] = useState({ model: '', seri: '' });
  const set = (patch: Partial<SerialFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const payload = serialPayload(filter);

  const columns: ColumnsType<SerialRow> = [
    { title: t('store.item.model'), dataIndex: 'materialModel', key: 'materialModel' },
    { title: t('store.item.name'), dataIndex: 'materialName', key: 'materialName' },
    { title: t('store.item.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('store.item.batch'), dataIndex: 'batch', key: 'batch' },
    { title: t('store.serial.where'), key: 'state', render: (_, row) => <Where row={row} /> },
    { title: t('store.item.expireDate'), dataIndex: 'expireDate', key: 'expireDate', render: (v) => dayOf(v) },
    {
      title: t('store.serial.lastOrder'),
      key: 'order',
      render: (_, row) => `${row.orderCode} · ${typeLabel(t, row.orderType)} · ${dayOf(row.orderDate)}`,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Input.Search
          aria-label={t('store.item.model')}
          placeholder={t('store.item.model')}
          value={typed.model}
          onChange={(e) => setTyped((v) => ({ ...v, model: e.target.value }))}
          onSearch={(v) => set({ model: v.trim() || undefined })}
          allowClear
          style={{ width: 200 }}
        />
        <Input.Search
          aria-label={t('store.item.seri')}
          placeholder={t('store.item.seri')}
          value={typed.seri}
          onChange={(e) => setTyped((v) => ({ ...v, seri: e.target.value }))}
          onSearch={(v) => set({ seri: v.trim() || undefined })}
          allowClear
          style={{ width: 200 }}
        />
        <Select
          aria-label={t('store.serial.state')}
          placeholder={t('store.serial.allStates')}
          options={[
            { value: 1, label: t('store.serial.in') },
            { value: -1, label: t('store.serial.out') },
          ]}
          value={filter.state}
          onChange={(v: number | undefined) => set({ state: v })}
          allowClear
          style={{ width: 130 }}
        />
        <WarehouseFilter value={filter.warehouse} onChange={(v) => set({ warehouse: v })} />
        <Button
          onClick={() => {
            setFilter({});
            setTyped({ model: '', seri: '' });
          }}
        >
          {t('store.inout.reset')}
        </Button>
      </Space>
      <DataTable<SerialRow>
        columns={columns}
        rowKey={(r) => `${r.material}-${r.seri}`}
        queryKey={[ITEM_TABLE, 'serial', payload]}
        query={postQuery<SerialRow>(StoreOrderItem.api.QuerySerial, payload)}
        heightOffset={400}
        card={(row) => (
          <div data-testid="serial-card">
            <Typography.Text strong>
              {row.materialModel} · {row.materialName} · {row.seri}
            </Typography.Text>
            <div>
              <Where row={row} />
            </div>
          </div>
        )}
      />
    </Flex>
  );
}
