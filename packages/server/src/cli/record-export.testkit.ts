import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayIn } from '@hangar/domain/dates';
import { expect } from 'vitest';
import { type Actor, makePlane } from '../test/factories';
import type { TestApp } from '../test/harness';
import { setLicence } from '../test/licences';
import { type Company, testWorld } from '../test/world';

// The world of the signed-record export's tests (issue 32; verify-records.bundle.test.ts and
// record-export.pdf.test.ts): an aircraft B-7002 of company A with three signed repairs (the second with a part
// removed and installed), the first reopened with a reason, changed and signed again (link 4), and a draft never
// signed; a writer with a licence and a reader of the register.

export interface RecordExportWorld {
  t: TestApp;
  a: Company;
  b: Company;
  writer: Actor & { employId: number };
  viewer: Actor;
  today: string;
  plane: { id: number; name: string };
  modelId: number;
  /** The three signed records, in order. */
  ids: number[];
  draftId: number;
  /** A folder in the data directory for bundle files. */
  dir: string;
}

export async function recordExportWorld(): Promise<RecordExportWorld> {
  const w = await testWorld({
    models: { model: {} },
    members: {
      writer: { grants: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Close'] }], name: '王工程师' },
      viewer: [{ view: 'plane-entity', functions: [] }],
    },
  });
  const { t, a, b, writer, viewer } = w;
  const ok = async (action: string, body: unknown) => {
    const res = await t.call({ url: `/api/MaintainTask/${action}`, token: writer.token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
  const today = todayIn(t.config.timeZone);
  const dir = fs.mkdtempSync(path.join(t.config.dataDir, 'bundles-'));
  await setLicence(t.db.kysely, writer.employId, {
    no: 'CAAC-B1-2024',
    type: 'B1',
    expires: `${addDays(today, 30)} 00:00:00`,
  });
  const modelId = w.model.id;
  const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000, name: 'B-7002' });
  const ids: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const rec = await ok('Add', {
      type: 8,
      plane: plane.id,
      issueCondition: `Repair ${i} 修理`,
      description: `Work ${i}`,
      flyHours: 1000,
      workDate: today,
      workPerson: writer.userId,
      ...(i === 2 ? { items: [{ ctype: 1, name: 'Magneto', removeSeri: 'MG-OLD-1', installSeri: 'MG-NEW-2' }] } : {}),
    });
    await ok('Close', { id: rec.id });
    ids.push(rec.id);
  }
  await ok('Open', { id: ids[0], reason: 'Wrong torque value' });
  await ok('UpdateWithItems', { id: ids[0], description: 'Work 1, torque 25 Nm' });
  await ok('Close', { id: ids[0] });
  const draftId = (
    await ok('Add', {
      type: 8,
      plane: plane.id,
      issueCondition: 'Draft',
      description: 'Not signed',
      flyHours: 1000,
      workDate: today,
      workPerson: writer.userId,
    })
  ).id;
  return { t, a, b, writer, viewer, today, plane, modelId, ids, draftId, dir };
}

/** An export call of the world's records (the viewer's by default). */
export function exportCall(
  t: TestApp,
  action: 'ExportPdf' | 'ExportBundle',
  body: unknown,
  token: string,
  lang?: 'en-US',
) {
  return t.call({ url: `/api/MaintainTask/${action}`, token, body, lang });
}
