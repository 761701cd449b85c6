import type { TFunction } from 'i18next';

// The label of a store order type code (platform document §9): `store.type.<code>` of the stores' catalogue,
// or the code itself while no label is declared. Shared by the material drawer's stock tab and the stores.

export function orderTypeLabel(t: TFunction, code: number): string {
  return t(`store.type.${code}`, { defaultValue: String(code) });
}
