import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      workers: 1,
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

  it('reads the number of app processes: a number, or auto for one per core', () => {
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
  });

  it('reads the file storage settings (local by default)', () => {
    expect(loadConfig({}).storage).toEqual({
      driver: 'local',
      fileMaxMb: 200,
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucketPrefix: 'hangar-',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
      },
      publicFileHost: undefined,
    });
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      FILE_MAX_MB: '50',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-west-1',
      S3_BUCKET_PREFIX: 'acme-',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_FILE_HOST: 'https://files.example.com',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      fileMaxMb: 50,
      s3: {
        endpoint: 'http://minio:9000',
        region: 'eu-west-1',
        bucketPrefix: 'acme-',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      publicFileHost: 'https://files.example.com',
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER must be local or s3');
    expect(() => loadConfig({ FILE_MAX_MB: '0' })).toThrow('FILE_MAX_MB must be at least 1');
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) origin');
    expect(() => loadConfig({ PUBLIC_FILE_HOST: 'https://x.com/files' })).toThrow('PUBLIC_FILE_HOST must be');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be a positive integer or auto');
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow('WORKERS must be a positive integer or auto');
    expect(() => loadConfig({ LICENCE_EXPIRES: '31/01/2027' })).toThrow('LICENCE_EXPIRES must be a date');
    expect(() => loadConfig({ DOCS_URL: 'javascript:alert(1)' })).toThrow('DOCS_URL must be an http(s) URL');
  });
});
