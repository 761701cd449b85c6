import { frameCatalogue } from '@hangar/domain/i18n/frame-areas';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import enStrings from './catalogue-en-US';
import { i18n } from './index';

// What the signed-in frame's screens need of the languages, added once the frame loads (app/frame-providers.tsx)
// and in the web tests: the interface strings of the screens' areas that the entry leaves out
// (@hangar/domain/i18n/frame-areas `frameAreaStrings`), the English entry strings (screens read both languages:
// Excel headers, imports), and dayjs's locale following the interface language. The sign-in page uses none of it.

function dayjsLocale(lang: string): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}

export function addFrameStrings(): void {
  i18n.addResourceBundle('en-US', 'translation', enStrings, true, false);
  for (const lang of ['zh-CN', 'en-US'] as const) {
    i18n.addResourceBundle(lang, 'translation', frameCatalogue(lang), true, false);
  }
  dayjsLocale(i18n.language);
  i18n.off('languageChanged', dayjsLocale);
  i18n.on('languageChanged', dayjsLocale);
}
