import { frameCatalogue } from '@hangar/domain/i18n/frame-areas';
import type { Lang } from '@hangar/domain/messages';

// A document's words in the reader's language: every catalogue the signed-in screens have (server messages and
// interface strings: the report's own `report.*` and the field labels of the areas it shows), so a PDF says what
// the screens say. Built once per language.

export type Words = (key: string, params?: Record<string, string | number>) => string;

const built = new Map<Lang, Record<string, string>>();

export function wordsOf(lang: Lang): Words {
  let catalogue = built.get(lang);
  if (!catalogue) {
    catalogue = frameCatalogue(lang);
    built.set(lang, catalogue);
  }
  const words = catalogue;
  return (key, params = {}) =>
    (words[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
}

/** A number for a table: up to `digits` decimals, no trailing zeros; empty for null. */
export function num(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(digits)));
}
