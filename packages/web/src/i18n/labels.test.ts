import { objectTypes } from '@hangar/domain/catalogue';
import { frameCatalogue } from '@hangar/domain/i18n/frame-areas';
import { uiCatalogue } from '@hangar/domain/i18n/ui';
import { objTypeLabelKey } from '@hangar/domain/identity';
import type { Lang } from '@hangar/domain/messages';
import { grantables, groupTitleKey, viewTitleKey } from '@hangar/domain/permissions';
import { describe, expect, it } from 'vitest';
import { PUBLIC_TITLES, routeGroups } from '../app/routes';
import { loadOperTargets } from '../components/oper-log/sources';

// Every name the frame and the operation log show comes from a declaration (the object types, the permission
// catalogue's views and groups, the route table, the features' log targets), so the keys are generated from those
// declarations: a new object type, view, route or logged field without its label in both languages fails here.

const LANGS: Lang[] = ['zh-CN', 'en-US'];

/** Keys missing from a catalogue (or empty there). */
function missing(keys: readonly string[], catalogue: Record<string, string>): string[] {
  return keys.filter((key) => !catalogue[key]?.trim());
}

describe('labels of every declared name', () => {
  it('name every object type of the operation log in both languages', () => {
    const keys = objectTypes.map(({ code }) => objTypeLabelKey(code));
    expect(keys).toContain('organize.objType.10111');
    for (const lang of LANGS)
      expect(missing(keys, { ...uiCatalogue(lang), ...frameCatalogue(lang) }), lang).toEqual([]);
  });

  it('name every view, menu group and route in the entry catalogue (the page title is set before the frame loads)', () => {
    const keys = [
      ...grantables.map((g) => viewTitleKey(g.key)),
      ...grantables.flatMap((g) => (g.group ? [groupTitleKey(g.group)] : [])),
      ...routeGroups.flatMap((g) => [g.title, ...g.children.map((r) => r.title)]),
      ...Object.values(PUBLIC_TITLES),
    ];
    expect(keys).toContain('frame.route.base-ata');
    for (const lang of LANGS) expect(missing([...new Set(keys)], uiCatalogue(lang)), lang).toEqual([]);
  });

  it('label every field the features declare for the operation log, in both languages', async () => {
    const declared = await loadOperTargets();
    const keys = Object.values(declared.targets).flatMap((target) =>
      Object.entries(target?.fields ?? {}).map(([field, decl]) => decl.label ?? `${target?.prefix}${field}`),
    );
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of LANGS) {
      expect(missing([...new Set(keys)], { ...uiCatalogue(lang), ...frameCatalogue(lang) }), lang).toEqual([]);
    }
  });
});
