import { uiCatalogue } from '@hangar/domain/i18n/ui';

// The zh-CN strings the app starts with (@hangar/domain/i18n/ui). The build replaces this module with the
// catalogue it computes (vite.config.ts `inlineCatalogues`): the areas' files hold [zh-CN, en-US] pairs, and the
// chunk that loads one language should not carry the other's text.

export default uiCatalogue('zh-CN');
