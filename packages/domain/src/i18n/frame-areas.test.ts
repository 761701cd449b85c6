import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../messages';
import { frameAreaStrings, frameCatalogue } from './frame-areas';
import { uiCatalogue } from './ui';

// The strings the signed-in frame adds (frame-areas.ts) complete the entry's catalogue without changing it.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('frame area strings', () => {
  it('add keys of their own, never one the entry catalogue already has', () => {
    const entry = uiCatalogue('zh-CN');
    const added = Object.keys(frameCatalogue('zh-CN'));
    expect(added.length).toBeGreaterThan(100);
    expect(added.filter((key) => key in entry)).toEqual([]);
  });

  it('with the entry catalogue, give the web every server message in both languages', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const web = { ...uiCatalogue(lang), ...frameCatalogue(lang) };
      for (const [key, text] of Object.entries(catalogueFor(lang))) expect(web[key], key).toBe(text);
    }
    // The stores' messages come with the frame, not with the sign-in page.
    expect('store.notEnough' in uiCatalogue('zh-CN')).toBe(false);
    expect(frameCatalogue('zh-CN')['material.notApproved']).toBe('物料未审核，不能选用');
  });

  it('have both languages with the same placeholders and no empty text', () => {
    for (const area of frameAreaStrings) {
      for (const [key, [zh, en]] of Object.entries(area)) {
        expect(zh.trim(), key).not.toBe('');
        expect(en.trim(), key).not.toBe('');
        expect(placeholders(en), key).toEqual(placeholders(zh));
      }
    }
    expect(frameCatalogue('en-US')['material.selector.title']).toBe('Select material');
    expect(frameCatalogue('zh-CN')['material.selector.title']).toBe('选择物料');
  });
});
