import type { Lang } from '../messages';
import { areaStrings } from './areas';
import { platformMessages } from './platform-messages';

// The web's catalogues: the server's messages (the same catalogue files as messages.ts, so the same rule reads the
// same on both sides) plus the interface strings of each area, one file per area so that screens stay separate.
// The entry starts with the platform's messages and the strings of the public pages; the areas' messages and the
// strings only the signed-in frame's screens show are added with it (frame-areas.ts).

/** Adds the areas' strings of one language to `out`, flat (`area.key` → text). */
export function flatten(out: Record<string, string>, areas: Record<string, readonly [string, string]>[], lang: Lang) {
  for (const area of areas) {
    for (const [key, [zh, en]] of Object.entries(area)) out[key] = lang === 'en-US' ? en : zh;
  }
  return out;
}

/** The strings of one language the app starts with, flat (`area.key` → text), for i18next. */
export function uiCatalogue(lang: Lang): Record<string, string> {
  return flatten(flatten({}, [platformMessages], lang), areaStrings, lang);
}
