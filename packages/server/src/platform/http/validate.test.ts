import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Body validation refuses strings no engine stores as sent, naming the field, whatever the field's schema:
// an unpaired UTF-16 surrogate (issue 28, finding 6: File/Presign answered 500, text fields stored invalid UTF-8).

let t: TestApp;
let company: Company;
beforeAll(async () => {
  ({ t, company } = await testWorld({ companies: { company: {} } }));
});
afterAll(() => t.close());

const brands = () =>
  t.db.kysely.selectFrom('brand').select('name').where('company_id', '=', company.companyId).execute();

describe('unpaired surrogates', () => {
  it('File/Presign: 400 naming fileName, not 500', async () => {
    const res = await t.call({
      url: '/api/File/Presign',
      token: company.admin.token,
      lang: 'en-US',
      body: { use: 'avatar', fileName: '\uD800.png', size: 10, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ret: 1,
      code: 'VALIDATION',
      msg: 'fileName contains an invalid character (an unpaired UTF-16 surrogate) and cannot be stored',
      errors: [
        {
          field: 'fileName',
          message: 'fileName contains an invalid character (an unpaired UTF-16 surrogate) and cannot be stored',
        },
      ],
    });
  });

  it.each([
    ['/api/Brand/Add', { name: 'Cessna\uDC00' }, 'name'],
    ['/api/Department/Add', { name: '\uD83D维修部' }, 'name'],
    ['/api/Brand/Query', { filters: [{ name: 'name', compare: 'contains', value: '\uD800' }] }, 'filters.0.value'],
    ['/api/Brand/Add', { name: 'x', '\uD800': 1 }, '?'],
  ])('%s refuses a lone surrogate naming %j', async (url, body, field) => {
    const before = await brands();
    const res = await t.call({ url, token: company.admin.token, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field, message: expect.stringContaining('UTF-16') }]);
    expect(res.json().msg).toBe(`${field} 含有无效字符（不成对的 UTF-16 代理项），无法保存`);
    expect(await brands()).toEqual(before);
  });

  it('stores characters outside the BMP (surrogate pairs) as sent', async () => {
    const res = await t.call({ url: '/api/Brand/Add', token: company.admin.token, body: { name: 'Airbus ✈😀' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await brands()).map((b) => b.name)).toContain('Airbus ✈😀');
  });
});
