import { describe, expect, it } from 'vitest';
import {
  applyCheck,
  checkedKeysOf,
  fnKey,
  grantGroups,
  grantsOf,
  groupKey,
  groupState,
  type TreeGrantable,
  viewKey,
} from './grant-tree';

const all: TreeGrantable[] = [
  { key: 'organize-employ', group: 'system', functions: ['Add', 'Edit', 'Delete'] },
  { key: 'organize-log', group: 'system', functions: [] },
  { key: 'plane-model', group: 'plane', functions: ['Add'] },
  { key: 'PlaneModel', functions: ['Execute'] },
];

describe('grant tree', () => {
  it('groups views by menu group and puts the modules last', () => {
    expect(grantGroups(all).map((g) => [g.group, g.items.map((i) => i.key)])).toEqual([
      ['system', ['organize-employ', 'organize-log']],
      ['plane', ['plane-model']],
      ['modules', ['PlaneModel']],
    ]);
  });

  it('round-trips stored grants through checked keys in catalogue order', () => {
    const grants = [
      { view: 'plane-model', functions: [] },
      { view: 'organize-employ', functions: ['Delete' as const, 'Add' as const] },
    ];
    expect(grantsOf(checkedKeysOf(grants), all)).toEqual([
      { view: 'organize-employ', functions: ['Add', 'Delete'] },
      { view: 'plane-model', functions: [] },
    ]);
  });

  it('checks the view with a function and clears the functions with the view', () => {
    let keys = applyCheck([], fnKey('organize-employ', 'Edit'), true, all);
    expect(keys.sort()).toEqual([fnKey('organize-employ', 'Edit'), viewKey('organize-employ')].sort());
    keys = applyCheck(keys, viewKey('organize-employ'), false, all);
    expect(keys).toEqual([]);
  });

  it('checks and clears a whole group', () => {
    const keys = applyCheck([viewKey('plane-model')], groupKey('system'), true, all);
    expect(grantsOf(keys, all)).toEqual([
      { view: 'organize-employ', functions: ['Add', 'Edit', 'Delete'] },
      { view: 'organize-log', functions: [] },
      { view: 'plane-model', functions: [] },
    ]);
    expect(groupState(keys, 'system', all)).toBe('full');
    expect(groupState(keys, 'plane', all)).toBe('partial');
    expect(groupState(applyCheck(keys, groupKey('system'), false, all), 'system', all)).toBe('none');
  });
});
