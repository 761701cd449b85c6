import { DocumentDict } from '@hangar/domain/contracts/documents';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';
import { seedNotices } from './demo-notices';

// The demo notices as a newcomer sees them: aircraft of both operators notified of the AD instruction card,
// its maintenance item under their control; East Wing's engineer with the technical bulletin waiting; seeding
// again changes nothing. The demo work cards come from their own seed (demo-cards.ts); without them this test
// adds an AD instruction and a bulletin of the DA40 NG as they would, and seeds the notices.

let t: TestApp;
let eastId: number;
let northId: number;

const companyId = async (name: string) =>
  (await t.db.kysely.selectFrom('company').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const userId = async (phone: string) =>
  (await t.db.kysely.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

async function as(phone: string) {
  const token = await signIn(t, phone, DEMO_PASSWORD);
  return async (action: string, body: object) => {
    const res = await t.call({ url: `/api/${action}`, token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
  eastId = await companyId('East Wing Aviation');
  northId = await companyId('North Star Flight School');
  const db = t.db.kysely;
  const cards = await db.selectFrom('work_card').select('id').where('category', 'in', [2, 4]).execute();
  if (cards.length === 0) {
    const model = await db
      .selectFrom('plane_model')
      .select('id')
      .where('name', '=', 'DA40 NG')
      .executeTakeFirstOrThrow();
    const ad = await db
      .selectFrom('model_document')
      .select('id')
      .where('target', '=', model.id)
      .where('dict', '=', DocumentDict.CadAd)
      .where('is_folder', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .selectFrom('maintain_item')
      .select('id')
      .where('model_id', '=', model.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const card = (category: number, seri: string, extra: object) =>
      db
        .insertInto('work_card')
        .values({
          model_id: model.id,
          category,
          seri,
          name: `Demo ${seri}`,
          version: 'A',
          type: 11,
          closed: 0,
          ...extra,
        })
        .execute();
    await card(CardCategory.Instruction, 'EO-AD-1', { according_id: ad.id, maintain_id: item.id });
    await card(CardCategory.TechBulletin, 'TB-1', {});
    const seeded = await seedNotices(db, t.config, {
      companies: [eastId, northId],
      engineer: await userId(demoUsers.eastWingEngineer),
      sender: await userId(demoUsers.manufacturerAdmin),
      senderCompany: 10000,
    });
    expect(seeded).toBe(true);
  }
});
afterAll(() => t.close());

describe('seed-demo notices', () => {
  it('notifies aircraft of both operators of the AD instruction, its maintenance item under their control', async () => {
    for (const [phone, company] of [
      [demoUsers.eastWingAdmin, eastId],
      [demoUsers.northStarAdmin, northId],
    ] as const) {
      const rows = await t.db.kysely
        .selectFrom('plane_notice')
        .selectAll()
        .where('company_id', '=', company)
        .where('state', '=', 1)
        .where('ctrl_id', 'is not', null)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      const call = await as(phone);
      const items = await call('MaintainCtrl/Query', {
        fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: rows[0].plane_id }],
        pageSize: 500,
      });
      const ctrl = items.items.find((i: { id: number }) => i.id === rows[0].ctrl_id);
      expect(ctrl).toMatchObject({ maintainItemId: rows[0].maintain_id, disabled: 0 });
      expect(ctrl.due).toBeTruthy();
    }
  });

  it('sends the technical bulletin to East Wing’s engineer, waiting unreceived', async () => {
    const engineer = await userId(demoUsers.eastWingEngineer);
    const call = await as(demoUsers.eastWingEngineer);
    const todos = await call('UserToDo/Query', {
      fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }],
      filters: [{ name: 'noticeUser', compare: 'eq', value: engineer }],
      pageSize: 100,
    });
    expect(todos.items).toEqual([
      expect.objectContaining({
        noticeUser: engineer,
        record: 0,
        targetCategory: 4,
        senderCompanyName: expect.any(String),
      }),
    ]);
  });

  it('changes nothing when seeded again', async () => {
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('plane_notice')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('state', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      ) +
      Number(
        (
          await t.db.kysely
            .selectFrom('user_todo')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await seedDemo(t.db.kysely, t.config)).toMatch(/nothing changed/);
    expect(await count()).toBe(before);
  });
});
