import type { Lang } from '@hangar/domain/messages';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhStrings from './catalogue-zh-CN';
import { currentLang, storeLang } from './lang';

// i18next with the catalogues of @hangar/domain. Keys are flat and dotted (`frame.menu.plane`); the
// placeholders use {name} like the server's messages. Chinese (the default and fallback language) comes with
// the entry; English is a chunk of its own (en-US.ts), loaded before the app renders in English or switches to
// it. The signed-in frame adds both languages' screen strings (frame-strings.ts).

const antdLocales: Partial<Record<Lang, Locale>> = { 'zh-CN': zhCN };
let english: Promise<void> | undefined;

/** Loads a language's strings and antd locale (once); Chinese is always there. */
export function loadLang(lang: Lang): Promise<void> {
  if (lang === 'zh-CN') return Promise.resolve();
  english ??= import('./en-US').then(
    ({ antdLocale, strings }) => {
      i18n.addResourceBundle('en-US', 'translation', strings, true, false);
      antdLocales['en-US'] = antdLocale;
    },
    (error: unknown) => {
      // Not loaded (network): the next switch tries again.
      english = undefined;
      throw error;
    },
  );
  return english;
}

/** antd's locale of a language (Chinese until English has loaded). */
export function antdLocaleOf(lang: string): Locale {
  return antdLocales[lang as Lang] ?? zhCN;
}

export function initI18n(lang: Lang = currentLang()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'zh-CN',
      resources: { 'zh-CN': { translation: zhStrings } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
  }
  return i18n;
}

/** Switches the interface language and remembers it in the `lang` cookie. */
export async function changeLang(lang: Lang) {
  await loadLang(lang);
  storeLang(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
