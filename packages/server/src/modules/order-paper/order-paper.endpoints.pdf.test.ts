import { OrderState } from '@hangar/domain/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers, seedDemo } from '../../seed/demo';
import { signIn, startTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf';

// /api/OrderPaper/* (issue 33 "Paper") on the demo: the closed order's PDF, its task cards and its certificate of
// release to service, read back with pdftotext (a *.pdf.test.ts file: `npm run test:pdf` and the PostgreSQL
// suite); an order without a CRS refuses one; another company's order is not found.

let t: TestApp;
let engineer: string;
let otherCompany: string;
type Row = { id: number; seri: string; state: number; planeName: string; crsTask: number | null };
let closed: Row;
let open: Row;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
  engineer = await signIn(t, demoUsers.eastWingEngineer, DEMO_PASSWORD);
  otherCompany = await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD);
  const list = await t.call({ url: '/api/ProductionOrder/Query', token: engineer, body: { pageSize: 100 } });
  const rows = list.json().body.items as Row[];
  closed = rows.find((r) => r.state === OrderState.Closed) as Row;
  open = rows.find((r) => r.state === OrderState.InWork) as Row;
});
afterAll(() => t.close());

const paper = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/OrderPaper/${action}`, token, body, lang });

describe('OrderPaper', () => {
  it('prints the closed order, its cards and its CRS with the record’s chain hash', async () => {
    const order = await paper('Order', engineer, { id: closed.id });
    expect(order.statusCode, order.body.slice(0, 200)).toBe(200);
    expect(order.headers['content-type']).toBe('application/pdf');
    const orderText = pdfText(order.rawPayload);
    for (const words of [closed.seri, closed.planeName, 'East Wing Aviation'])
      expect(orderText, words).toContain(words);

    const detail = (await t.call({ url: '/api/ProductionOrder/Get', token: engineer, body: { id: closed.id } })).json()
      .body as { cardList: { id: number; name: string }[] };
    const first = detail.cardList[0];
    const card = await paper('Cards', engineer, { id: closed.id, card: first.id }, 'en-US');
    expect(card.statusCode).toBe(200);
    const cardText = pdfText(card.rawPayload).replace(/\s+/g, ' ');
    expect(cardText).toContain(first.name.replace(/\s+/g, ' '));
    expect(cardText).toContain(`/maintain/order?order=${closed.id}&card=${first.id}`);

    const crs = await paper('Crs', engineer, { id: closed.id }, 'en-US');
    expect(crs.statusCode, crs.body.slice(0, 200)).toBe(200);
    const record = await t.db.kysely
      .selectFrom('maintain_task')
      .select(['sign_hash', 'signed_name'])
      .where('id', '=', closed.crsTask as number)
      .executeTakeFirstOrThrow();
    const crsText = pdfText(crs.rawPayload).replace(/\s+/g, '');
    expect(crsText).toContain('Certificateofreleasetoservice');
    expect(crsText).toContain((record.signed_name ?? '').replace(/\s+/g, ''));
    expect(crsText).toContain((record.sign_hash ?? 'no hash').slice(0, 16));
  });

  it('refuses the CRS of an order not closed, a card of another order, and another company’s order', async () => {
    const none = await paper('Crs', engineer, { id: open.id }, 'en-US');
    expect(none.statusCode).toBe(601);
    expect(none.json().msg).toBe('The order has no release to service yet');
    const closedCard = (
      await t.call({ url: '/api/ProductionOrder/Get', token: engineer, body: { id: closed.id } })
    ).json().body.cardList[0].id as number;
    const wrong = await paper('Cards', engineer, { id: open.id, card: closedCard }, 'en-US');
    expect(wrong.statusCode).toBe(601);
    expect((await paper('Order', otherCompany, { id: closed.id })).statusCode).toBe(404);
  });
});
