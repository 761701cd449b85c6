import { uiCatalogue } from '@hangar/domain/i18n/ui';
import type { Lang } from '@hangar/domain/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLang, storeLang } from './lang';

// i18next with the catalogues of @hangar/domain. Keys are flat and dotted (`frame.menu.plane`); the
// placeholders use {name} like the server's messages.

export function initI18n(lang: Lang = currentLang()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'zh-CN',
      resources: {
        'zh-CN': { translation: uiCatalogue('zh-CN') },
        'en-US': { translation: uiCatalogue('en-US') },
      },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
  }
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
  return i18n;
}

/** Switches the interface language and remembers it in the `lang` cookie. */
export async function changeLang(lang: Lang) {
  storeLang(lang);
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
  await i18n.changeLanguage(lang);
}

export { i18n };
