import type { Lang } from '@hangar/domain/messages';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLang, storeLang } from './lang';

// i18next with the catalogues of @hangar/domain. Keys are flat and dotted (`frame.menu.plane`); the
// placeholders use {name} like the server's messages. Each language's strings are a chunk of their own
// (zh-CN.ts, en-US.ts, with English's antd locale), loaded before the app renders in that language or switches to
// it: the sign-in page carries one language, not both (issue 32: the English sign-in route was over its 200 KB
// budget with Chinese in the entry). Chinese stays the fallback language, loaded when English cannot be (main.tsx).
// The signed-in frame adds both languages' screen strings (frame-strings.ts).

const antdLocales: Partial<Record<Lang, Locale>> = { 'zh-CN': zhCN };

interface LangChunk {
  strings: Record<string, string>;
  antdLocale?: Locale;
}

const chunks: Record<Lang, () => Promise<LangChunk>> = {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** Loads a language's strings (and antd locale) once; a failed load is tried again on the next call. */
export function loadLang(lang: Lang): Promise<void> {
  loading[lang] ??= chunks[lang]().then(
    ({ antdLocale, strings }) => {
      i18n.addResourceBundle(lang, 'translation', strings, true, false);
      if (antdLocale) antdLocales[lang] = antdLocale;
    },
    (error: unknown) => {
      // Not loaded (network): the next switch tries again.
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** antd's locale of a language (Chinese until English has loaded). */
export function antdLocaleOf(lang: string): Locale {
  return antdLocales[lang as Lang] ?? zhCN;
}

/**
 * Starts i18next in `lang`, with `strings` of that language when the caller has them at hand (the tests' setup);
 * the app loads them with `loadLang` before its first render.
 */
export function initI18n(lang: Lang = currentLang(), strings?: Record<string, string>) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'zh-CN',
      resources: strings ? { [lang]: { translation: strings } } : {},
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
