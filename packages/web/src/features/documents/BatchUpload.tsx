import { Document } from '@hangar/domain/contracts/documents';
import { checkUpload } from '@hangar/domain/contracts/files';
import { App, Button, List, Modal, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { uploadFile } from '../../components/file-upload/upload-request';
import { baseName, type LibraryPlace, uploadTarget } from './library-place';

/*
 * Batch upload (model document §2.8 "multi-file upload dialog"): a drag area taking many files; each one is
 * uploaded (presign + PUT, components/file-upload/upload-request) and saved as its own document (Document/Add)
 * named after the file without its extension, in the open folder. One file at a time, a progress bar each; a
 * failure (refused by the upload rule, the upload or the save) leaves the others saved, and the end says which
 * files were not saved.
 */

export interface BatchUploadProps {
  open: boolean;
  library: LibraryPlace;
  onClose(): void;
  onSaved(): unknown;
}

interface Item {
  key: string;
  name: string;
  percent: number;
  status: 'waiting' | 'uploading' | 'saved' | 'failed';
  error?: string;
}

let sequence = 0;

export function BatchUpload({ open, library, onClose, onSaved }: BatchUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [items, setItems] = useState<Item[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const batch = useRef({ waiting: 0, saved: 0, failed: [] as string[] });
  const controller = useRef(new AbortController());
  const latest = useRef(library);
  latest.current = library;

  useEffect(() => () => controller.current.abort(), []);

  const update = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const finish = () => {
    const { saved, failed } = batch.current;
    batch.current = { waiting: 0, saved: 0, failed: [] };
    if (saved > 0) void message.success(t('documents.batch.done', { count: saved }));
    if (failed.length > 0) void message.error(t('documents.batch.someFailed', { names: failed.join(', ') }));
  };

  const process = async (key: string, file: File) => {
    const place = latest.current;
    const signal = controller.current.signal;
    if (signal.aborted) return;
    update(key, { status: 'uploading' });
    try {
      const entry = await uploadFile(file, {
        use: 'document',
        ...uploadTarget(place),
        signal,
        onProgress: (percent) => update(key, { percent }),
      });
      await call(Document.api.Add, {
        module: place.module,
        dict: place.dict,
        target: place.target,
        parent: place.parent,
        isFolder: 0,
        type: place.type ?? null,
        name: baseName(file.name),
        files: [entry],
      });
      batch.current.saved += 1;
      update(key, { status: 'saved', percent: 100 });
      await onSaved();
    } catch (error) {
      if (signal.aborted) return;
      batch.current.failed.push(file.name);
      update(key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    } finally {
      batch.current.waiting -= 1;
      if (batch.current.waiting === 0 && !signal.aborted) finish();
    }
  };

  const add = (file: File) => {
    const key = `batch-${++sequence}`;
    const refusal = checkUpload('document', file);
    if (refusal) {
      setItems((list) => [
        ...list,
        { key, name: file.name, percent: 0, status: 'failed', error: t(refusal.key, refusal.params) },
      ]);
      void message.error(`${file.name}: ${t(refusal.key, refusal.params)}`);
      return;
    }
    setItems((list) => [...list, { key, name: file.name, percent: 0, status: 'waiting' }]);
    batch.current.waiting += 1;
    chain.current = chain.current.then(() => process(key, file));
  };

  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const close = () => {
    if (busy) return;
    setItems([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('documents.batch.title')}
      onCancel={close}
      footer={
        <Button onClick={close} disabled={busy}>
          {t('documents.batch.close')}
        </Button>
      }
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      <Upload.Dragger
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          add(file);
          return false;
        }}
      >
        <p>{t('documents.batch.hint')}</p>
        <Typography.Text type="secondary">{t('documents.batch.subHint')}</Typography.Text>
      </Upload.Dragger>
      {items.length > 0 ? (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.key} data-testid="batch-item">
              <div style={{ width: '100%' }}>
                <Typography.Text>{item.name}</Typography.Text>{' '}
                {item.status === 'saved' ? (
                  <Typography.Text type="success">{t('documents.batch.saved')}</Typography.Text>
                ) : null}
                {item.status === 'failed' ? (
                  <Typography.Text type="danger">
                    {t('documents.batch.failed')}
                    {item.error ? `: ${item.error}` : ''}
                  </Typography.Text>
                ) : null}
                <Progress
                  percent={item.percent}
                  size="small"
                  status={item.status === 'failed' ? 'exception' : item.status === 'saved' ? 'success' : 'active'}
                />
              </div>
            </List.Item>
          )}
        />
      ) : null}
    </Modal>
  );
}
