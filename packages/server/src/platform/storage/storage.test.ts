import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { publicUrl, servedAs } from './driver';
import { contentDisposition, keyText, newKey, parseFileUrl, sanitiseFileName, urlOfKey } from './keys';
import { loadSigningSecret, SECRET_FILE, sign, verify } from './signing';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-storage-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('keys', () => {
  it('sanitises file names into one safe path segment, keeping Chinese and the extension', () => {
    expect(sanitiseFileName('适航证 2026.pdf')).toBe('适航证 2026.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\me\\a:b*c?.png')).toBe('a_b_c_.png');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(sanitiseFileName('...')).toBe('file');
    expect(sanitiseFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt');
    const long = sanitiseFileName(`${'长'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('builds keys under the use’s bucket and path with the company and a unique id, and parses them back', () => {
    const key = newKey('workcard', { kind: 'model', id: 12 }, 10003, '工卡 A.pdf');
    expect(keyText(key)).toBe(`workcard/model12/c10003/${key.uid}/工卡 A.pdf`);
    const url = urlOfKey(key);
    expect(url).toBe(`/files/workcard/model12/c10003/${key.uid}/${encodeURIComponent('工卡 A.pdf')}`);
    expect(parseFileUrl(`${url}?exp=1&sig=x`)).toEqual(key);
    const avatar = newKey('avatar', null, 10001, 'me.png');
    expect(parseFileUrl(urlOfKey(avatar))).toEqual(avatar);
    expect(newKey('avatar', null, 1, 'a').uid).not.toBe(avatar.uid);
  });

  it('refuses what is not a key it made', () => {
    const uid = '123e4567-e89b-42d3-a456-426614174000';
    for (const url of [
      '/files/',
      `/files/secret/c1/${uid}/a.pdf`,
      `/files/cert/c1/${uid}/..`,
      `/files/cert/c1/${uid}/.meta.json`,
      `/files/cert/c1/not-a-uid/a.pdf`,
      `/files/cert/plane0/c1/${uid}/a.pdf`,
      `/files/cert/c1/${uid}/a%2F..%2Fb.pdf`,
      `/files/cert/c1/${uid}/a.pdf/extra`,
      `/api/cert/c1/${uid}/a.pdf`,
    ]) {
      expect(parseFileUrl(url), url).toBeNull();
    }
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '适航证 (1).pdf')).toBe(
      `attachment; filename="___ (1).pdf"; filename*=UTF-8''%E9%80%82%E8%88%AA%E8%AF%81%20%281%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b.png')).toBe(`inline; filename="a_b.png"; filename*=UTF-8''a%22b.png`);
  });

  it('serves only real pictures inline', () => {
    const key = (name: string) => newKey('attachment', null, 1, name);
    expect(servedAs(key('a.png'), 'image/png')).toEqual({ contentType: 'image/png', inline: true });
    expect(servedAs(key('a.svg'), 'image/svg+xml')).toEqual({ contentType: 'image/svg+xml', inline: false });
    expect(servedAs(key('a.png'), 'text/html')).toEqual({ contentType: 'text/html', inline: false });
    expect(servedAs(key('a.bin'), '')).toEqual({ contentType: 'application/octet-stream', inline: false });
  });
});

describe('signing', () => {
  it('keeps one secret per data directory, readable by the owner only', () => {
    const dir = tempDir();
    const secret = loadSigningSecret(dir);
    expect(secret).toHaveLength(32);
    expect(loadSigningSecret(dir).equals(secret)).toBe(true);
    expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSigningSecret(tempDir()).equals(secret)).toBe(false);
  });

  it('verifies the method, key, size, type and expiry, and nothing else', () => {
    const secret = loadSigningSecret(tempDir());
    const signed = {
      method: 'PUT' as const,
      key: 'cert/c1/u/a.pdf',
      size: 4,
      contentType: 'application/pdf',
      expires: 2000,
    };
    const sig = sign(secret, signed);
    expect(verify(secret, signed, sig, 1000)).toBe('ok');
    expect(verify(secret, signed, sig, 2001)).toBe('expired');
    for (const changed of [
      { method: 'GET' as const },
      { key: 'cert/c1/u/b.pdf' },
      { size: 5 },
      { contentType: 'text/html' },
      { expires: 3000 },
    ]) {
      expect(verify(secret, { ...signed, ...changed }, sig, 1000), JSON.stringify(changed)).toBe('invalid');
    }
    expect(verify(secret, signed, sig.toUpperCase(), 1000)).toBe('invalid');
    expect(verify(secret, signed, '', 1000)).toBe('invalid');
    expect(verify(loadSigningSecret(tempDir()), signed, sig, 1000)).toBe('invalid');
  });
});

describe('PUBLIC_FILE_HOST', () => {
  it('replaces the store’s internal origin in links handed to browsers, and nothing else', () => {
    const config = loadConfig({ PUBLIC_FILE_HOST: 'https://files.example.com/' });
    const internal = 'http://minio:9000';
    expect(publicUrl(config, 'http://minio:9000/hangar-cert/a.pdf?X-Amz-Signature=1', internal)).toBe(
      'https://files.example.com/hangar-cert/a.pdf?X-Amz-Signature=1',
    );
    expect(publicUrl(config, 'http://minio:90001/x', internal)).toBe('http://minio:90001/x');
    expect(publicUrl(config, '/files/cert/x', internal)).toBe('/files/cert/x');
    expect(publicUrl(loadConfig({}), 'http://minio:9000/x', internal)).toBe('http://minio:9000/x');
  });
});
