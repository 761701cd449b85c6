import { FileApi, type PresignInput, type TargetKind, type UploadUse } from '@hangar/domain/contracts/files';
import { call } from '../../api/http';
import type { FileEntry } from '../../session/session-context';

// One upload (platform spec §7 "File upload"): POST /api/File/Presign asks for a signed link (the server checks
// the use's rules and the target), then the raw file goes there by HTTP PUT. XMLHttpRequest, not fetch, because
// only it reports upload progress. The answer is the file entry the record keeps.

export interface UploadOptions {
  use: UploadUse;
  /** The model or aircraft id when the use needs one. */
  target?: number;
  targetKind?: TargetKind;
  /** Percent sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A refused or failed PUT; `message` is the server's localized text when it sent one. */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export async function uploadFile(file: File, options: UploadOptions): Promise<FileEntry> {
  const contentType = file.type || 'application/octet-stream';
  const body: PresignInput = {
    use: options.use,
    target: options.target,
    targetKind: options.targetKind,
    fileName: file.name,
    size: file.size,
    contentType,
  };
  const presign = await call(FileApi.Presign, body);
  options.signal?.throwIfAborted();
  await putFile(presign.uploadUrl, file, contentType, options);
  return { uid: presign.uid, name: file.name, size: file.size, url: presign.url };
}

function putFile(url: string, file: File, contentType: string, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadError(xhr.status, serverMessage(xhr.responseText)));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(0, ''));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    options.signal?.addEventListener('abort', abort);
    xhr.send(file);
  });
}

/** The `msg` of an error envelope, or '' when the answer is not one (an S3 XML error, an empty body). */
function serverMessage(text: string): string {
  try {
    const json = JSON.parse(text) as { msg?: unknown };
    return typeof json.msg === 'string' ? json.msg : '';
  } catch {
    return '';
  }
}
