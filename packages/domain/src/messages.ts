import { areaMessages } from './i18n/areas';
import { frameAreaMessages } from './i18n/frame-area-messages';
import { platformMessages } from './i18n/platform-messages';

// Localized message catalogues shared by the server (error messages) and the web (form rules): the platform's
// own in i18n/platform-messages.ts; each area's (registers, maintenance, organisation, files...) in its
// i18n/<area>.ts, listed in i18n/areas.ts, or in i18n/frame-area-messages.ts for areas whose messages only
// signed-in screens show (the web adds those with the frame: the sign-in chunk's budget).
// Keys are stable; values follow the spec's wording for zh-CN and an English equivalent for en-US.

export type Lang = 'zh-CN' | 'en-US';
export const defaultLang: Lang = 'zh-CN';

/** Every message: the platform's own, then each area's, the same on the server and the web. */
const catalogue = { ...platformMessages, ...areaMessages, ...frameAreaMessages };

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/** Localized text for a key, with `{name}` placeholders filled from params. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const [zh, en] = catalogue[key];
  const text = lang === 'en-US' ? en : zh;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Picks the language from a `lang` cookie value or an Accept-Language header; zh-CN by default. */
export function pickLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromCookie = cookie?.toLowerCase();
  if (fromCookie?.startsWith('en')) return 'en-US';
  if (fromCookie?.startsWith('zh')) return 'zh-CN';
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('en')) return 'en-US';
  return defaultLang;
}

/** The whole catalogue of one language, for the web's i18next resources. */
export function catalogueFor(lang: Lang): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    out[key] = lang === 'en-US' ? catalogue[key][1] : catalogue[key][0];
  }
  return out;
}
