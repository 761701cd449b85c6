import type { PurchaseSetting } from '@hangar/domain/contracts/workcards';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../components/EditorDialog';

// The purchase setting of a material line (model document §2.4, §3 "Purchase setting", §5): default supplier
// and cost price required (不能为空), supplier product code, link, remarks. OK gives the setting to the line; the
// card's save stores it.

export interface PurchaseDialogProps {
  /** The line's name (title); null = closed. */
  name: string | null;
  value: PurchaseSetting | null | undefined;
  onClose(): void;
  onDone(value: PurchaseSetting): void;
}

type Values = { supplier?: string; price?: number | null; code?: string; url?: string; comments?: string };

export function PurchaseDialog({ name, value, onClose, onDone }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const submit = async (values: Values) => {
    onDone({
      supplier: (values.supplier ?? '').trim(),
      price: values.price as number,
      code: values.code?.trim() || null,
      url: values.url?.trim() || null,
      comments: values.comments?.trim() || null,
    });
  };
  return (
    <EditorDialog<Values>
      state="edit"
      title={t('workcards.purchase.title', { name: name ?? '' })}
      open={name !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{
        supplier: value?.supplier,
        price: value?.price,
        code: value?.code ?? undefined,
        url: value?.url ?? undefined,
        comments: value?.comments ?? undefined,
      }}
      successMessage={false}
      labelWidth={120}
    >
      <Form.Item
        name="supplier"
        label={t('workcards.purchase.supplier')}
        rules={[{ required: true, whitespace: true, message: t('workcard.supplierRequired') }, { max: 200 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('workcards.purchase.price')}
        rules={[{ required: true, message: t('workcard.priceRequired') }]}
      >
        <InputNumber min={0} max={1e12} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="code" label={t('workcards.purchase.code')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="url" label={t('workcards.purchase.url')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="comments" label={t('workcards.purchase.comments')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </EditorDialog>
  );
}
