import type { Lang } from '../messages';
import { catalogueFor } from '../messages';
import { accountStrings } from './account';
import { filesStrings } from './files';
import { frameStrings } from './frame';
import { listStrings } from './list';
import { maintenanceStrings } from './maintenance';
import { organizeStrings } from './organize';
import { planeStrings } from './plane';

// The web's catalogues: the server's messages (messages.ts, so the same rule reads the same on both sides)
// plus the interface strings of each area, one file per area so that screens stay separate.

const areas: Record<string, readonly [string, string]>[] = [
  frameStrings,
  listStrings,
  organizeStrings,
  accountStrings,
  filesStrings,
  planeStrings,
  maintenanceStrings,
];

/** Every string of one language, flat (`area.key` → text), for i18next. */
export function uiCatalogue(lang: Lang): Record<string, string> {
  const out: Record<string, string> = { ...catalogueFor(lang) };
  for (const area of areas) {
    for (const [key, [zh, en]] of Object.entries(area)) out[key] = lang === 'en-US' ? en : zh;
  }
  return out;
}
