import { CERT_WARN_DAYS } from '@hangar/domain/contracts/certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo certificates as a newcomer sees them: every aircraft has one certificate expiring within 90 days and
// one expired, each with a PDF that downloads; seeding again changes nothing, and demo data without them gets
// them.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function as(phone: string) {
  const token = await signIn(t, phone, DEMO_PASSWORD);
  return async (action: string, body: object) => {
    const res = await t.call({ url: `/api/${action}`, token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
}

describe('seed-demo certificates', () => {
  it('gives every aircraft an expiring and an expired certificate with a downloadable PDF', async () => {
    for (const phone of [demoUsers.eastWingAdmin, demoUsers.northStarAdmin]) {
      const call = await as(phone);
      const planes = (await call('PlaneEntity/Query', { pageSize: 1000 })).items as { id: number }[];
      expect(planes.length).toBeGreaterThan(0);
      const summary = await call('PlaneCert/Summary', {});
      expect(summary.expiring).toBe(planes.length);
      expect(summary.expired).toBe(planes.length);
      const certs = await call('PlaneCert/Query', {
        filters: [{ name: 'plane', compare: 'eq', value: planes[0].id, relate: 'and' }],
      });
      expect(certs.items).toHaveLength(2);
      for (const cert of certs.items as { warn: number; daysLeft: number; files: { url: string }[] }[]) {
        expect(cert.warn).toBe(1);
        expect(cert.daysLeft).toBeLessThan(CERT_WARN_DAYS);
        expect(cert.files).toHaveLength(1);
      }
      const token = await signIn(t, phone, DEMO_PASSWORD);
      const file = await t.app.inject({
        method: 'GET',
        url: certs.items[0].files[0].url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('changes nothing when run again, and adds the certificates to demo data that lacks them', async () => {
    const count = async () => (await t.db.kysely.selectFrom('plane_cert').select('id').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo data is already there; nothing changed.');
    expect(await count()).toBe(before);
    await t.db.kysely.deleteFrom('plane_cert_rev').execute();
    await t.db.kysely.deleteFrom('plane_cert').execute();
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo certificates added to the existing demo data.');
    expect(await count()).toBe(before);
    // Each is its own revision 1 (what PlaneCert/Add writes).
    const revs = await t.db.kysely.selectFrom('plane_cert_rev').select(['cert_id', 'rev']).execute();
    expect(revs).toHaveLength(before);
    expect(revs.every((r) => r.rev === 1)).toBe(true);
  });
});
