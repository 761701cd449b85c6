import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('GET /api/Platform/Config answers the multi-tenancy flag and sign-in configuration', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Platform/Config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ret: 0,
      body: { isMultiTenancy: 1, login: { captchaLength: 4, passwordMin: 6 } },
    });
  });

  it('GET /api/health reports the database and version', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ status: 'ok', database: t.db.dialect, version: t.config.version });
  });

  it('serves the OpenAPI document built from the route tables', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/lg', '/api/User/Info', '/api/Company/Add']));
    expect(doc.paths['/api/lg'].post.requestBody.content['application/json'].schema.required).toEqual([
      'phone',
      'pass',
    ]);
    const ui = await t.call({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('request conventions', () => {
  it('echoes a request id and sets security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' ws: wss:");
    // Plain HTTP install: no HSTS, no upgrade of the app's own requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('answers unknown endpoints with 404 naming the path', async () => {
    const res = await t.call({ url: '/api/Nope/Query' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ret: 1, code: 'NOT_FOUND', msg: '接口不存在：/api/Nope/Query' });
  });

  it('rejects malformed JSON with 400 and non-JSON bodies with 415', async () => {
    const bad = await t.call({ url: '/api/lg', body: '{"phone":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ret: 1, code: 'VALIDATION', msg: '请求内容格式不正确' });
    const text = await t.call({ url: '/api/lg', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      ret: 1,
      code: 'UNSUPPORTED_MEDIA',
      msg: '请求内容类型必须是 application/json',
    });
    const multipart = await t.call({
      url: '/api/lg/exit',
      body: '--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.statusCode).toBe(415);
  });

  it('answers 413 for bodies over the limit', async () => {
    const res = await t.call({
      url: '/api/lg',
      body: JSON.stringify({ phone: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ret: 1, code: 'TOO_LARGE' });
  });

  it('hides internals of unexpected errors and names the request id', async () => {
    await sql`drop table platform_config`.execute(t.db.kysely);
    const res = await t.call({ method: 'GET', url: '/api/Platform/Config', headers: { 'x-request-id': 'req-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ret: 1,
      code: 'INTERNAL',
      msg: '服务器内部错误（请求号 req-500）',
      requestId: 'req-500',
    });
    expect(res.body).not.toMatch(/platform_config|sqlite|relation/i);
  });
});
