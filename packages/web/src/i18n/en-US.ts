import antdLocale from 'antd/es/locale/en_US';
import strings from './catalogue-en-US';

// What English adds to the entry (which carries Chinese, the default and fallback language): its strings and
// antd's locale, loaded when the interface is English at start or switched to it (i18n/index.ts `loadLang`).

export { antdLocale, strings };
