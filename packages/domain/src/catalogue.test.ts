import { describe, expect, it } from 'vitest';
import {
  declarationProblems,
  declaredRouteLabels,
  declaredTypeLabels,
  grantables,
  identities,
  ObjType,
  objectTypes,
} from './catalogue';
import { MENU_GROUPS, type MenuGroup, moduleIdentity } from './identity';

describe('the modules’ identities', () => {
  it('declare every code, name, view and path once, in a known menu group, labelled in both languages', () => {
    expect(declarationProblems()).toEqual([]);
  });

  it('catch a planted clash, an unknown group and an empty label', () => {
    const planted = moduleIdentity({
      name: 'planted',
      objectTypes: { Warehouse: { code: 10001, label: ['仓库', ''] } },
      screens: [{ key: 'base-unit', path: '/x/y', group: 'nowhere', title: ['', 'X'] }],
    });
    expect(declarationProblems([...identities, planted])).toEqual([
      'object type Warehouse declared twice',
      'object type code 10001 declared twice',
      'view base-unit declared twice',
      'view base-unit: unknown menu group nowhere',
      'object type Warehouse: a label is empty',
      'view base-unit: a title is empty',
    ]);
  });

  it('derive the object types, the permission catalogue in menu order and the labels', () => {
    expect(ObjType.Warehouse).toBe(10111);
    expect(ObjType.FlightRecord).toBe(10114);
    expect(objectTypes.find((t) => t.code === 10006)).toMatchObject({ name: 'Certificate', module: 'documents' });
    // The spec's menu order: groups first, then the identities' order within a group.
    const groups = grantables.map((g) => MENU_GROUPS.indexOf(g.group as MenuGroup));
    expect(groups).toEqual([...groups].sort((x, y) => x - y));
    const keys = grantables.map((g) => g.key);
    const order = ['plane-model', 'plane-entity', 'base-brand', 'plane-site', 'plane-operation', 'operation-operator'];
    expect(order.map((k) => keys.indexOf(k))).toEqual(order.map((k) => keys.indexOf(k)).sort((x, y) => x - y));
    expect(grantables.find((g) => g.key === 'organize-log')?.functions).toEqual([]);
    expect(grantables.find((g) => g.key === 'base-unit')?.functions).toEqual(['Add', 'Edit', 'Delete']);
    const types = declaredTypeLabels();
    const routes = declaredRouteLabels();
    expect(types['organize.objType.10111']).toEqual(['仓库', 'Warehouse']);
    expect(routes['frame.route.store-warehouse']).toEqual(['仓库', 'Warehouses']);
    expect(Object.keys(types)).toHaveLength(objectTypes.length);
    expect(Object.keys(routes)).toHaveLength(grantables.length);
  });
});
