import { App, Button, type ButtonProps, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../session/session-context';

/*
 * Downloads (platform spec §7 "File upload", §8 未上传文件): the file is fetched as a blob with the session
 * cookie (the server checks that the user may read it) and saved under its stored name.
 *
 *   const download = useDownload();  await download(row.files);            // first entry of a list, or one entry
 *   <DownloadButton file={row.files} />                                   // a button doing the same
 *
 * No file (null, an empty list, an entry without url) → the warning 未上传文件 and no request. A refused
 * download shows the server's message.
 */

type FileArg = FileEntry | readonly FileEntry[] | null | undefined;

/** Saves a blob under a name through a temporary anchor and object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The localized `msg` of an error envelope, if the answer is one. */
async function refusal(response: Response): Promise<string> {
  try {
    const json = (await response.json()) as { msg?: unknown };
    return typeof json.msg === 'string' ? json.msg : '';
  } catch {
    return '';
  }
}

export function useDownload(): { download: (file: FileArg) => Promise<boolean>; downloading: boolean } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (file: FileArg) => {
      const entry = Array.isArray(file) ? file[0] : (file as FileEntry | null | undefined);
      if (!entry?.url) {
        void message.warning(t('files.noFile'));
        return false;
      }
      setDownloading(true);
      try {
        const response = await fetch(entry.url, { credentials: 'include' });
        if (!response.ok) {
          const reason = await refusal(response);
          void message.error(reason ? `${t('files.downloadFailed')}: ${reason}` : t('files.downloadFailed'));
          return false;
        }
        saveBlob(await response.blob(), entry.name);
        return true;
      } catch {
        void message.error(t('files.downloadFailed'));
        return false;
      } finally {
        setDownloading(false);
      }
    },
    [message, t],
  );
  return { download, downloading };
}

export function DownloadButton({ file, children, ...button }: { file: FileArg } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const { download, downloading } = useDownload();
  return (
    <Button loading={downloading} {...button} onClick={() => void download(file)}>
      {children ?? t('files.download')}
    </Button>
  );
}

/** A list of stored files as download links, each named by its file (table cells, to-do cards). */
export function DownloadLinks({ files, vertical = false }: { files: readonly FileEntry[]; vertical?: boolean }) {
  return (
    <Space size={0} wrap={!vertical} orientation={vertical ? 'vertical' : 'horizontal'}>
      {files.map((file) => (
        <DownloadButton key={file.uid} file={file} type="link" size="small">
          {file.name}
        </DownloadButton>
      ))}
    </Space>
  );
}
