import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeaders } from './security-headers';

const blank = () => {
  const req = new IncomingMessage(new Socket());
  return { req, res: new ServerResponse(req) };
};

describe('fixedHeaders', () => {
  it('sets on an answer exactly the headers helmet sets, and removes what it removes', () => {
    for (const https of [false, true]) {
      const middleware = helmet({
        strictTransportSecurity: https,
        contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': https ? [] : null } },
      });
      const expected = blank();
      expected.res.setHeader('X-Powered-By', 'something');
      middleware(expected.req, expected.res, () => {});
      const actual = blank();
      actual.res.setHeader('X-Powered-By', 'something');
      fixedHeaders(middleware)(actual.res);
      expect(actual.res.getHeaders()).toEqual(expected.res.getHeaders());
      expect(actual.res.getHeader('x-powered-by')).toBeUndefined();
      expect(String(actual.res.getHeader('content-security-policy'))).toContain("default-src 'self'");
    }
  });

  it('refuses a middleware that answers later', () => {
    expect(() => fixedHeaders((_req, _res, next) => setImmediate(next))).toThrow(/synchronously/);
  });
});
