import { StoreOrder, type StoreOrderDetail, type StoreOrderItemRow } from '@hangar/domain/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useWindowSize } from '../../components/use-window-size';
import { certLabel, dayOf, typeLabel } from './labels';
import { OrderState } from './OrderState';

// A store order as recorded (StoreOrder/Get), read-only: its header and its lines. A confirmed outbound order's
// lines are the batches it consumed (one line per batch).

export function itemColumns(t: ReturnType<typeof useTranslation>['t']): ColumnsType<StoreOrderItemRow> {
  return [
    { title: t('store.item.model'), dataIndex: 'materialModel', key: 'materialModel' },
    { title: t('store.item.name'), dataIndex: 'materialName', key: 'materialName' },
    { title: t('store.item.batch'), dataIndex: 'batch', key: 'batch' },
    { title: t('store.item.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('store.item.expireDate'), dataIndex: 'expireDate', key: 'expireDate', render: (v) => dayOf(v) },
    { title: t('store.item.quantity'), dataIndex: 'quantity', key: 'quantity' },
    { title: t('store.item.unit'), dataIndex: 'unitName', key: 'unitName' },
    { title: t('store.item.price'), dataIndex: 'price', key: 'price' },
    { title: t('store.item.priceEx'), dataIndex: 'priceEx', key: 'priceEx' },
    { title: t('store.item.position'), dataIndex: 'position', key: 'position' },
    { title: t('store.item.cert'), dataIndex: 'cert', key: 'cert', render: (v: number | null) => certLabel(t, v) },
    { title: t('store.item.comments'), dataIndex: 'comments', key: 'comments' },
  ];
}

export interface OrderDetailProps {
  orderId: number | null;
  onClose(): void;
  /** Names of the order's people (user ids). */
  personOf(id: number | null): string;
}

export function OrderDetailDrawer({ orderId, onClose, personOf }: OrderDetailProps) {
  const { t } = useTranslation();
  const { width } = useWindowSize();
  const detail = useQuery({
    queryKey: ['store_order', 'detail', orderId],
    queryFn: () => call(StoreOrder.api.Get, { id: orderId as number }),
    enabled: orderId !== null,
  });
  const order: StoreOrderDetail | undefined = detail.data;
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={Math.min(1100, width)}
      title={order ? t('store.order.detail', { code: order.code }) : ''}
      loading={detail.isFetching && !order}
    >
      {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {order ? (
        <Flex vertical gap={16} data-testid="order-detail">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'code', label: t('store.order.code'), children: order.code },
              { key: 'type', label: t('store.order.type'), children: typeLabel(t, order.type) },
              { key: 'date', label: t('store.order.orderDate'), children: dayOf(order.orderDate) },
              { key: 'warehouse', label: t('store.order.warehouse'), children: order.warehouseName },
              order.direction > 0
                ? { key: 'supplier', label: t('store.order.supplier'), children: order.supplierName }
                : { key: 'plane', label: t('store.order.plane'), children: order.planeName },
              {
                key: 'receiver',
                label: t(order.direction > 0 ? 'store.order.deliverer' : 'store.order.receiver'),
                children: order.receiver,
              },
              { key: 'step', label: t('store.order.step'), children: <OrderState order={order} /> },
              { key: 'createdBy', label: t('store.order.createdBy'), children: personOf(order.createdBy) },
              { key: 'confirmedBy', label: t('store.order.confirmedBy'), children: personOf(order.confirmedBy) },
              { key: 'confirmedAt', label: t('store.order.confirmedAt'), children: dayOf(order.confirmedAt) },
              { key: 'comments', label: t('store.order.comments'), children: order.comments, span: 'filled' },
            ]}
          />
          <Table<StoreOrderItemRow>
            size="small"
            rowKey="sn"
            pagination={false}
            dataSource={order.items}
            columns={itemColumns(t)}
            scroll={{ x: 'max-content' }}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
