import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      isMultiTenancy: true,
      docsUrl: undefined,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      MULTI_TENANCY: 'false',
      DOCS_URL: 'https://docs.example.com/hangar',
      LICENCE_EXPIRES: '2027-01-31',
    });
    expect(config).toMatchObject({
      port: 9000,
      isMultiTenancy: false,
      docsUrl: 'https://docs.example.com/hangar',
      licenceExpires: '2027-01-31',
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
    expect(() => loadConfig({ LICENCE_EXPIRES: '31/01/2027' })).toThrow('LICENCE_EXPIRES must be a date');
    expect(() => loadConfig({ DOCS_URL: 'javascript:alert(1)' })).toThrow('DOCS_URL must be an http(s) URL');
  });
});
