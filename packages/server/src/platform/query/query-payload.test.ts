import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modules } from '../../app';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildMatrixFixture, type MatrixFixture, tokenFor } from '../../test/matrix-fixture';
import type { Endpoint } from '../http/module';

// Every list endpoint (a body holding the generic query payload), generated from the route tables: a key the
// payload does not declare and a sort field the list does not have are refused with 400 naming them, rather
// than ignored (issue 28, finding 6). Each sends its security-matrix sample as the owning company's
// administrator, which is answered 200 as it is.

const lists = modules
  .flatMap((m) => m.endpoints)
  .filter((ep) => ep.method === 'POST' && ep.def.body instanceof z.ZodObject && 'sortField' in ep.def.body.shape);
const rows = lists.map((ep): [string, Endpoint] => [`${ep.module}/${ep.action}`, ep]);

let t: TestApp;
let fx: MatrixFixture;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  fx = await buildMatrixFixture(t);
  token = await tokenFor(t, fx.victim.admin);
});
afterAll(() => t.close());

const sampleOf = (ep: Endpoint) => (ep.def.sample?.(fx.ids).body ?? {}) as Record<string, unknown>;
const call = (ep: Endpoint, body: Record<string, unknown>) => t.call({ url: ep.path, token, body, lang: 'en-US' });

describe('list endpoints', () => {
  it('are found in the route tables', () => {
    expect(lists.length).toBeGreaterThan(40);
    expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(['Brand/Query', 'PlaneEntity/Query']));
  });

  it.each(rows)('%s answers its sample', async (_name, ep) => {
    const res = await call(ep, sampleOf(ep));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });

  it.each(rows)('%s refuses cid, companyId and other undeclared keys, naming them', async (_name, ep) => {
    for (const key of ['cid', 'companyId', 'sortfield']) {
      const res = await call(ep, { ...sampleOf(ep), [key]: fx.outsider.companyId });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(400);
      expect(res.json().errors).toContainEqual({ field: key, message: `Unknown field ${key}` });
    }
    const filters = [{ name: 'id', compare: 'eq', value: 1, companyId: fx.outsider.companyId }];
    const nested = await call(ep, { ...sampleOf(ep), filters });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toContainEqual({
      field: 'filters.0.companyId',
      message: 'Unknown field filters.0.companyId',
    });
  });

  it.each(rows)('%s refuses a sort field it does not have, naming it', async (_name, ep) => {
    const res = await call(ep, { ...sampleOf(ep), sortField: 'zzNoSuchField', sortOrder: 'asc' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().msg).toContain('zzNoSuchField');
  });
});
