import type { Lang } from '../messages';
import { catalogueFor } from '../messages';
import { areaStrings } from './areas';

// The web's catalogues: the server's messages (messages.ts, so the same rule reads the same on both sides)
// plus the interface strings of each area, one file per area so that screens stay separate.

/** Every string of one language, flat (`area.key` → text), for i18next. */
export function uiCatalogue(lang: Lang): Record<string, string> {
  const out: Record<string, string> = { ...catalogueFor(lang) };
  for (const area of areaStrings) {
    for (const [key, [zh, en]] of Object.entries(area)) out[key] = lang === 'en-US' ? en : zh;
  }
  return out;
}
