import { ObjType } from '@hangar/domain/codes';
import { Material, type MaterialStockRow } from '@hangar/domain/contracts/materials';
import { StoreOrderItem, type StoreOrderItemRow } from '@hangar/domain/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Flex, Image, QRCode, Radio, Skeleton, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { EntityDrawer } from '../../components/EntityDrawer';
import { THUMBNAIL_SIZE } from '../../components/file-upload/ImageUpload';
import { postQuery, useListQuery } from '../../components/list-query';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { certLabel, packingText, yesNo } from './material-codes';
import { orderTypeLabel } from './order-type';
import { useMaterialTypes } from './use-material-types';

/*
 * The material drawer (materials document §2.12): titled with name, part number and id; tabs basic info and
 * stock (the default). Basic info: the material's fields, the category path, the packing text, the certificate
 * type, specs, pictures and a QR code of the link that opens this drawer (/product/material?id=<id>). Stock:
 * All / In / Out / Available over the material's confirmed store order items (StoreOrderItem/Query with fixed
 * filters material, step 1 and direction 1 / −1 or remain > 0), 20 a page (10–100), and the totals: in
 * (CountIn), out (CountOut), stock (in − out), and this page's in, out and sum. Available lists the batches still
 * holding stock: its footer totals what remains (stock, what of it has not expired, this page's remains), not
 * what those batches received.
 *
 *   <MaterialDrawer materialId={id} onClose={() => setId(null)} />      // null = closed
 */

export interface MaterialDrawerProps {
  materialId: number | null;
  onClose(): void;
}

export type StockFilter = 'all' | 'in' | 'out' | 'available';

const ITEM_TABLE = 'store_order_item';

/** The fixed filters of the stock tab's filter button. */
export function stockFilters(material: number, filter: StockFilter) {
  const and = (name: string, compare: string, value: number) => ({ name, compare, value, relate: 'and' as const });
  const base = [and('material', 'eq', material), and('step', 'eq', 1)];
  if (filter === 'in') return [...base, and('direction', 'eq', 1)];
  if (filter === 'out') return [...base, and('direction', 'eq', -1)];
  if (filter === 'available') return [...base, and('remain', 'gt', 0)];
  return base;
}

/** The page's in, out and sum (out counted positive; sum = in − out), and what its inbound lines still hold. */
export function pageTotals(rows: readonly Pick<StoreOrderItemRow, 'quantity' | 'direction' | 'remain'>[]) {
  const round = (n: number) => Math.round(n * 100) / 100;
  const inbound = rows.filter((r) => r.direction > 0);
  const pageIn = round(inbound.reduce((s, r) => s + r.quantity, 0));
  const pageOut = round(rows.filter((r) => r.direction < 0).reduce((s, r) => s + r.quantity, 0));
  const pageRemain = round(inbound.reduce((s, r) => s + r.remain, 0));
  return { pageIn, pageOut, pageSum: round(pageIn - pageOut), pageRemain };
}

export function useMaterial(materialId: number | null) {
  const list = useListQuery<MaterialStockRow>(
    Material.table,
    Material.api.QueryWithStock,
    { filters: [{ name: 'id', compare: 'eq', value: materialId ?? 0, relate: 'and' }], page: 1, pageSize: 1 },
    { enabled: materialId !== null },
  );
  return { material: list.items.find((m) => m.id === materialId), loading: list.loading };
}

export function MaterialDrawer({ materialId, onClose }: MaterialDrawerProps) {
  const { t } = useTranslation();
  const { material, loading } = useMaterial(materialId);
  return (
    <EntityDrawer
      open={materialId !== null}
      onClose={onClose}
      title={
        material ? t('material.drawer.title', { name: material.name, model: material.model, id: material.id }) : ''
      }
      extra={material ? <OperLogButton targetType={ObjType.Material} targetId={material.id} /> : null}
      defaultActiveTab="stock"
      tabs={
        material
          ? [
              { key: 'base', label: t('material.drawer.base'), children: <MaterialInfo material={material} /> },
              { key: 'stock', label: t('material.drawer.stock'), children: <MaterialStock material={material} /> },
            ]
          : undefined
      }
    >
      {material ? null : loading ? <Skeleton active /> : <Empty />}
    </EntityDrawer>
  );
}

