import { uiCatalogue } from '@hangar/domain/i18n/ui';
import { afterAll, describe, expect, it } from 'vitest';
import zhStrings from './catalogue-zh-CN';
import { antdLocaleOf, changeLang, i18n, initI18n, loadLang } from './index';

// Each language's strings are a chunk loaded on the way to it (English with antd's locale); the tests' setup starts
// with Chinese at hand, as the app does once its first chunk has loaded.

describe('interface languages', () => {
  afterAll(async () => {
    await changeLang('zh-CN');
  });

  it('start with the Chinese catalogue of the domain', () => {
    initI18n('zh-CN');
    // (i18next merges the frame's strings into the object it was given: the entry's are all there.)
    expect(zhStrings).toMatchObject(uiCatalogue('zh-CN'));
    expect(i18n.t('frame.login.submit')).toBe(zhStrings['frame.login.submit']);
    expect(antdLocaleOf('zh-CN').locale).toBe('zh-cn');
  });

  it('load Chinese as a chunk too (the entry carries no catalogue)', async () => {
    await expect(loadLang('zh-CN')).resolves.toBeUndefined();
    expect(i18n.getResourceBundle('zh-CN', 'translation')['frame.login.submit']).toBe(zhStrings['frame.login.submit']);
  });

  it('load English with antd’s English locale when switched to it, and come back', async () => {
    await changeLang('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('frame.login.submit')).toBe(uiCatalogue('en-US')['frame.login.submit']);
    expect(antdLocaleOf('en-US').locale).toBe('en');
    expect(document.cookie).toContain('lang=en-US');
    await changeLang('zh-CN');
    expect(i18n.t('frame.login.submit')).toBe(zhStrings['frame.login.submit']);
  });
});
