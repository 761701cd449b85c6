import { defaultLang, type Lang, translate } from '@hangar/domain/messages';

// The sign-in page's strings in zh-CN (default) and en-US. A stand-in until the i18next setup arrives with
// the application frame (next issue), which will load these and the domain catalogues as resources.
// Validation messages come from the domain catalogue, so the page and the server word them identically.

const strings = {
  'zh-CN': {
    title: 'Hangar 维修管理系统',
    signIn: '登录',
    phone: '手机号码',
    password: '密码',
    captcha: '验证码',
    captchaRefresh: '看不清？点击换一张',
    signedInAs: '已登录',
    name: '姓名',
    company: '当前企业',
    noCompany: '未加入企业',
    views: '可用视图',
    signOut: '退出登录',
    network: '网络错误，请稍后重试',
    otherLang: 'English',
  },
  'en-US': {
    title: 'Hangar Maintenance Management',
    signIn: 'Sign in',
    phone: 'Phone number',
    password: 'Password',
    captcha: 'Captcha',
    captchaRefresh: 'Hard to read? Click for another',
    signedInAs: 'Signed in',
    name: 'Name',
    company: 'Current company',
    noCompany: 'No company joined',
    views: 'Available views',
    signOut: 'Sign out',
    network: 'Network error, please try again later',
    otherLang: '中文',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type Strings = { [K in keyof (typeof strings)['zh-CN']]: string } & {
  phoneRequired: string;
  phoneFormat: string;
  passRequired: string;
  passMin: string;
  captchaRequired: string;
};

export function stringsFor(lang: Lang): Strings {
  return {
    ...strings[lang],
    phoneRequired: translate(lang, 'validation.phoneRequired'),
    phoneFormat: translate(lang, 'validation.phoneFormat'),
    passRequired: translate(lang, 'validation.passRequired'),
    passMin: translate(lang, 'validation.passMin'),
    captchaRequired: translate(lang, 'auth.captchaRequired'),
  };
}

/** The language chosen earlier (the `lang` cookie the server also reads), zh-CN by default. */
export function initialLang(): Lang {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('lang='));
  const value = cookie?.slice(5).toLowerCase();
  if (value?.startsWith('en')) return 'en-US';
  if (value?.startsWith('zh')) return 'zh-CN';
  return defaultLang;
}

export function rememberLang(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server too
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}
