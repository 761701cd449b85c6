import {
  checkUpload,
  type TargetKind,
  type UploadRule,
  type UploadUse,
  uploadRules,
} from '@hangar/domain/contracts/files';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../session/session-context';
import { uploadFile } from './upload-request';

// The state shared by FileUpload and ImageUpload (platform spec §5, §7 "File upload"): the stored entries
// (value, a FileEntry list owned by the form) plus the uploads under way or failed (owned here). One file at
// a time, checked against the use's rule before anything is sent; a failed upload stays in the list with a
// retry; stored entries are removed only with the caller's Delete permission.

export interface UploadListOptions {
  value?: FileEntry[] | null;
  onChange?: (value: FileEntry[]) => void;
  use: UploadUse;
  /** The model or aircraft id when the use needs one. */
  target?: number;
  /** Whether `target` is a model or an aircraft (default: the use's first kind). */
  targetKind?: TargetKind;
  /** Whether stored files may be removed (the caller's Delete permission). */
  canDelete: boolean;
  /** The most files the field keeps; the trigger hides when it is reached. */
  max?: number;
  disabled?: boolean;
  /** Keep a local preview of pending images (the image variant). */
  thumbnails?: boolean;
}

interface Pending {
  key: string;
  file: File;
  status: 'uploading' | 'error';
  percent: number;
  error?: string;
  thumbUrl?: string;
  controller: AbortController;
}

export interface UploadList {
  /** Stored entries first, then pending uploads, as antd's Upload lists them. */
  fileList: UploadFile[];
  /** An upload is running (one file at a time). */
  busy: boolean;
  /** The trigger is shown: not disabled, not busy, below `max`. */
  canAdd: boolean;
  rule: UploadRule;
  /** Starts a failed upload again (by its list uid). */
  retry: (uid: string) => void;
  /** The stored entry an antd list item stands for (download, preview). */
  entryOf: (uid: string) => FileEntry | undefined;
  /** The props antd's Upload needs (controlled list, the checks, removal). */
  uploadProps: Pick<
    UploadProps,
    'fileList' | 'beforeUpload' | 'onRemove' | 'accept' | 'multiple' | 'disabled' | 'openFileDialogOnClick'
  >;
}

let sequence = 0;
const objectUrls = typeof URL.createObjectURL === 'function';

export function useUploadList(options: UploadListOptions): UploadList {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState<Pending[]>([]);
  const rule = uploadRules[options.use];
  const stored = options.value ?? [];

  // The latest value and callbacks, for uploads that finish after a re-render.
  const latest = useRef(options);
  latest.current = options;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  // Abort what is still running and release local previews when the field goes away.
  useEffect(
    () => () => {
      for (const item of pendingRef.current) {
        item.controller.abort();
        if (item.thumbUrl) URL.revokeObjectURL(item.thumbUrl);
      }
    },
    [],
  );

  const update = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const drop = (key: string) =>
    setPending((list) => {
      const item = list.find((p) => p.key === key);
      if (item?.thumbUrl) URL.revokeObjectURL(item.thumbUrl);
      return list.filter((p) => p.key !== key);
    });

  const start = (file: File, previous?: Pending) => {
    const key = previous?.key ?? `upload-${++sequence}`;
    const controller = new AbortController();
    const item: Pending = {
      key,
      file,
      status: 'uploading',
      percent: 0,
      controller,
      thumbUrl: previous?.thumbUrl ?? (options.thumbnails && objectUrls ? URL.createObjectURL(file) : undefined),
    };
    setPending((list) => (previous ? list.map((p) => (p.key === key ? item : p)) : [...list, item]));
    const { use, target, targetKind } = latest.current;
    uploadFile(file, {
      use,
      target,
      targetKind,
      signal: controller.signal,
      onProgress: (percent) => update(key, { percent }),
    })
      .then((entry) => {
        drop(key);
        latest.current.onChange?.([...(latest.current.value ?? []), entry]);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's localized reason when it gave one (presign refusal, PUT refused), else just the failure.
        const reason = error instanceof Error ? error.message : '';
        const text = `${t('files.uploadFailed')}: ${file.name}`;
        update(key, { status: 'error', error: reason || t('files.uploadFailed') });
        void message.error(reason ? `${text} (${reason})` : text);
      });
  };

  const busy = pending.some((p) => p.status === 'uploading');
  const count = stored.length + pending.length;
  const canAdd = !options.disabled && !busy && (options.max === undefined || count < options.max);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!canAdd) return Upload.LIST_IGNORE;
    // The same rule the server applies at presign (@hangar/domain/contracts/files). The limit of other files is
    // the server's configuration (FILE_MAX_MB): the default is checked here, the server has the last word.
    const refusal = checkUpload(options.use, file);
    if (refusal) {
      void message.error(t(refusal.key, refusal.params));
      return Upload.LIST_IGNORE;
    }
    start(file);
    // The upload is ours (presign + PUT), not antd's.
    return false;
  };

  const onRemove: UploadProps['onRemove'] = (file) => {
    const item = pending.find((p) => p.key === file.uid);
    if (item) {
      // An upload under way or failed was never stored: cancelling it needs no permission.
      item.controller.abort();
      drop(item.key);
      return false;
    }
    if (!options.canDelete) {
      void message.warning(t('files.noDeletePermission'));
      return false;
    }
    options.onChange?.(stored.filter((entry) => entry.uid !== file.uid));
    return false;
  };

  const retry = (uid: string) => {
    const item = pending.find((p) => p.key === uid);
    if (item && item.status === 'error' && !busy) start(item.file, item);
  };

  const fileList: UploadFile[] = [
    ...stored.map(
      (entry): UploadFile => ({ uid: entry.uid, name: entry.name, size: entry.size, url: entry.url, status: 'done' }),
    ),
    ...pending.map(
      (item): UploadFile => ({
        uid: item.key,
        name: item.file.name,
        size: item.file.size,
        type: item.file.type,
        status: item.status,
        percent: item.percent,
        thumbUrl: item.thumbUrl,
        error: item.error ? { message: item.error } : undefined,
      }),
    ),
  ];

  return {
    fileList,
    busy,
    canAdd,
    rule,
    retry,
    entryOf: (uid) => stored.find((entry) => entry.uid === uid),
    uploadProps: {
      fileList,
      beforeUpload,
      onRemove,
      accept: acceptOf(rule),
      multiple: false,
      disabled: options.disabled,
      openFileDialogOnClick: canAdd,
    },
  };
}

/** The file picker's filter: the accepted extensions and their content types. */
function acceptOf(rule: UploadRule): string | undefined {
  if (!rule.types) return undefined;
  const entries = Object.entries(rule.types);
  return [...new Set([...entries.map(([ext]) => `.${ext}`), ...entries.flatMap(([, types]) => types)])].join(',');
}
