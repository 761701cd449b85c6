import { z } from 'zod';
import { endpoints } from '../endpoint';
import type { MessageKey } from '../messages';
import { RecordId, strictBody } from './platform';

// File uploads (platform spec §5, §7 "File upload", §9; materials spec §5): the per-use rules that the server
// checks at presign and the web's upload fields check before an upload starts, and the presign contract.
// Messages are server catalogue keys (messages.ts `file.*`), which the web's i18n also holds.

/** What a record stores in a files field: the spec's JSON list of `{ uid, name, size, url }` (fields.ts). */
export { FileEntry, fileList } from './fields';

export const UploadUses = [
  'avatar',
  'logo',
  'background',
  'workcard',
  'cert',
  'document',
  'material',
  'attachment',
  'qualification',
] as const;
export type UploadUse = (typeof UploadUses)[number];

/** What `target` names: nothing, an aircraft model (path /model{id}) or an aircraft (path /plane{id}). */
export type TargetKind = 'model' | 'plane';

export interface UploadRule {
  /** Accepted file name extensions (lower case, without the dot) with their content types; undefined = any. */
  types?: Readonly<Record<string, readonly string[]>>;
  /** Largest size in bytes; null = the configured limit of other files (FILE_MAX_MB, default 200). */
  maxBytes: number | null;
  typeMessage: MessageKey;
  sizeMessage: MessageKey;
  /** The target kinds the use accepts (the first is the default when `targetKind` is absent); [] = no target. */
  targets: readonly TargetKind[];
  /**
   * When set, the use may also go without a target: the company's own files (the common document library),
   * for holders of this view's Add or Edit.
   */
  untargetedView?: string;
}

const KB = 1024;
const MB = 1024 * KB;
const jpeg = ['image/jpeg', 'image/pjpeg'] as const;
const png = ['image/png'] as const;
const pictures = { jpg: jpeg, jpeg, png, gif: ['image/gif'] } as const;
const anyFile = { maxBytes: null, typeMessage: 'file.type.file', sizeMessage: 'file.size.file' } as const;

export const uploadRules: Readonly<Record<UploadUse, UploadRule>> = {
  avatar: {
    types: pictures,
    maxBytes: 2 * MB,
    typeMessage: 'file.type.image',
    sizeMessage: 'file.size.avatar',
    targets: [],
  },
  logo: {
    types: { jpg: jpeg, jpeg, png },
    maxBytes: 100 * KB,
    typeMessage: 'file.type.logo',
    sizeMessage: 'file.size.logo',
    targets: [],
  },
  background: {
    types: pictures,
    maxBytes: 3 * MB,
    typeMessage: 'file.type.image',
    sizeMessage: 'file.size.background',
    targets: [],
  },
  material: {
    types: pictures,
    maxBytes: 5 * MB,
    typeMessage: 'file.type.image',
    sizeMessage: 'file.size.material',
    targets: [],
  },
  workcard: { ...anyFile, targets: ['model', 'plane'] },
  document: { ...anyFile, targets: ['model', 'plane'], untargetedView: 'document-common' },
  cert: { ...anyFile, targets: ['plane'] },
  attachment: { ...anyFile, targets: [] },
  /** A licence's, an authorisation's, a training's or a medical's scan: PDF or a picture, up to 20 MB (issue 34). */
  qualification: {
    types: { pdf: ['application/pdf'], ...pictures },
    maxBytes: 20 * MB,
    typeMessage: 'file.type.scan',
    sizeMessage: 'file.size.scan',
    targets: [],
  },
};

/** The extension of a file name, lower case without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The size limit of a use in bytes, given the configured limit of other files in MB. */
export function maxBytesOf(rule: UploadRule, fileMaxMb: number): number {
  return rule.maxBytes ?? fileMaxMb * MB;
}

/** The limit as the messages show it: 100KB, 2MB, 200MB. */
export function formatLimit(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB}MB` : `${Math.round(bytes / KB)}KB`;
}

/**
 * The check made before an upload (web) and at presign (server): the refusal's catalogue key with its
 * parameters, or null when the file is accepted. The type must match by extension and content type.
 */
export function checkUpload(
  use: UploadUse,
  file: { name: string; size: number; type: string },
  fileMaxMb = 200,
): { key: MessageKey; params: { max: string } } | null {
  const rule = uploadRules[use];
  const max = maxBytesOf(rule, fileMaxMb);
  const params = { max: formatLimit(max) };
  if (rule.types) {
    const accepted = rule.types[extensionOf(file.name)];
    const type = file.type.split(';')[0].trim().toLowerCase();
    if (!accepted?.includes(type)) return { key: rule.typeMessage, params };
  }
  if (file.size > max) return { key: rule.sizeMessage, params };
  return null;
}

/** A content type as a browser sends it: `type/subtype` with optional parameters. */
const ContentType = z
  .string()
  .max(200)
  .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'file.badContentType');

export const PresignInput = strictBody({
  use: z.enum(UploadUses, { error: 'file.badUse' }),
  /** The model or aircraft id where the use needs one (workcard, document, cert). */
  target: RecordId.optional(),
  /** Whether `target` is a model or an aircraft; default: the use's first kind (workcard, document: model). */
  targetKind: z.enum(['model', 'plane']).optional(),
  fileName: z.string({ error: 'file.nameRequired' }).trim().min(1, 'file.nameRequired').max(255, 'file.nameTooLong'),
  size: z.number({ error: 'file.badSize' }).int('file.badSize').min(0, 'file.badSize'),
  contentType: ContentType,
});
export type PresignInput = z.infer<typeof PresignInput>;

/** The presign answer; `expires` is epoch milliseconds. */
export const PresignAnswer = z.object({ uploadUrl: z.string(), url: z.string(), uid: z.string(), expires: z.number() });
export type PresignAnswer = z.output<typeof PresignAnswer>;

export const LinkInput = strictBody({ url: z.string({ error: 'file.badUrl' }).max(2000, 'file.badUrl') });

/** File uploads and download links; the bytes travel on PUT and GET /files/... outside the JSON calls. */
export const FileApi = endpoints('File', {
  Presign: {
    access: 'member',
    input: PresignInput,
    output: PresignAnswer,
    summary:
      'Checks the use’s rules and the target, answers { uploadUrl, url, uid, expires (epoch ms) }; PUT the bytes ' +
      'to uploadUrl with the declared Content-Type within 86400 s',
  },
  Link: {
    access: 'member',
    input: LinkInput,
    output: z.object({ url: z.string(), expires: z.number() }),
    summary: 'A short-lived download link without a session (for embedding) of a file the caller may read',
  },
});
