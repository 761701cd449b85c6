import type { Endpoint } from '@hangar/domain/endpoint';
import type { ListPayload } from './list-query';

// The features' reference lists (components/reference.ts), registered by app/modules.ts at start. Kept apart
// from the hook so that registering pulls nothing (TanStack Query, the contracts) into the sign-in chunk.

export interface ReferenceSource<T> {
  /** The list call (a Query of the domain's contracts every member may make). */
  endpoint: Endpoint;
  payload?: ListPayload;
  id(row: T): number | string;
  label(row: T): string;
}

export const REFERENCE_PAGE_SIZE = 1000;

/** What a web module names: the list's table (query keys, DataRefresh) and how to load its source. */
export interface ReferenceEntry {
  table: string;
  // biome-ignore lint/suspicious/noExplicitAny: each list's own row type
  load(): Promise<ReferenceSource<any>>;
}

let entries: Record<string, ReferenceEntry> = {};

/** The features' lists (app/modules.ts sets them once). */
export function setReferenceSources(all: Record<string, ReferenceEntry>): void {
  entries = all;
}

export function entryOf(name: string): ReferenceEntry {
  const entry = entries[name];
  if (!entry) throw new Error(`reference list ${name} is not declared by any web module`);
  return entry;
}

/** The table of a list (the first element of its query key). */
export function referenceTable(name: string): string {
  return entryOf(name).table;
}
