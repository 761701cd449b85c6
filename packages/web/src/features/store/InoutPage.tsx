import { StoreOrderItem, type StoreOrderItemRow, storeOrderTypes } from '@hangar/domain/contracts/store';
import { type ListBody, QUERY_LIMITS } from '@hangar/domain/query';
import { App, Button, DatePicker, Flex, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { type ExportColumn, useExport } from '../../components/excel-export';
import { type ListPayload, postQuery } from '../../components/list-query';
import { certLabel, dayOf, directionLabel, typeLabel, typeOptions } from './labels';
import { WarehouseFilter } from './WarehouseFilter';

// /store/inout: every movement (StoreOrderItem/Query without a material): confirmed lines by default, drafts
// too with the switch. Filters: date range, order type, direction, warehouse, part number. Quantities are signed
// by direction (in +, out −). Excel export of the filtered movements (exceljs loaded on the first export).

export const ITEM_TABLE = 'store_order_item';

export interface InoutFilter {
  dates?: [Dayjs, Dayjs] | null;
  type?: number;
  direction?: number;
  warehouse?: number;
  model?: string;
  drafts?: boolean;
}

const eq = (name: string, value: string | number) => ({ name, compare: 'eq', value, relate: 'and' });

/** The Query payload of the filters. */
export function inoutPayload(f: InoutFilter): ListPayload {
  const filters: ListPayload['filters'] = [
    ...(f.dates
      ? [
          { name: 'orderDate', compare: 'ge', value: f.dates[0].format('YYYY-MM-DD'), relate: 'and' },
          { name: 'orderDate', compare: 'le', value: f.dates[1].format('YYYY-MM-DD'), relate: 'and' },
        ]
      : []),
    ...(f.type === undefined ? [] : [eq('orderType', f.type)]),
    ...(f.direction === undefined ? [] : [eq('direction', f.direction)]),
    ...(f.warehouse === undefined ? [] : [eq('warehouse', f.warehouse)]),
    ...(f.model ? [{ name: 'materialModel', compare: 'contains', value: f.model, relate: 'and' }] : []),
  ];
  return { fixedFilters: f.drafts ? [] : [eq('step', 1)], filters };
}

export const signed = (row: Pick<StoreOrderItemRow, 'direction' | 'quantity'>) =>
  row.direction < 0 ? -row.quantity : row.quantity;

interface ExportRow {
  orderDate: string;
  orderCode: string;
  type: string;
  direction: string;
  warehouse: string;
  model: string;
  name: string;
  batch: string;
  seri: string;
  expireDate: string;
  quantity: number;
  remain: number | null;
  price: number | null;
  position: string;
  cert: string;
}

export default function InoutPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exporter = useExport();
  const [filter, setFilter] = useState<InoutFilter>({});
  const [model, setModel] = useState('');
  const [fetching, setFetching] = useState(false);
  const set = (patch: Partial<InoutFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const payload = inoutPayload(filter);

  const columns: ColumnsType<StoreOrderItemRow> = [
    { title: t('store.order.orderDate'), dataIndex: 'orderDate', key: 'orderDate', render: (v) => dayOf(v) },
    {
      title: t('store.order.code'),
      dataIndex: 'orderCode',
      key: 'orderCode',
      render: (code: string, row) => (
        <Space size={4}>
          {code}
          {row.step === 0 ? <Tag>{t('store.state.draft')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('store.order.type'), dataIndex: 'orderType', key: 'orderType', render: (v: number) => typeLabel(t, v) },
    {
      title: t('store.order.direction'),
      dataIndex: 'direction',
      key: 'direction',
      render: (v: number) => <Tag color={v > 0 ? 'green' : 'orange'}>{directionLabel(t, v)}</Tag>,
    },
    { title: t('store.order.warehouse'), dataIndex: 'warehouseName', key: 'warehouseName' },
    { title: t('store.item.model'), dataIndex: 'materialModel', key: 'materialModel' },
    { title: t('store.item.name'), dataIndex: 'materialName', key: 'materialName' },
    { title: t('store.item.batch'), dataIndex: 'batch', key: 'batch' },
    { title: t('store.item.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('store.item.expireDate'), dataIndex: 'expireDate', key: 'expireDate', render: (v) => dayOf(v) },
    {
      title: t('store.item.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.direction < 0 ? 'danger' : 'success'} data-testid="signed-quantity">
          {signed(row) > 0 ? `+${signed(row)}` : signed(row)}
        </Typography.Text>
      ),
    },
    {
      title: t('store.item.remain'),
      dataIndex: 'remain',
      key: 'remain',
      align: 'right',
      render: (v: number, row) => (row.direction > 0 ? v : ''),
    },
    { title: t('store.item.price'), dataIndex: 'price', key: 'price', align: 'right' },
    { title: t('store.item.position'), dataIndex: 'position', key: 'position' },
    { title: t('store.item.cert'), dataIndex: 'cert', key: 'cert', render: (v: number | null) => certLabel(t, v) },
  ];

  const exportColumns: ExportColumn<ExportRow>[] = [
    { title: t('store.order.orderDate'), dataIndex: 'orderDate', width: 12 },
    { title: t('store.order.code'), dataIndex: 'orderCode' },
    { title: t('store.order.type'), dataIndex: 'type' },
    { title: t('store.order.direction'), dataIndex: 'direction', width: 8 },
    { title: t('store.order.warehouse'), dataIndex: 'warehouse' },
    { title: t('store.item.model'), dataIndex: 'model' },
    { title: t('store.item.name'), dataIndex: 'name', width: 24 },
    { title: t('store.item.batch'), dataIndex: 'batch' },
    { title: t('store.item.seri'), dataIndex: 'seri' },
    { title: t('store.item.expireDate'), dataIndex: 'expireDate', width: 12 },
    { title: t('store.item.quantity'), dataIndex: 'quantity', width: 10 },
    { title: t('store.item.remain'), dataIndex: 'remain', width: 10 },
    { title: t('store.item.price'), dataIndex: 'price', width: 10 },
    { title: t('store.item.position'), dataIndex: 'position' },
    { title: t('store.item.cert'), dataIndex: 'cert' },
  ];
  const exportRow = (r: StoreOrderItemRow): ExportRow => ({
    orderDate: dayOf(r.orderDate),
    orderCode: r.orderCode,
    type: typeLabel(t, r.orderType),
    direction: directionLabel(t, r.direction),
    warehouse: r.warehouseName ?? '',
    model: r.materialModel,
    name: r.materialName,
    batch: r.batch ?? '',
    seri: r.seri ?? '',
    expireDate: dayOf(r.expireDate),
    quantity: signed(r),
    remain: r.direction > 0 ? r.remain : null,
    price: r.price,
    position: r.position ?? '',
    cert: certLabel(t, r.cert),
  });

  const exportRows = async () => {
    setFetching(true);
    try {
      const { method, path } = StoreOrderItem.api.Query;
      const { items, totalItems } = await request<ListBody<StoreOrderItemRow>>(method, path, {
        ...payload,
        page: 1,
        pageSize: QUERY_LIMITS.maxPageSize,
      });
      const done = await exporter.run({
        fileName: t('store.inout.exportName'),
        sheetName: t('store.inout.exportName'),
        columns: exportColumns,
        rows: items.map(exportRow),
      });
      if (done && totalItems > items.length) {
        void message.warning(t('store.inout.exportCapped', { count: items.length, total: totalItems }));
      }
    } catch (error) {
      exporter.failed(error);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label={t('store.inout.dates')}
          value={filter.dates ?? null}
          onChange={(v) => set({ dates: v?.[0] && v[1] ? [v[0], v[1]] : null })}
        />
        <Select
          aria-label={t('store.order.type')}
          placeholder={t('store.inout.allTypes')}
          options={typeOptions(t, storeOrderTypes)}
          value={filter.type}
          onChange={(v: number | undefined) => set({ type: v })}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 170 }}
        />
        <Select
          aria-label={t('store.order.direction')}
          placeholder={t('store.inout.allDirections')}
          options={[
            { value: 1, label: directionLabel(t, 1) },
            { value: -1, label: directionLabel(t, -1) },
          ]}
          value={filter.direction}
          onChange={(v: number | undefined) => set({ direction: v })}
          allowClear
          style={{ width: 130 }}
        />
        <WarehouseFilter value={filter.warehouse} onChange={(v) => set({ warehouse: v })} />
        <Input.Search
          aria-label={t('store.item.model')}
          placeholder={t('store.item.model')}
          value={model}
          onChange={(e) => setModel(e.target.value)}
          onSearch={(v) => set({ model: v.trim() || undefined })}
          allowClear
          style={{ width: 200 }}
        />
        <Space size={4}>
          <Switch
            aria-label={t('store.inout.includeDrafts')}
            checked={filter.drafts === true}
            onChange={(drafts) => set({ drafts })}
          />
          {t('store.inout.includeDrafts')}
        </Space>
        <Button
          onClick={() => {
            setFilter({});
            setModel('');
          }}
        >
          {t('store.inout.reset')}
        </Button>
        <Button loading={fetching || exporter.exporting} onClick={() => void exportRows()}>
          {t('store.inout.export')}
        </Button>
      </Space>
      <DataTable<StoreOrderItemRow>
        columns={columns}
        rowKey="sn"
        queryKey={[ITEM_TABLE, 'inout', payload]}
        query={postQuery<StoreOrderItemRow>(StoreOrderItem.api.Query, payload)}
        heightOffset={400}
        card={(row) => (
          <div data-testid="movement-card">
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>
                {row.materialModel} · {row.materialName}
              </Typography.Text>
              <Typography.Text type={row.direction < 0 ? 'danger' : 'success'}>
                {signed(row) > 0 ? `+${signed(row)}` : signed(row)}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {dayOf(row.orderDate)} · {row.orderCode} · {typeLabel(t, row.orderType)} · {row.warehouseName}
              {row.batch ? ` · ${row.batch}` : ''}
            </Typography.Text>
          </div>
        )}
      />
    </Flex>
  );
}
