import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo certificates' PDFs on an S3-compatible store (s3rver, as platform/storage/s3.test.ts): the seed
// puts them where the driver's downloads find them.

let t: TestApp;
let server: S3rver;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    storage: {
      driver: 's3',
      fileMaxMb: 200,
      s3: {
        endpoint,
        region: 'us-east-1',
        bucketPrefix: 'test-',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      publicFileHost: undefined,
    },
  });
  await seedDemo(t.db.kysely, t.config);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('seed-demo certificates on S3', () => {
  it('stores each certificate’s PDF in the store, downloadable through our GET', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const res = await t.call({ url: '/api/PlaneCert/Query', token, body: { pageSize: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const [cert] = res.json().body.items as { files: { url: string; size: number }[] }[];
    const download = await t.app.inject({
      method: 'GET',
      url: cert.files[0].url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode, download.body).toBe(302);
    const got = await fetch(String(download.headers.location));
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.length).toBe(cert.files[0].size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(got.headers.get('content-type')).toBe('application/pdf');
  });
});
