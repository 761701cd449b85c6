import type { DocumentDict, DocumentModuleCode } from '@hangar/domain/contracts/documents';

// What the library's dialogs share: the place a new document goes, its default name, its files' upload target.

/** A library's dictionary: 1 airworthiness, 2 CAD/AD, 3 SB/SI, 99 other. */
export type DocumentDictCode = (typeof DocumentDict)[keyof typeof DocumentDict];

export const DOCUMENT_PAGE_SIZE = 10;

/** The view whose functions govern a library's writes. */
export const VIEW_OF: Record<DocumentModuleCode, string> = {
  10000: 'plane-model',
  10001: 'plane-entity',
  10100: 'document-common',
};

/** The library a dialog adds to: module, dict, target, the open folder and the new documents' type. */
export interface LibraryPlace {
  module: DocumentModuleCode;
  dict: DocumentDictCode;
  target: number;
  parent: number;
  type?: number;
}

/** A file name without its extension (the default name of a document). */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The upload target of a library's files: the model or aircraft; none for the common library. */
export function uploadTarget(place: Pick<LibraryPlace, 'module' | 'target'>): {
  target?: number;
  targetKind?: 'model' | 'plane';
} {
  if (place.module === 10000) return { target: place.target, targetKind: 'model' };
  if (place.module === 10001) return { target: place.target, targetKind: 'plane' };
  return {};
}
