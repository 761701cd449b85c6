import { Document, type DocumentModuleCode, type DocumentRow } from '@hangar/domain/contracts/documents';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';

// The engineering instruction number of a document (model document §3 "Document" card, §7 /api/Document/UpdateCard,
// §8 "set engineering instruction number"): one field, empty clears it.

export interface CardDialogProps {
  /** The document; null = closed. */
  record: DocumentRow | null;
  /** The document's library. */
  module: DocumentModuleCode;
  onClose(): void;
  onSaved(): unknown;
}

interface CardValues {
  card?: string;
}

export function CardDialog({ record, module, onClose, onSaved }: CardDialogProps) {
  const { t } = useTranslation();
  const submit = async ({ card }: CardValues) => {
    if (!record) return;
    await call(Document.api.UpdateCard, { id: record.id, module, card: (card ?? '').trim() });
    await onSaved();
  };
  return (
    <EditorDialog<CardValues>
      state="edit"
      title={record ? t('documents.card.title', { name: record.name }) : ''}
      open={record !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ card: record?.card ?? '' }}
      successMessage={t('documents.card.done')}
      width={480}
    >
      <Form.Item name="card" label={t('documents.col.card')} extra={t('documents.card.hint')} rules={[{ max: 100 }]}>
        <Input autoFocus allowClear />
      </Form.Item>
    </EditorDialog>
  );
}
