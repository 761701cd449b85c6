import { describe, expect, it } from 'vitest';
import { accessibleGroups } from './guard';
import { GROUP_ICONS, menuItems } from './menu';
import { allFrameRoutes, MENU_GROUPS, routeGroups } from './routes';

// Issue 29: the folded side bar showed one character of each group, for want of icons. Every group (generated from
// the route table) has an icon in the side bar and the drawer; the top bar keeps titles only.

const everything = allFrameRoutes.filter((r) => !r.anyAccess).map((r) => ({ name: r.name, functions: [] }));
const t = (key: string) => key;

describe('frame menu items', () => {
  it('give every group an icon in the side bar', () => {
    for (const group of ['home', ...MENU_GROUPS] as const) expect(GROUP_ICONS[group], group).toBeTruthy();
    const items = menuItems(accessibleGroups(routeGroups, everything), t, null, true) ?? [];
    expect(items.length).toBe(1 + MENU_GROUPS.length);
    for (const item of items) expect(item && 'icon' in item && item.icon, String(item?.key)).toBeTruthy();
  });

  it('show titles only in the top bar', () => {
    const items = menuItems(accessibleGroups(routeGroups, everything), t, null, false) ?? [];
    expect(items.map((item) => item && 'icon' in item && item.icon).filter(Boolean)).toEqual([]);
    expect(items.map((item) => item && 'label' in item && item.label)).toContain('frame.menu.plane');
  });
});
