import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf';
import { exportCall, type RecordExportWorld, recordExportWorld } from './record-export.testkit';

// Issue 32: the signed-record export as a PDF logbook (MaintainTask/ExportPdf), read back with poppler's pdftotext
// (a *.pdf.test.ts file: `npm run test:pdf` and the PostgreSQL suite, which need Debian's poppler-utils).

let w: RecordExportWorld;
beforeAll(async () => {
  w = await recordExportWorld();
});
afterAll(() => w.t.close());

describe('MaintainTask/ExportPdf', () => {
  it('sets the aircraft’s signed records as logbook entries, in Chinese and in English', async () => {
    const zh = await exportCall(w.t, 'ExportPdf', { plane: w.plane.id }, w.viewer.token);
    expect(zh.statusCode, zh.body.slice(0, 200)).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    const text = pdfText(zh.rawPayload);
    for (const words of [
      'B-7002 维修记录',
      `记录 ${w.ids[0]}：Repair 1 修理`,
      'Work 1, torque 25 Nm',
      `记录 ${w.ids[1]}：Repair 2 修理`,
      '王工程师',
      'CAAC-B1-2024',
      'MG-OLD-1',
      'MG-NEW-2',
      '修订历史',
      'Wrong torque value',
      'Work 1 → Work 1, torque 25 Nm',
      '签名密钥',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).toMatch(/第 1 页，共 \d+ 页/);
    const en = pdfText((await exportCall(w.t, 'ExportPdf', { id: w.ids[1] }, w.viewer.token, 'en-US')).rawPayload);
    for (const words of [
      'Maintenance record (signed)',
      `Record ${w.ids[1]}: Repair 2 修理`,
      'Parts removed and installed',
      'Licence number',
    ]) {
      expect(en, words).toContain(words);
    }
    expect(en).not.toContain('Repair 1');
  });
});
