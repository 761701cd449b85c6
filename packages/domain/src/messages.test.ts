import { describe, expect, it } from 'vitest';
import {
  catalogueFor,
  defaultLang,
  isMessageKey,
  type MessageKey,
  type MessageParams,
  pickLang,
  translate,
} from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translate', () => {
  it('answers zh-CN and en-US texts of a key', () => {
    expect(translate('zh-CN', 'auth.expired')).toBe('登录信息失效，请重新登录');
    expect(translate('en-US', 'auth.expired')).toBe('Your sign-in has expired, please sign in again');
  });

  it('fills {name} placeholders from params in both languages', () => {
    expect(translate('zh-CN', 'auth.licenceExpiring', { days: 7 })).toBe('系统授权将在 7 天后过期');
    expect(translate('en-US', 'auth.licenceExpiring', { days: 7 })).toBe('The system licence expires in 7 days');
    expect(translate('en-US', 'query.unknownCompare', { field: 'name', compare: 'like' })).toBe(
      'The field name does not support the comparison like',
    );
  });

  it('fills every occurrence and leaves placeholders without a param as they are', () => {
    expect(translate('en-US', 'auth.licenceExpiring')).toBe('The system licence expires in {days} days');
    expect(translate('en-US', 'query.unknownCompare', { field: 'qty' })).toBe(
      'The field qty does not support the comparison {compare}',
    );
  });

  it('takes params literally: no second expansion, no inherited properties', () => {
    expect(translate('en-US', 'query.badValue', { field: '{field}' })).toBe('The value of {field} has the wrong type');
    expect(translate('en-US', 'query.badValue', { field: '$& $1' })).toBe('The value of $& $1 has the wrong type');
    // Only own params count, never what an object inherits.
    const inherited: MessageParams = Object.create({ path: '/inherited' });
    expect(translate('en-US', 'error.routeNotFound', inherited)).toBe('No such endpoint: {path}');
    expect(translate('en-US', 'error.routeNotFound', { path: '/api/x' })).toBe('No such endpoint: /api/x');
  });

  it('has the same placeholders in both languages for every key, and no empty text', () => {
    const zh = catalogueFor('zh-CN');
    const en = catalogueFor('en-US');
    const keys = Object.keys(zh) as MessageKey[];
    expect(keys.length).toBeGreaterThan(20);
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(zh[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
      expect(translate('zh-CN', key)).toBe(zh[key]);
      expect(translate('en-US', key)).toBe(en[key]);
    }
  });

  it('recognises only own catalogue keys', () => {
    expect(isMessageKey('auth.expired')).toBe(true);
    expect(isMessageKey('auth.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
  });
});

describe('pickLang', () => {
  it('defaults to zh-CN', () => {
    expect(defaultLang).toBe('zh-CN');
    expect(pickLang(undefined, undefined)).toBe('zh-CN');
    expect(pickLang('', '')).toBe('zh-CN');
  });

  it('prefers the lang cookie over Accept-Language', () => {
    expect(pickLang('en-US', 'zh-CN,zh;q=0.9')).toBe('en-US');
    expect(pickLang('zh-CN', 'en-US,en;q=0.9')).toBe('zh-CN');
    expect(pickLang('EN', undefined)).toBe('en-US');
    expect(pickLang('zh-TW', 'en')).toBe('zh-CN');
  });

  it('falls back to the first Accept-Language entry when the cookie names no known language', () => {
    expect(pickLang('fr-FR', 'en-GB,en;q=0.9')).toBe('en-US');
    expect(pickLang(undefined, ' en-US ')).toBe('en-US');
    expect(pickLang(undefined, 'EN-us;q=0.8')).toBe('en-US');
    // Only the first preference counts; anything but English is answered in Chinese.
    expect(pickLang(undefined, 'fr-FR,en;q=0.5')).toBe('zh-CN');
    expect(pickLang(undefined, 'de')).toBe('zh-CN');
  });
});
