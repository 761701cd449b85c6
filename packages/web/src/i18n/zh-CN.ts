import strings from './catalogue-zh-CN';

// Chinese strings, a chunk of their own like English (en-US.ts), loaded before the app renders in Chinese or
// switches to it (i18n/index.ts `loadLang`), so that an English reader's sign-in page does not carry them.

export { strings };
