import crypto from 'node:crypto';
import { type TargetKind, type UploadUse, UploadUses } from '@hangar/domain/contracts/files';

// Object keys and file URLs. A key is `<bucket>/[model{id}|plane{id}/]c<company>/<uuid>/<name>`: the use's
// bucket, the path of the model or aircraft it belongs to, the uploading company, a unique id and the
// sanitised file name (platform spec §7, model spec §7 "Files"). Its URL is `/files/<key>` with every segment
// percent-encoded; the same URL serves downloads on both drivers (the S3 driver redirects after the check).

export const FILES_PREFIX = '/files/';

export interface ObjectKey {
  bucket: UploadUse;
  target: { kind: TargetKind; id: number } | null;
  companyId: number;
  uid: string;
  name: string;
}

const UNSAFE = /[\p{Cc}/\\:*?"<>|]/gu;

/** A file name safe as one path segment on any file system and in S3: no separators, controls or leading dots. */
export function sanitiseFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const chars = [...name];
  if (chars.length > 120) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = chars.slice(0, 120 - [...ext].length).join('') + ext;
  }
  return name || 'file';
}

export function newKey(bucket: UploadUse, target: ObjectKey['target'], companyId: number, fileName: string): ObjectKey {
  return { bucket, target, companyId, uid: crypto.randomUUID(), name: sanitiseFileName(fileName) };
}

export function keyText(key: ObjectKey): string {
  return segmentsOf(key).join('/');
}

function segmentsOf(key: ObjectKey): string[] {
  const path = key.target ? [`${key.target.kind}${key.target.id}`] : [];
  return [key.bucket, ...path, `c${key.companyId}`, key.uid, key.name];
}

/** The download URL of a key (relative to this server). */
export function urlOfKey(key: ObjectKey): string {
  return FILES_PREFIX + segmentsOf(key).map(encodeURIComponent).join('/');
}

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TARGET = /^(model|plane)([1-9]\d{0,9})$/;
const COMPANY = /^c(\d{1,10})$/;

/** The key of a `/files/...` path (query string ignored), or null when it is not a well-formed file URL. */
export function parseFileUrl(url: string): ObjectKey | null {
  const path = url.split(/[?#]/)[0];
  if (!path.startsWith(FILES_PREFIX)) return null;
  let segments: string[];
  try {
    segments = path.slice(FILES_PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const bucket = segments[0] as UploadUse;
  if (!UploadUses.includes(bucket)) return null;
  let target: ObjectKey['target'] = null;
  let rest = segments.slice(1);
  const t = TARGET.exec(rest[0] ?? '');
  if (t) {
    target = { kind: t[1] as TargetKind, id: Number(t[2]) };
    rest = rest.slice(1);
  }
  if (rest.length !== 3) return null;
  const [company, uid, name] = rest;
  const c = COMPANY.exec(company);
  if (!c || !UID.test(uid) || name !== sanitiseFileName(name)) return null;
  return { bucket, target, companyId: Number(c[1]), uid, name };
}

/** `attachment` (or `inline`) with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
