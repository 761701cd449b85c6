import type { Readable } from 'node:stream';
import { extensionOf, uploadRules } from '@hangar/domain/contracts/files';
import type { Config } from '../../config';
import type { ObjectKey } from './keys';

// The storage interface both drivers implement (local disk, S3-compatible store).

/** Upload links are valid one day (platform spec §7). */
export const UPLOAD_TTL_S = 86_400;
/** Download links handed out for embedding or by the S3 redirect. */
export const DOWNLOAD_TTL_S = 300;

export interface Upload {
  key: ObjectKey;
  size: number;
  /** The media type the client declared; the PUT must carry the same. */
  contentType: string;
  /** Epoch milliseconds. */
  expires: number;
}

/** How a download is served, decided from the type stored at upload (see `servedAs`). */
export type Serve = (stored: string) => { contentType: string; disposition: string };

export type Download =
  | { kind: 'stream'; body: Readable; size: number; contentType: string; disposition: string }
  | { kind: 'redirect'; url: string };

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Prepares the store (directories, buckets); called once before the first use. */
  init(): Promise<void>;
  /** The URL the client PUTs the bytes to. */
  presignPut(upload: Upload): Promise<string>;
  /** The stored object for a download already allowed by the caller, or null when there is none. */
  download(key: ObjectKey, serve: Serve): Promise<Download | null>;
  /** A link that downloads without a session, valid `ttlSeconds`. */
  signedGet(key: ObjectKey, ttlSeconds: number): Promise<{ url: string; expires: number }>;
  /** Stores bytes the server itself writes (demo data), as an upload would; a stored key is never replaced. */
  put(key: ObjectKey, bytes: Buffer, contentType: string): Promise<void>;
}

/**
 * The type a download is served with. Pictures of the image uses keep their image type and open inline;
 * everything else is served as an attachment, so that an uploaded HTML or SVG file never runs on our origin.
 */
export function servedAs(key: ObjectKey, stored: string): { contentType: string; inline: boolean } {
  const accepted = uploadRules.avatar.types?.[extensionOf(key.name)];
  if (accepted?.includes(stored)) return { contentType: stored, inline: true };
  return { contentType: stored || 'application/octet-stream', inline: false };
}

/** Replaces the store's internal origin with PUBLIC_FILE_HOST in a link handed to a browser. */
export function publicUrl(config: Config, url: string, internalOrigin: string | undefined): string {
  const publicHost = config.storage.publicFileHost;
  if (!publicHost || !internalOrigin || !url.startsWith(internalOrigin)) return url;
  const rest = url.slice(internalOrigin.length);
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? publicHost + rest : url;
}
