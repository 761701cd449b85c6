import { Document, type DocumentRow, FOLDER_BAD_CHARS } from '@hangar/domain/contracts/documents';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import type { LibraryPlace } from './library-place';

// The folder name dialog (model document §2.8, §5): a new folder in the open folder, or a folder renamed. The
// forbidden characters , . : < > ? % \ / ` ' " are refused here with the server's own message.

export interface FolderDialogProps {
  open: boolean;
  /** The folder renamed; absent = a new folder. */
  record?: DocumentRow;
  library: LibraryPlace;
  onClose(): void;
  onSaved(): unknown;
}

interface FolderValues {
  name: string;
}

export function FolderDialog({ open, record, library, onClose, onSaved }: FolderDialogProps) {
  const { t } = useTranslation();
  const submit = async ({ name }: FolderValues) => {
    const value = name.trim();
    if (record) await call(Document.api.UpdateFolder, { id: record.id, module: library.module, name: value });
    else
      await call(Document.api.Add, {
        module: library.module,
        dict: library.dict,
        target: library.target,
        parent: library.parent,
        isFolder: 1,
        name: value,
      });
    await onSaved();
  };
  return (
    <EditorDialog<FolderValues>
      state={record ? 'edit' : 'add'}
      title={t(record ? 'documents.folder.edit' : 'documents.folder.add')}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={record ? { name: record.name } : undefined}
      width={480}
    >
      <Form.Item
        name="name"
        label={t('documents.folder.name')}
        rules={[
          { required: true, whitespace: true, message: t('document.folderNameRequired') },
          { max: 200 },
          {
            validator: (_, value: unknown) =>
              typeof value === 'string' && FOLDER_BAD_CHARS.test(value)
                ? Promise.reject(new Error(t('document.folderBadChars')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
    </EditorDialog>
  );
}
