import type { Lang } from '@hangar/domain/messages';

// The interface language, kept in the `lang` cookie (platform spec §1: zh default, kept in a cookie). The
// server reads the same cookie to localize its messages.

const COOKIE = 'lang';

export function currentLang(): Lang {
  const match = /(?:^|;\s*)lang=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match?.[1]?.startsWith('en') ? 'en-US' : 'zh-CN';
}

export function storeLang(lang: Lang): void {
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
