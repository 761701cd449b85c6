import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownload } from './download';
import { formatFileSize } from './file-size';
import { retryItemRender } from './RetryButton';
import { type UploadListOptions, useUploadList } from './use-upload-list';

/*
 * FileUpload — a file list field (platform spec §5, §7 "File upload"), usable as an antd Form control.
 *
 *   <Form.Item name="files" label="附件">
 *     <FileUpload use="document" target={modelId} canDelete={useCan(Document.api.Delete)} />
 *   </Form.Item>
 *
 * - value / onChange: the stored list of { uid, name, size, url } (the record keeps it as is).
 * - use (+ target): the presign use and its model or aircraft id; the use's rule (types, size) is checked
 *   before an upload starts, refusals show the spec's message and send nothing.
 * - One file at a time (the trigger is disabled while one uploads); progress bar; a failed upload stays in
 *   the list with 重试; sizes as B/KB/MB with two decimals; clicking a file (or its icon) downloads it.
 * - canDelete: removing a stored file needs the caller's Delete permission, else 没有权限删除文件. Cancelling
 *   an upload under way or failed needs none (nothing was stored).
 * - max: the most files kept; disabled: read-only list (no trigger, no removal).
 */

export type FileUploadProps = Omit<UploadListOptions, 'thumbnails'>;

export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  const list = useUploadList(props);
  const { download } = useDownload();
  const open = (file: { uid: string }) => {
    const entry = list.entryOf(file.uid);
    if (entry) void download(entry);
  };
  return (
    <Upload
      {...list.uploadProps}
      onPreview={open}
      onDownload={open}
      itemRender={retryItemRender(list, false)}
      showUploadList={{
        showDownloadIcon: true,
        extra: (file) =>
          file.status !== 'error' && file.size !== undefined ? ` (${formatFileSize(file.size)})` : undefined,
      }}
    >
      {!props.disabled && <Button disabled={!list.canAdd}>{t('files.upload')}</Button>}
    </Upload>
  );
}
