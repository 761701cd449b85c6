import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { type Member, testWorld } from '../../test/world';

// The qualification matrix PDF (issue 34) read back with poppler's pdftotext: A4 landscape, the reader's language,
// a row per certifying person and model with the kinds covered, the licence, the medical's end, recency.

let t: TestApp;
let manager: Member;
let wang: Member;

async function ok(url: string, token: string, body: unknown) {
  const res = await t.call({ url, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

beforeAll(async () => {
  const w = await testWorld({
    models: { da40: { name: 'DA40 NG' }, cessna: { name: 'Cessna 172' } },
    planes: { one: { model: 'da40', name: 'B-7401' }, two: { model: 'cessna', name: 'B-7172' } },
    members: {
      manager: { grants: [{ view: 'qualification-repairman', functions: ['Add'] }], name: 'Quality Zhou' },
      wang: { grants: [], name: '王芳' },
    },
  });
  ({ t, manager, wang } = w);
  await ok('/api/QualLicence/Add', manager.token, {
    user: wang.userId,
    kind: 'maintenance',
    licenceType: 'CCAR-66',
    licenceNo: 'AV-880011',
    issued: '2020-01-01',
  });
  await ok('/api/QualAuthorisation/Add', manager.token, {
    user: wang.userId,
    authNo: 'QA-PDF',
    models: [w.da40.id],
    kinds: ['maintenance', 'rii'],
    validFrom: '2025-01-01',
    validTo: '2099-12-31',
    grantedBy: 'Quality Zhou',
  });
});
afterAll(() => t.close());

function expectPdf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="qualification-matrix-.+\.pdf"/);
  return pdfText(res.rawPayload);
}

describe('POST /api/Qualification/MatrixPdf', () => {
  it('prints the matrix in Chinese: person, licence, models, the kinds covered, until when', async () => {
    const text = expectPdf(
      await t.call({ url: '/api/Qualification/MatrixPdf', token: manager.token, body: {}, lang: 'zh-CN' }),
    );
    for (const words of [
      '资质矩阵',
      '人员',
      '维修执照',
      '机型',
      '王芳',
      'CCAR-66 AV-880011',
      'DA40 NG',
      'Cessna 172',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).toContain('2099-12-31');
    expect(text).toContain('√');
    expect(text).toContain('第 1 页，共 1 页');
    expect(text).toContain('由 Quality Zhou 于');
  });

  it('prints it in English for an English reader, and only the models asked for', async () => {
    const text = expectPdf(
      await t.call({ url: '/api/Qualification/MatrixPdf', token: manager.token, body: {}, lang: 'en-US' }),
    );
    expect(text).toContain('Page 1 of 1');
    for (const words of ['Qualification matrix', 'Person', 'Maintenance licence', 'Recency', '王芳', 'DA40 NG']) {
      expect(text, words).toContain(words);
    }
    const models = (await ok('/api/Qualification/Matrix', manager.token, {})).models as { id: number; name: string }[];
    const da40 = models.find((m) => m.name === 'DA40 NG');
    const only = expectPdf(
      await t.call({
        url: '/api/Qualification/MatrixPdf',
        token: manager.token,
        body: { models: [da40?.id] },
        lang: 'en-US',
      }),
    );
    expect(only).toContain('DA40 NG');
    expect(only).not.toContain('Cessna 172');
  });
});
