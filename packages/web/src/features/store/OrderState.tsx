import { StoreOrder, type StoreOrderListRow } from '@hangar/domain/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';

// An order's state: draft, confirmed, reversed (by a later order), and for a reversal the order it reverses —
// named by its number (read once per order and cached; `#id` when the reader may not open it).

type Stateful = Pick<StoreOrderListRow, 'step' | 'reverses' | 'reversedBy'>;

function ReversalTag({ original }: { original: number }) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: ['store_order', 'detail', original],
    queryFn: () => call(StoreOrder.api.Get, { id: original }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  return <Tag color="orange">{t('store.state.reversal', { code: order.data?.code ?? `#${original}` })}</Tag>;
}

export function OrderState({ order }: { order: Stateful }) {
  const { t } = useTranslation();
  if (order.step === 0) return <Tag>{t('store.state.draft')}</Tag>;
  return (
    <Space size={4} wrap>
      {order.reversedBy ? (
        <Tag color="red">{t('store.state.reversed')}</Tag>
      ) : (
        <Tag color="green">{t('store.state.confirmed')}</Tag>
      )}
      {order.reverses ? <ReversalTag original={order.reverses} /> : null}
    </Space>
  );
}
