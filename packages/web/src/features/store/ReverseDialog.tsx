import { ReverseInput, StoreOrder, type StoreOrderListRow } from '@hangar/domain/contracts/store';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { type FormField, FormFields, formBody } from '../../components/ListPage';
import { STORE_TABLES } from './OrderDialog';

// Reversing a confirmed order (StoreOrder/Reverse): the dialog names the order, says what a reversal does, and
// takes the reason; the server books the reversing order and answers it.

export function ReverseDialog({ order, onClose }: { order: StoreOrderListRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields: FormField[] = [
    { name: 'comments', label: t('store.reverse.comments'), kind: 'textarea', schema: ReverseInput.shape.comments },
  ];
  return (
    <EditorDialog<Record<string, unknown>>
      state="edit"
      title={order ? t('store.reverse.title', { code: order.code }) : ''}
      open={order !== null}
      onClose={onClose}
      okText={t('store.action.reverse')}
      successMessage={t('store.reverse.done')}
      draggable
      onSubmit={async (values) => {
        if (!order) return;
        const { comments } = formBody(fields, values) as { comments: string | null };
        await call(StoreOrder.api.Reverse, { id: order.id, comments });
        await Promise.all(STORE_TABLES.map((table) => queryClient.invalidateQueries({ queryKey: [table] })));
      }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={order ? t('store.reverse.content', { code: order.code }) : ''}
      />
      <FormFields fields={fields} />
    </EditorDialog>
  );
}
