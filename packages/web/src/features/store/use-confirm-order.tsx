import { ExpiredBatch, StoreOrder, type StoreOrderDetail } from '@hangar/domain/contracts/store';
import { App, Table } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, call } from '../../api/http';
import { type Direction, dayOf } from './labels';

// Confirming a draft (store.ts): Confirm; when the server refuses with STORE_EXPIRED (expired batches would be
// received or issued: the same rule both ways; the batches in the error's `expired`), the clerk sees the batches
// and may go on — Confirm again with allowExpired. Any other refusal (not enough stock, a serial not in store,
// ...) is thrown as the server's ApiError for the caller to show.

export const STORE_EXPIRED = 'STORE_EXPIRED';

export type ExpiredBatchRow = z.output<typeof ExpiredBatch>;

/** The expired batches of a STORE_EXPIRED refusal; null for any other error. */
export function expiredOf(error: unknown): ExpiredBatchRow[] | null {
  if (!(error instanceof ApiError) || error.code !== STORE_EXPIRED) return null;
  const parsed = z.array(ExpiredBatch).safeParse(error.extra.expired);
  return parsed.success ? parsed.data : [];
}

export function ExpiredList({ batches }: { batches: ExpiredBatchRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<ExpiredBatchRow>
      data-testid="expired-batches"
      size="small"
      pagination={false}
      rowKey={(r) => `${r.material}-${r.batch ?? ''}-${r.expireDate}`}
      dataSource={batches}
      columns={[
        { title: t('store.item.material'), dataIndex: 'materialName', key: 'materialName' },
        { title: t('store.item.batch'), dataIndex: 'batch', key: 'batch' },
        {
          title: t('store.item.expireDate'),
          dataIndex: 'expireDate',
          key: 'expireDate',
          render: (v: string) => dayOf(v),
        },
        { title: t('store.item.quantity'), dataIndex: 'quantity', key: 'quantity' },
      ]}
    />
  );
}

/**
 * `confirm(id)`: the confirmed order, or null when the clerk declined to issue expired batches (the order stays
 * a draft). Other refusals reject with the server's ApiError.
 */
export function useConfirmOrder(direction: Direction): (id: number) => Promise<StoreOrderDetail | null> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const ask = useCallback(
    (batches: ExpiredBatchRow[]) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('store.expired.title'),
          width: 640,
          content: (
            <>
              <p>{t(direction > 0 ? 'store.expired.receiptContent' : 'store.expired.content')}</p>
              <ExpiredList batches={batches} />
            </>
          ),
          okText: t(direction > 0 ? 'store.expired.receiptGo' : 'store.expired.go'),
          okButtonProps: { danger: true },
          cancelText: t('list.confirm.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t, direction],
  );
  return useCallback(
    async (id: number) => {
      try {
        return await call(StoreOrder.api.Confirm, { id });
      } catch (error) {
        const expired = expiredOf(error);
        if (!expired) throw error;
        if (!(await ask(expired))) return null;
        return call(StoreOrder.api.Confirm, { id, allowExpired: true });
      }
    },
    [ask],
  );
}
