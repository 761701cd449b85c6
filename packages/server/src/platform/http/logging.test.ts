import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { redactUrl } from './logging';

// Credentials never reach the request log: a session token in a query string (the spec's GET
// /api/User/Query?token=…), a file link's signature, the Authorization and Cookie headers.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('redactUrl', () => {
  it('hides the values of credential parameters and keeps everything else', () => {
    expect(redactUrl('/api/User/Query?token=abc.def-1')).toBe('/api/User/Query?token=[REDACTED]');
    expect(redactUrl('/files/cert/c1/x.pdf?size=10&exp=99&sig=0f0f')).toBe(
      '/files/cert/c1/x.pdf?size=10&exp=99&sig=[REDACTED]',
    );
    expect(redactUrl('/a?TOKEN=x&Token=y&page=2')).toBe('/a?TOKEN=[REDACTED]&Token=[REDACTED]&page=2');
    expect(redactUrl('/a?X-Amz-Signature=s&X-Amz-Credential=c&X-Amz-Security-Token=t')).toBe(
      '/a?X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&X-Amz-Security-Token=[REDACTED]',
    );
    expect(redactUrl('/api/User/Info?project=3')).toBe('/api/User/Info?project=3');
    expect(redactUrl('/api/User/Info')).toBe('/api/User/Info');
    // Encoded names are recognised too.
    expect(redactUrl('/a?%74oken=x')).toBe('/a?%74oken=[REDACTED]');
  });
});

describe('the request log', () => {
  it('never holds a live session token or a link signature', async () => {
    const company = await makeCompany(t);
    const token = company.admin.token;
    lines.length = 0;
    const byQuery = await t.call({ method: 'GET', url: '/api/User/Query', query: { token } });
    expect(byQuery.statusCode).toBe(200);
    const byHeader = await t.call({
      method: 'GET',
      url: '/api/User/Info',
      token,
      headers: { cookie: `hangar_token=${token}` },
    });
    expect(byHeader.statusCode).toBe(200);
    await t.call({ method: 'GET', url: '/files/cert/c1/x.pdf?exp=1&sig=secret-signature-0f0f' });
    const log = lines.join('');
    // The log is there (the requests are in it), without the credentials.
    expect(log).toContain('/api/User/Query?token=[REDACTED]');
    expect(log).toContain('/api/User/Info');
    expect(log).toContain('sig=[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-signature-0f0f');
  });
});
