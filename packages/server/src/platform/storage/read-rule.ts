import { fileFieldsOf } from '@hangar/domain/contracts/fields';
import type { UploadUse } from '@hangar/domain/contracts/files';
import type { z } from 'zod';
import type { AccessScope } from '../access/scope';
import { invalid } from '../http/errors';
import { type ObjectKey, parseFileUrl } from './keys';

// Who may read a stored file, for downloads (GET /files/<key>, File/Link) and for the file entries a record
// keeps (the pipeline checks every stored entry with the same rule before the action runs).

/**
 * Who may read a file: pictures of people and companies (avatar, logo, background) any signed-in user; the
 * content of a model (path /model{id}, a shared catalogue) every member of a company; anything else the
 * members of the company that uploaded it. Everyone else is answered 404, as if the file did not exist.
 */
export function mayRead(scope: AccessScope, key: ObjectKey): boolean {
  if (key.bucket === 'avatar' || key.bucket === 'logo' || key.bucket === 'background') return true;
  if (scope.companyId === null || scope.locked) return false;
  if (key.target?.kind === 'model') return true;
  return key.companyId === scope.companyId;
}

export type StoredFileFields = { field: string; uses: readonly UploadUse[] }[];

/** The file lists a body schema stores (contracts built with `fileList`), computed once per endpoint. */
export function storedFileFields(schema: z.ZodType | undefined): StoredFileFields {
  return schema ? fileFieldsOf(schema) : [];
}

/**
 * Refuses (400 naming the entry's url) a stored entry that is not a key of this server's files, was not
 * uploaded for one of the field's uses, or that the caller may not read: a record must not show colleagues a
 * link of another company's file or a script.
 */
export function checkStoredFiles(scope: AccessScope, fields: StoredFileFields, body: unknown): void {
  if (fields.length === 0 || typeof body !== 'object' || body === null) return;
  for (const { field, uses } of fields) {
    const entries = (body as Record<string, unknown>)[field];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: { url: string }, index) => {
      const key = parseFileUrl(entry.url);
      if (!key || !uses.includes(key.bucket) || !mayRead(scope, key)) {
        throw invalid('file.entryRefused', `${field}.${index}.url`);
      }
    });
  }
}
