import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlane } from '../../test/factories';
import { setLicence } from '../../test/licences';
import { pdfText } from '../../test/pdf';
import { testWorld } from '../../test/world';

// Appliance ADs in the signed-record logbook (issue 32): the PDF entry of a record that complied with an appliance
// AD names the component's part and serial it complied on, as its signed content does. Read back with pdftotext
// (a *.pdf.test.ts file: `npm run test:pdf` and the PostgreSQL suite).

let w: Awaited<ReturnType<typeof world>>;
const world = () =>
  testWorld({
    models: { model: { manager: 'a' } },
    members: {
      writer: { grants: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Close'] }], name: 'Wang Engineer' },
    },
  });
beforeAll(async () => {
  w = await world();
});
afterAll(() => w.t.close());

describe('MaintainTask/ExportPdf of an appliance AD record', () => {
  it('prints the component’s part and serial', async () => {
    const { a, writer } = w;
    const call = async (url: string, token: string, body: unknown) => {
      const res = await w.t.call({ url: `/api/${url}`, token, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body as { id: number };
    };
    const today = todayIn(w.t.config.timeZone);
    await setLicence(w.t.db.kysely, writer.employId, {
      no: 'CAAC-123',
      type: 'B1',
      expires: `${addDays(today, 30)} 00:00:00`,
    });
    const plane = await makePlane(w.t, a.companyId, { modelId: w.model.id, allFlyHours: 100, name: 'B-7009' });
    const doc = await call('Document/Add', a.admin.token, {
      module: 10000,
      dict: 2,
      target: w.model.id,
      parent: 0,
      isFolder: 0,
      name: 'Magneto AD',
      seri: 'CAD-MAG-PDF',
      applianceParts: ['S4LN-21'],
    });
    await call('PlaneNotice/Appraise', a.admin.token, { appraiseId: doc.id, planeId: plane.id, appraised: 1, fit: 1 });
    const magneto = await call('PlaneBom/Add', writer.token, {
      plane: plane.id,
      category: '发动机',
      name: 'Magneto',
      model: 'S4LN-21',
      seri: 'M-4711',
    });
    const record = await call('MaintainTask/Add', writer.token, {
      type: 50,
      plane: plane.id,
      document: doc.id,
      component: magneto.id,
      standardSeri: 'CAD-MAG-PDF',
      standardDate: addDays(today, -30),
      description: 'Complied',
      complianceMethod: 'Magneto inspected',
      flyHours: 0,
      workDate: addDays(today, -1),
      isRepeat: 0,
      workPerson: writer.userId,
    });
    await call('MaintainTask/Close', writer.token, { id: record.id });
    const res = await w.t.call({
      url: '/api/MaintainTask/ExportPdf',
      token: writer.token,
      body: { id: record.id },
      lang: 'en-US',
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // The references wrap in their cell: compare with every run of white space as one space.
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Component S4LN-21 / M-4711');
    // The document's date is a day.
    expect(text).toContain(`CAD-MAG-PDF (${addDays(todayIn(w.t.config.timeZone), -30)});`);
  });
});
