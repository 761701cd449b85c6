import { ObjType } from '@hangar/domain/codes';
import { STANDARD_ATA_CHAPTERS } from '@hangar/domain/contracts/records';
import { formatDateTime } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, logCount, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// The company's ATA chapter table: seeded with every new company, unique codes in the contract's format, the
// base-ata functions, a chapter that a record names kept.

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/AtaChapter/${action}`, token, body, lang });

async function ok(action: string, body: unknown, token = a.admin.token) {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const byCode = (code: string, token = a.admin.token) =>
  ok('Query', { filters: [{ name: 'code', compare: 'eq', value: code }] }, token);
const chaptersOf = (companyId: number) =>
  t.db.kysely
    .selectFrom('ata_chapter')
    .select(['code', 'name_zh', 'name_en'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();

describe('ATA chapters of a new company', () => {
  it('are the standard chapters, for a company created by the factory, Company/Add and the first start', async () => {
    const standard = STANDARD_ATA_CHAPTERS.map(([code, zh, en]) => ({ code, name_zh: zh, name_en: en }));
    expect(await chaptersOf(a.companyId)).toEqual(standard);
    const created = await t.call({
      url: '/api/Company/Add',
      token: b.admin.token,
      body: { name: 'Charlie Air', systemName: 'Charlie MRO' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await chaptersOf(created.json().body.id)).toEqual(standard);
    // The platform company, created at first start.
    expect((await chaptersOf(10000)).length).toBe(STANDARD_ATA_CHAPTERS.length);
    // Listed by code to any member, with the default sort.
    const member = await makeMember(t, a, []);
    const list = await ok('Query', { pageSize: 1000 }, member.token);
    expect(list.totalItems).toBe(STANDARD_ATA_CHAPTERS.length);
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      code: '05',
      nameZh: '时限/维护检查',
      nameEn: 'Time limits / maintenance checks',
      disabled: 0,
    });
    expect(list.items.map((r: { code: string }) => r.code)).toEqual(standard.map((s) => s.code));
  });
});

describe('/api/AtaChapter writes', () => {
  it('adds, renames, disables and deletes a chapter, each logged', async () => {
    const editor = await makeMember(t, a, [{ view: 'base-ata', functions: ['Add', 'Edit', 'Delete'] }]);
    const added = await ok('Add', { code: '32-10', nameZh: '主起落架', nameEn: 'Main gear' }, editor.token);
    expect(added).toEqual({
      id: expect.any(Number),
      code: '32-10',
      nameZh: '主起落架',
      nameEn: 'Main gear',
      disabled: 0,
    });
    expect((await byCode('32-10')).items).toEqual([added]);
    const changed = await ok('Update', { id: added.id, nameEn: 'Main landing gear', disabled: 1 }, editor.token);
    expect(changed).toEqual({ ...added, nameEn: 'Main landing gear', disabled: 1 });
    expect(await ok('Delete', { id: added.id }, editor.token)).toEqual({ id: added.id });
    expect((await byCode('32-10')).totalItems).toBe(0);
    const logs = await logRows(t, a.companyId, { targetType: ObjType.AtaChapter, targetId: added.id });
    expect(logs.map((l) => [l.job, JSON.parse(String(l.oper_content)).name])).toEqual([
      ['Delete', '32-10 主起落架'],
      ['Update', '32-10 主起落架'],
      ['Add', '32-10 主起落架'],
    ]);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'ata_chapter', ids: [added.id] });
  });

  it('checks the code’s format and uniqueness within the company, in the user’s language', async () => {
    const before = await logCount(t);
    for (const code of ['3', '321', '32-1', '32-10-1', 'AB', '32_10']) {
      const res = await call('Add', a.admin.token, { code, nameZh: '章' }, 'en-US');
      expect(failure(res), code).toMatchObject({
        status: 400,
        msg: 'A chapter number is two digits, optionally with a section (32 or 32-10)',
      });
    }
    expect(failure(await call('Add', a.admin.token, { code: '', nameZh: '章' })).msg).toBe('章节号不能为空');
    expect(failure(await call('Add', a.admin.token, { code: '32-20' })).msg).toBe('中文名称不能为空');
    expect(failure(await call('Add', a.admin.token, { code: '32', nameZh: '起落架' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '章节 32 已存在',
    });
    const own = await ok('Add', { code: '32-30-01', nameZh: '收放' });
    const other = await ok('Add', { code: '32-30-02', nameZh: '作动筒' });
    expect(failure(await call('Update', a.admin.token, { id: other.id, code: '32-30-01' })).status).toBe(409);
    // The same code in another company is its own.
    expect((await ok('Add', { code: '32-30-01', nameZh: '收放' }, b.admin.token)).code).toBe('32-30-01');
    expect((await ok('Update', { id: own.id, code: '32-30-03' })).code).toBe('32-30-03');
    expect(await logCount(t)).toBe(before + 4);
  });

  it('keeps a chapter that a record names: no delete, no new number', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: (await makeModel(t)).id });
    const chapter = await ok('Add', { code: '21-50', nameZh: '制冷' });
    await t.db.kysely
      .insertInto('maintain_task')
      .values({
        company_id: a.companyId,
        plane_id: plane.id,
        type: 100,
        ata: '21-50',
        created_at: formatDateTime(new Date(), 'UTC'),
      })
      .execute();
    const before = await logCount(t);
    const refused = await call('Delete', a.admin.token, { id: chapter.id }, 'en-US');
    expect(failure(refused)).toMatchObject({
      status: 601,
      msg: 'Chapter 21-50 is named by 1 records: it cannot be deleted',
    });
    expect(failure(await call('Update', a.admin.token, { id: chapter.id, code: '21-51' })).status).toBe(601);
    expect(await logCount(t)).toBe(before);
    // Renaming and disabling stay possible; B's records do not count for A.
    expect((await ok('Update', { id: chapter.id, nameZh: '冷却', disabled: 1 })).nameZh).toBe('冷却');
    const bChapter = await ok('Add', { code: '21-50', nameZh: '制冷' }, b.admin.token);
    expect(await ok('Delete', { id: bChapter.id }, b.admin.token)).toEqual({ id: bChapter.id });
  });

  it('needs the base-ata functions and keeps companies apart', async () => {
    const viewer = await makeMember(t, a, [{ view: 'base-ata', functions: [] }]);
    const adder = await makeMember(t, a, [{ view: 'base-ata', functions: ['Add'] }]);
    expect(failure(await call('Add', viewer.token, { code: '45-10', nameZh: '章' })).status).toBe(403);
    const chapter = await ok('Add', { code: '45-10', nameZh: '章' }, adder.token);
    expect(failure(await call('Update', adder.token, { id: chapter.id, nameZh: '改' })).status).toBe(403);
    expect(failure(await call('Delete', adder.token, { id: chapter.id })).status).toBe(403);
    expect(failure(await call('Update', b.admin.token, { id: chapter.id, nameZh: 'B' })).status).toBe(404);
    expect(failure(await call('Delete', b.admin.token, { id: chapter.id })).status).toBe(404);
    expect((await byCode('45-10', b.admin.token)).totalItems).toBe(0);
    expect((await byCode('45-10', viewer.token)).items[0].nameZh).toBe('章');
  });
});
