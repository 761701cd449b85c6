import { certTypes } from '@hangar/domain/contracts/materials';
import { directionOf, inboundTypes, outboundTypes, StockStatus } from '@hangar/domain/contracts/store';
import type { TFunction } from 'i18next';

// Labels of the stores' codes (store.ts, materials.ts): order types `store.type.<code>`, certificates
// `material.cert.<code>` (the materials catalogue's keys; the code itself where none is declared), stock status
// `store.status.<code>`, and the two directions.

export type Direction = 1 | -1;

export const typeLabel = (t: TFunction, type: number): string =>
  t(`store.type.${type}`, { defaultValue: String(type) });

export const certLabel = (t: TFunction, cert: number | null | undefined): string =>
  cert === null || cert === undefined ? '' : t(`material.cert.${cert}`, { defaultValue: String(cert) });

const statuses = Object.values(StockStatus) as number[];
/** 1 sent for repair, 2 metrology, 3 scrapped, 9 unavailable, anything else normal. */
export const stockStatusLabel = (t: TFunction, status: number | null | undefined): string =>
  t(`store.status.${status !== null && status !== undefined && statuses.includes(status) ? status : 0}`);

export const directionLabel = (t: TFunction, direction: number): string =>
  t(direction > 0 ? 'store.direction.in' : 'store.direction.out');

/** The type codes of a direction. */
export const typesOf = (direction: Direction): readonly number[] => (direction > 0 ? inboundTypes : outboundTypes);

export const typeOptions = (t: TFunction, types: readonly number[]) =>
  types.map((value) => ({ value, label: typeLabel(t, value) }));

export const certOptions = (t: TFunction) => certTypes.map((value) => ({ value, label: certLabel(t, value) }));

export { directionOf };

/** `YYYY-MM-DD` of an API date (`YYYY-MM-DD 00:00:00`); empty for none or the year-1 date. */
export const dayOf = (value: string | null | undefined): string =>
  value && !value.startsWith('0001-01-01') ? value.slice(0, 10) : '';