function MaterialInfo({ material: m }: { material: MaterialStockRow }) {
  const { t } = useTranslation();
  const types = useMaterialTypes();
  const link = `${window.location.origin}/product/material?id=${m.id}`;
  const specs = Object.entries(m.specs ?? {});
  const item = (key: string, children: React.ReactNode, span?: number) => ({
    key,
    label: t(`material.${key}`),
    children,
    span,
  });
  return (
    <Flex gap={24} wrap align="flex-start">
      <Descriptions
        style={{ flex: 1, minWidth: 320 }}
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          item('name', m.name),
          item('nameEn', m.nameEn),
          item('model', m.model),
          item('replacement', m.replacement),
          item('id', m.id),
          item('categoryPath', types.pathOf(m.category)),
          item('brand', m.brandName),
          item('measureUnit', m.unitName),
          item('useSerial', yesNo(t, m.useSerial)),
          item('packing', packingText(t, m)),
          item('certType', certLabel(t, m.certType)),
          item('storeCondition', m.storeCondition),
          item(
            'specs',
            specs.length > 0 ? (
              <Space orientation="vertical" size={0}>
                {specs.map(([name, value]) => (
                  <span key={name}>
                    {name}: {value}
                  </span>
                ))}
              </Space>
            ) : null,
            2,
          ),
          item('descript', <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{m.descript}</Typography.Text>, 2),
          item(
            'pictures',
            <Image.PreviewGroup>
              <Space wrap>
                {(m.pictures ?? []).map((p) => (
                  <Image key={p.uid} src={p.url} alt={p.name} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} />
                ))}
              </Space>
            </Image.PreviewGroup>,
            2,
          ),
        ]}
      />
      <Flex vertical align="center" gap={8}>
        <QRCode value={link} size={160} />
        <Typography.Text type="secondary">{t('material.drawer.qr')}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/** CountIn / CountOut: a list whose first element is the total (0 until it has loaded). */
function useCount(
  endpoint: typeof StoreOrderItem.api.CountIn | typeof StoreOrderItem.api.CountOut,
  id: number,
): number {
  const count = useQuery({ queryKey: [ITEM_TABLE, endpoint.path, id], queryFn: () => call(endpoint, { id }) });
  return count.data?.[0] ?? 0;
}

function MaterialStock({ material }: { material: MaterialStockRow }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StockFilter>('all');
  const fixedFilters = stockFilters(material.id, filter);
  const totalIn = useCount(StoreOrderItem.api.CountIn, material.id);
  const totalOut = useCount(StoreOrderItem.api.CountOut, material.id);

  const columns: ColumnsType<StoreOrderItemRow> = [
    {
      title: t('material.stock.orderDate'),
      dataIndex: 'orderDate',
      key: 'orderDate',
      render: (v: string) => v?.slice(0, 10),
    },
    { title: t('material.stock.orderCode'), dataIndex: 'orderCode', key: 'orderCode' },
    {
      title: t('material.stock.orderType'),
      dataIndex: 'orderType',
      key: 'orderType',
      render: (v: number) => orderTypeLabel(t, v),
    },
    { title: t('material.stock.warehouse'), dataIndex: 'warehouseName', key: 'warehouseName' },
    { title: t('material.stock.batch'), dataIndex: 'batch', key: 'batch' },
    { title: t('material.stock.seri'), dataIndex: 'seri', key: 'seri' },
    {
      title: t('material.stock.expireDate'),
      dataIndex: 'expireDate',
      key: 'expireDate',
      render: (v: string | null) => (v && !v.startsWith('0001') ? v.slice(0, 10) : ''),
    },
    {
      title: t('material.stock.quantity'),
      key: 'quantity',
      render: (_, row) => (
        <Typography.Text type={row.direction < 0 ? 'danger' : 'success'}>
          {row.direction < 0 ? -row.quantity : row.quantity}
        </Typography.Text>
      ),
    },
    { title: t('material.stock.remain'), dataIndex: 'remain', key: 'remain' },
    { title: t('material.stock.price'), dataIndex: 'price', key: 'price' },
    { title: t('material.stock.position'), dataIndex: 'position', key: 'position' },
    {
      title: t('material.stock.cert'),
      dataIndex: 'cert',
      key: 'cert',
      render: (v: number | null) => certLabel(t, v),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        optionType="button"
        value={filter}
        onChange={(e) => setFilter(e.target.value as StockFilter)}
        options={(['all', 'in', 'out', 'available'] as const).map((value) => ({
          value,
          label: t(`material.stock.${value}`),
        }))}
      />
      <DataTable<StoreOrderItemRow>
        columns={columns}
        queryKey={[ITEM_TABLE, 'material', material.id, filter]}
        query={postQuery<StoreOrderItemRow>(StoreOrderItem.api.Query, { fixedFilters })}
        rowKey="sn"
        pageSizes={[10, 20, 30, 50, 100]}
        defaultPageSize={20}
        heightOffset={360}
        wrap={(table, rows) => {
          const page = pageTotals(rows);
          const stock = (
            <Typography.Text strong>
              {t('material.stock.total', { value: Math.round((totalIn - totalOut) * 100) / 100 })}
            </Typography.Text>
          );
          return (
            <>
              {table}
              {filter === 'available' ? (
                <Flex gap={24} wrap data-testid="stock-totals">
                  {stock}
                  <span>{t('material.stock.availableTotal', { value: material.available })}</span>
                  <span>{t('material.stock.pageRemain', { value: page.pageRemain })}</span>
                </Flex>
              ) : (
                <Flex gap={24} wrap data-testid="stock-totals">
                  <span>{t('material.stock.totalIn', { value: totalIn })}</span>
                  <span>{t('material.stock.totalOut', { value: totalOut })}</span>
                  {stock}
                  <span>{t('material.stock.pageIn', { value: page.pageIn })}</span>
                  <span>{t('material.stock.pageOut', { value: page.pageOut })}</span>
                  <span>{t('material.stock.pageSum', { value: page.pageSum })}</span>
                </Flex>
              )}
            </>
          );
        }}
      />
    </Flex>
  );
}
