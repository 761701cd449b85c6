import { frameCatalogue } from '@hangar/domain/i18n/frame-areas';
import { i18n } from './index';

// The interface strings of the screens' areas that the entry leaves out (@hangar/domain/i18n/frame-areas
// `frameAreaStrings`), added once the signed-in frame loads (app/frame-providers.tsx) and in the web tests.

export function addFrameStrings(): void {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    i18n.addResourceBundle(lang, 'translation', frameCatalogue(lang), true, false);
  }
}
