import { grantables } from '@hangar/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { testWorld } from '../../test/world';
import { menuTree, stableId } from './require-menu.service';

let t: TestApp;
let token: string;

beforeAll(async () => {
  const w = await testWorld({ companies: { a: {} }, members: { member: [] } });
  t = w.t;
  token = w.member.token;
});
afterAll(() => t.close());

const call = (body: unknown, lang?: 'en-US') => t.call({ url: '/api/RequireMenu/Query', token, body, lang });
type Node = { id: number; parent: number; name: string; key: string | null; path: string | null };

describe('POST /api/RequireMenu/Query', () => {
  it('answers the menu groups (parent 0) and their screens, in the caller’s language, to any member', async () => {
    const zh = (await call({ pageSize: 1000 })).json().body as { items: Node[]; totalItems: number };
    const group = zh.items.find((n) => n.name === '航材管理' && n.parent === 0);
    expect(group).toEqual({ id: stableId('group:product'), parent: 0, name: '航材管理', key: null, path: null });
    const screen = zh.items.find((n) => n.key === 'product-material');
    expect(screen).toEqual({
      id: stableId('view:product-material'),
      parent: group?.id,
      name: '航材管理',
      key: 'product-material',
      path: '/product/material',
    });
    // Every screen of the catalogue with a path, each under its group.
    expect(zh.items.filter((n) => n.key !== null)).toHaveLength(grantables.filter((g) => g.path).length);
    expect(zh.totalItems).toBe(zh.items.length);
    const en = (await call({ pageSize: 1000 }, 'en-US')).json().body as { items: Node[] };
    expect(en.items.find((n) => n.key === 'store-warehouse')?.name).toBe('Warehouses');
    expect(en.items.map((n) => n.id)).toEqual(zh.items.map((n) => n.id));
  });

  it('gives every node a distinct, stable id (a hash of the group or view key)', () => {
    const ids = menuTree('zh-CN', true).map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)).toBe(true);
    expect(stableId('view:product-material')).toBe(stableId('view:product-material'));
    expect(stableId('view:product-material')).not.toBe(stableId('view:product-supplier'));
  });

  it('filters by name, key, parent and id, and pages', async () => {
    const byName = (await call({ filters: [{ name: 'name', compare: 'contains', value: 'tool' }] }, 'en-US')).json()
      .body as { items: Node[] };
    expect(byName.items.map((n) => n.key)).toEqual([null, 'tool-general', 'tool-measure']);
    const groupId = stableId('group:tool');
    const children = (await call({ fixedFilters: [{ name: 'parent', value: groupId }] })).json().body;
    expect(children.items.map((n: Node) => n.key)).toEqual(['tool-general', 'tool-measure']);
    const either = await call({
      filters: [
        { name: 'key', compare: 'eq', value: 'base-unit' },
        { name: 'id', compare: 'eq', value: groupId, relate: 'or' },
      ],
    });
    expect(either.json().body.items.map((n: Node) => n.id)).toEqual([groupId, stableId('view:base-unit')]);
    const page2 = (await call({ page: 2, pageSize: 5 })).json().body;
    const all = (await call({ pageSize: 1000 })).json().body;
    expect(page2.items).toEqual(all.items.slice(5, 10));
    expect(page2.totalItems).toBe(all.totalItems);
  });

  it('rejects an unknown field or comparison naming it', async () => {
    expect(failure(await call({ filters: [{ name: 'secret', value: 1 }] }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '不支持的查询字段 secret',
    });
    expect(failure(await call({ filters: [{ name: 'id', compare: 'contains', value: 1 }] })).msg).toBe(
      '字段 id 不支持比较方式 contains',
    );
  });
});
