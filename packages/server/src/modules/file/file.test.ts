import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFileUrl } from '../../platform/storage/keys';
import { storageFor } from '../../platform/storage/storage';
import { type Actor, failure, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
let platform: Actor;
let model: { id: number };
let plane: { id: number };
let planeOfB: { id: number };

beforeAll(async () => {
  ({ t, a, b, platform, model, plane, planeOfB } = await testWorld({
    platform: true,
    models: { model: { manager: 'a' }, modelOfB: { manager: 'b' } },
    planes: { plane: { model: 'model' }, planeOfB: { model: 'modelOfB', company: 'b' } },
  }));
  // A small limit for "other files", so that the size rule can be shown without megabytes of test data.
  t.config.storage = { ...t.config.storage, fileMaxMb: 1 };
});
afterAll(() => t.close());

interface Answer {
  uploadUrl: string;
  url: string;
  uid: string;
  expires: number;
}

const presignCall = (token: string, body: Record<string, unknown>, lang?: 'en-US') =>
  t.call({ url: '/api/File/Presign', token, body, lang });

async function presign(token: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await presignCall(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as Answer;
}

const png = (size: number) => ({ use: 'avatar', fileName: 'me.png', size, contentType: 'image/png' });
const pdf = (size: number, more: Record<string, unknown> = {}) => ({
  use: 'cert',
  target: plane.id,
  fileName: '适航证.pdf',
  size,
  contentType: 'application/pdf',
  ...more,
});

const put = (url: string, payload: Buffer | PassThrough, contentType: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType, ...headers }, payload });

const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const filesDir = () => path.join(t.config.dataDir, 'files');
/** Every stored file (temp files included), relative to DATA_DIR/files. */
const storedFiles = () =>
  (fs.readdirSync(filesDir(), { recursive: true }) as string[]).filter((p) =>
    fs.statSync(path.join(filesDir(), p)).isFile(),
  );

async function upload(token: string, body: Record<string, unknown>, bytes: Buffer): Promise<Answer> {
  const answer = await presign(token, body);
  const res = await put(answer.uploadUrl, bytes, String(body.contentType));
  expect(res.statusCode, res.body).toBe(200);
  return answer;
}

describe('File/Presign rules per use', () => {
  it('answers an upload link, the file url and its uid, and logs who may upload what', async () => {
    const before = await logCount(t);
    const answer = await presign(a.admin.token, pdf(1000));
    expect(answer.url).toMatch(new RegExp(`^/files/cert/plane${plane.id}/c${a.companyId}/${answer.uid}/`));
    expect(decodeURIComponent(answer.url)).toMatch(/\/适航证\.pdf$/);
    expect(answer.uploadUrl.startsWith(`${answer.url}?`)).toBe(true);
    expect(answer.expires - Date.now()).toBeGreaterThan(86_390_000);
    expect(answer.expires - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(await logCount(t)).toBe(before + 1);
    const [row] = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: plane.id });
    expect(row.job).toBe('Presign');
    expect(JSON.parse(row.oper_content)).toEqual({ name: '适航证.pdf', changes: { cert: [null, answer.url] } });
  });

  it.each([
    ['avatar', 'me.pdf', 'application/pdf', 10, '只能上传 jpg, png, gif 图片'],
    ['avatar', 'me.png', 'image/jpeg', 10, '只能上传 jpg, png, gif 图片'],
    ['avatar', 'me.svg', 'image/svg+xml', 10, '只能上传 jpg, png, gif 图片'],
    ['avatar', 'me.gif', 'image/gif', 2 * 1024 * 1024 + 1, '图片不能大于2MB!'],
    ['logo', 'logo.gif', 'image/gif', 10, '只能上传 jpg, png 图片'],
    ['logo', 'logo.png', 'image/png', 100 * 1024 + 1, 'LOGO图片不能大于100KB!'],
    ['background', 'bg.jpg', 'image/jpeg', 3 * 1024 * 1024 + 1, '背景图片不能大于3MB!'],
    ['material', 'part.bmp', 'image/bmp', 10, '只能上传 jpg, png, gif 图片'],
    ['material', 'part.jpeg', 'image/jpeg', 5 * 1024 * 1024 + 1, '图片不能大于5MB!'],
    ['attachment', 'big.zip', 'application/zip', 1024 * 1024 + 1, '文件不能大于1MB!'],
  ])('%s %s (%s, %i bytes) is refused: %s', async (use, fileName, contentType, size, msg) => {
    const before = await logCount(t);
    const res = await presignCall(a.admin.token, { use, fileName, size, contentType });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg });
    expect(await logCount(t)).toBe(before);
  });

  it('accepts each use at its limit', async () => {
    const MB = 1024 * 1024;
    for (const body of [
      { use: 'avatar', fileName: 'me.GIF', size: 2 * MB, contentType: 'image/gif' },
      { use: 'logo', fileName: 'logo.jpg', size: 100 * 1024, contentType: 'image/jpeg' },
      { use: 'background', fileName: 'bg.png', size: 3 * MB, contentType: 'image/png' },
      { use: 'material', fileName: 'part.jpg', size: 5 * MB, contentType: 'image/jpeg' },
      { use: 'attachment', fileName: 'notes.txt', size: MB, contentType: 'text/plain; charset=utf-8' },
    ]) {
      await presign(a.admin.token, body);
    }
  });

  it('names the rule in English too, and refuses a malformed request naming the field', async () => {
    const res = await presignCall(a.admin.token, { ...png(10), fileName: 'me.exe' }, 'en-US');
    expect(failure(res)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: 'Only jpg, png or gif images can be uploaded',
    });
    const bad = await presignCall(a.admin.token, { ...png(10), use: 'virus' }, 'en-US');
    expect(failure(bad)).toEqual({ status: 400, code: 'VALIDATION', msg: 'Unknown upload use' });
    const negative = await presignCall(a.admin.token, { ...png(-1) }, 'en-US');
    expect(failure(negative)).toEqual({ status: 400, code: 'VALIDATION', msg: 'The file size is not valid' });
  });

  it('requires a target where the use has one and refuses it where it has none', async () => {
    expect(failure(await presignCall(a.admin.token, pdf(10, { target: undefined })))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请指定文件所属的机型或飞机',
    });
    expect(failure(await presignCall(a.admin.token, { ...png(10), target: plane.id }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '该用途的文件不属于机型或飞机',
    });
    expect(failure(await presignCall(a.admin.token, pdf(10, { targetKind: 'model', target: model.id })))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '该用途的文件不能属于model',
    });
  });

  it('refuses another company’s aircraft and unknown targets as not found', async () => {
    const before = await logCount(t);
    expect(failure(await presignCall(a.admin.token, pdf(10, { target: planeOfB.id })))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(failure(await presignCall(a.admin.token, pdf(10, { target: 999_999 })))).toMatchObject({ status: 404 });
    const card = { use: 'workcard', fileName: 'card.pdf', size: 10, contentType: 'application/pdf' };
    expect(failure(await presignCall(a.admin.token, { ...card, target: 999_999 }))).toMatchObject({ status: 404 });
    expect(await logCount(t)).toBe(before);
  });

  it('lets only company 10000 or the manager write a model’s content', async () => {
    const card = { use: 'workcard', fileName: 'card.pdf', size: 10, contentType: 'application/pdf' };
    expect(failure(await presignCall(b.admin.token, { ...card, target: model.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: expect.any(String),
    });
    const own = await presign(a.admin.token, { ...card, target: model.id });
    expect(own.url).toMatch(new RegExp(`^/files/workcard/model${model.id}/c${a.companyId}/`));
    const byPlatform = await presign(platform.token, { ...card, target: model.id });
    expect(byPlatform.url).toMatch(new RegExp(`^/files/workcard/model${model.id}/c10000/`));
    // Documents of an aircraft: the aircraft's company only.
    const doc = await presign(a.admin.token, { ...card, use: 'document', targetKind: 'plane', target: plane.id });
    expect(doc.url).toMatch(new RegExp(`^/files/document/plane${plane.id}/`));
  });

  it('takes a document without a target as the company’s own (common library), for document-common writers', async () => {
    const doc = { use: 'document', fileName: 'manual.pdf', size: 10, contentType: 'application/pdf' };
    const own = await presign(a.admin.token, doc);
    expect(own.url).toMatch(new RegExp(`^/files/document/c${a.companyId}/`));
    const plain = await makeMember(t, a, []);
    expect(failure(await presignCall(plain.token, doc))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // Another use with a target still needs one.
    expect(failure(await presignCall(plain.token, { ...doc, use: 'cert' }))).toMatchObject({ status: 400 });
  });

  it('needs organize-company Edit (or an administrator) for the logo and background', async () => {
    const logo = { use: 'logo', fileName: 'logo.png', size: 10, contentType: 'image/png' };
    const plain = await makeMember(t, a, []);
    expect(failure(await presignCall(plain.token, logo))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await presign(plain.token, png(10));
    const editor = await makeMember(t, a, [{ view: 'organize-company', functions: ['Edit'] }]);
    await presign(editor.token, { ...logo, use: 'background' });
  });

  it('ignores a company id in the body: the key carries the session’s company', async () => {
    const answer = await presign(b.admin.token, { ...png(10), cid: a.companyId, companyId: a.companyId });
    expect(answer.url).toMatch(new RegExp(`^/files/avatar/c${b.companyId}/`));
  });
});

describe('upload link (local driver)', () => {
  it('stores the bytes; the file downloads with its type and a UTF-8 Chinese name', async () => {
    const bytes = Buffer.from('%PDF-1.4 certificate of airworthiness');
    const answer = await upload(a.admin.token, pdf(bytes.length), bytes);
    const res = await download(answer.url, a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('适航证.pdf')}`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('never replaces a stored file: a second upload on the same link answers 409', async () => {
    const bytes = Buffer.from('%PDF-1.4 first');
    const answer = await upload(a.admin.token, pdf(bytes.length), bytes);
    const again = await put(answer.uploadUrl, Buffer.from('%PDF-1.4 other'), 'application/pdf');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      ret: 1,
      code: 'CONFLICT',
      msg: '该上传链接的文件已上传，不能覆盖；请重新上传',
    });
    expect((await download(answer.url, a.admin.token)).rawPayload.equals(bytes)).toBe(true);
    expect(storedFiles().some((f) => f.startsWith('.tmp'))).toBe(false);
  });

  it('serves pictures inline with their image type', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const answer = await upload(a.admin.token, png(bytes.length), bytes);
    const res = await download(answer.url, b.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a tampered link, another size, key or type, and stores nothing', async () => {
    const answer = await presign(a.admin.token, pdf(4));
    const bytes = Buffer.from('abcd');
    const url = new URL(answer.uploadUrl, 'http://x');
    const variants: string[] = [];
    const sig = url.searchParams.get('sig') ?? '';
    url.searchParams.set('sig', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    variants.push(url.pathname + url.search);
    url.searchParams.set('sig', sig);
    url.searchParams.set('size', '5');
    variants.push(url.pathname + url.search);
    url.searchParams.set('size', '4');
    variants.push(url.pathname.replace('.pdf', '.html') + url.search);
    for (const variant of variants) {
      const res = await put(variant, bytes, 'application/pdf');
      expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '上传或下载链接无效或已被篡改' });
    }
    expect(failure(await put(answer.uploadUrl, bytes, 'text/html'))).toMatchObject({ status: 403 });
    expect(failure(await put(answer.uploadUrl.replace(/&sig=.*/, ''), bytes, 'application/pdf'))).toMatchObject({
      status: 403,
    });
    expect(failure(await download(answer.url, a.admin.token))).toMatchObject({ status: 404 });
    expect(storedFiles().filter((f) => f.includes(answer.uid))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const storage = await storageFor(t.config);
    const key = parseFileUrl((await presign(a.admin.token, pdf(4))).url);
    if (!key) throw new Error('presign answered an unparsable url');
    const expired = await storage.presignPut({ key, size: 4, contentType: 'application/pdf', expires: Date.now() - 1 });
    const res = await put(expired, Buffer.from('abcd'), 'application/pdf');
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '上传或下载链接已过期，请重新上传' });
    expect(storedFiles().filter((f) => f.includes(key.uid))).toEqual([]);
  });

  it('refuses more bytes than declared (413) and fewer (400), storing nothing', async () => {
    const answer = await presign(a.admin.token, pdf(4));
    const over = await put(answer.uploadUrl, Buffer.from('abcdef'), 'application/pdf');
    expect(failure(over)).toEqual({ status: 413, code: 'TOO_LARGE', msg: '上传内容超过声明的大小 4 字节' });
    // Without a Content-Length the limit is enforced while streaming.
    const stream = new PassThrough();
    const pending = put(answer.uploadUrl, stream, 'application/pdf', { 'transfer-encoding': 'chunked' });
    stream.end(Buffer.from('abcdefgh'));
    expect(failure(await pending)).toMatchObject({ status: 413, code: 'TOO_LARGE' });
    const short = await put(answer.uploadUrl, Buffer.from('ab'), 'application/pdf');
    expect(failure(short)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '上传内容不完整（收到 2 / 4 字节），文件未保存',
    });
    expect(failure(await download(answer.url, a.admin.token))).toMatchObject({ status: 404 });
    expect(storedFiles().filter((f) => f.includes(answer.uid) || f.startsWith('.tmp'))).toEqual([]);
  });

  it('keeps an upload invisible until its last byte has arrived', async () => {
    const answer = await presign(a.admin.token, pdf(8));
    const stream = new PassThrough();
    const pending = put(answer.uploadUrl, stream, 'application/pdf', { 'content-length': '8' });
    stream.write(Buffer.from('abcd'));
    // Wait until the first half is on disk, in the temp directory.
    for (let i = 0; i < 100 && !storedFiles().some((f) => f.startsWith('.tmp')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(storedFiles().some((f) => f.startsWith('.tmp'))).toBe(true);
    expect(failure(await download(answer.url, a.admin.token))).toMatchObject({ status: 404 });
    stream.end(Buffer.from('efgh'));
    expect((await pending).statusCode).toBe(200);
    const res = await download(answer.url, a.admin.token);
    expect(res.body).toBe('abcdefgh');
    expect(storedFiles().some((f) => f.startsWith('.tmp'))).toBe(false);
  });
});

describe('upload link over a real connection', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A PUT whose body is written by `write`; resolves with the status, or 0 when the connection failed. */
  const send = (url: string, write: (req: http.ClientRequest) => void) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const req = http.request(`${origin}${url}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' } });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', () => resolve({ status: 0, body: '' }));
      write(req);
    });

  it('answers 413 to a streamed upload that goes beyond its size, while it is still sending', async () => {
    const answer = await presign(a.admin.token, pdf(1024));
    const res = await send(answer.uploadUrl, (req) => {
      req.write(Buffer.alloc(4096, 1));
      // The rest never comes: the answer must not wait for it.
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'TOO_LARGE' });
    expect(failure(await download(answer.url, a.admin.token))).toMatchObject({ status: 404 });
  });

  it('drops the temp file of an upload whose client went away', async () => {
    const answer = await presign(a.admin.token, pdf(1024));
    await send(answer.uploadUrl, (req) => {
      req.write(Buffer.alloc(100, 1));
      setTimeout(() => req.destroy(), 50);
    });
    for (let i = 0; i < 500 && storedFiles().some((f) => f.startsWith('.tmp')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(storedFiles().filter((f) => f.startsWith('.tmp') || f.includes(answer.uid))).toEqual([]);
  });
});

describe('downloads', () => {
  let certUrl: string;
  let cardUrl: string;
  beforeAll(async () => {
    certUrl = (await upload(a.admin.token, pdf(3), Buffer.from('abc'))).url;
    const card = { use: 'workcard', target: model.id, fileName: 'card.pdf', size: 3, contentType: 'application/pdf' };
    cardUrl = (await upload(a.admin.token, card, Buffer.from('xyz'))).url;
  });

  it('needs a session (401) and answers another company 404 for its files', async () => {
    expect(failure(await download(certUrl))).toMatchObject({ status: 401, code: 'AUTH_EXPIRED' });
    expect(failure(await download(certUrl, b.admin.token))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      msg: '文件不存在',
    });
    const member = await makeMember(t, a, []);
    expect((await download(certUrl, member.token)).body).toBe('abc');
  });

  it('lets every company read a model’s content', async () => {
    expect((await download(cardUrl, b.admin.token)).body).toBe('xyz');
    expect(failure(await download(cardUrl))).toMatchObject({ status: 401 });
  });

  it('answers 404 for unknown and malformed file urls', async () => {
    const unknown = certUrl.replace(/\/[^/]+$/, '/other.pdf');
    expect(failure(await download(unknown, a.admin.token))).toMatchObject({ status: 404 });
    for (const url of ['/files/cert/../../hangar.db', '/files/nope/c1/x/y', `${certUrl}/..`, '/files/']) {
      expect(failure(await download(url, a.admin.token)), url).toMatchObject({ status: 404 });
    }
    // Broken percent-encoding is refused by the router before any file is looked up.
    expect((await download('/files/cert/%E0%A4%A', a.admin.token)).statusCode).toBe(400);
  });

  it('hands out a short signed link that works without a session, for readers only', async () => {
    const res = await t.call({ url: '/api/File/Link', token: a.admin.token, body: { url: certUrl } });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().body as { url: string; expires: number };
    expect(link.expires - Date.now()).toBeLessThanOrEqual(300_000);
    expect((await download(link.url)).body).toBe('abc');
    const tampered = link.url.replace(/exp=\d+/, `exp=${link.expires + 1000}`);
    expect(failure(await download(tampered))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const outsider = await t.call({ url: '/api/File/Link', token: b.admin.token, body: { url: certUrl } });
    expect(failure(outsider)).toMatchObject({ status: 404 });
    const bad = await t.call({ url: '/api/File/Link', token: a.admin.token, body: { url: 'https://evil/x' } });
    expect(failure(bad)).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('stored file entries', () => {
  // A record keeps only /files/ keys the caller may read (the download rule, `mayRead`) and that were
  // uploaded for that field's use; anything else is refused naming the entry, and nothing is saved.
  const uid = '0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11';
  const key = (use: string, company: number, name: string, target = '') =>
    `/files/${use}/${target}c${company}/${uid}/${name}`;
  const entry = (url: string) => [{ uid: 'u1', name: 'x.png', size: 10, url }];
  const userInfo = (actor: { userId: number; phone: string }) =>
    t.db.kysely.selectFrom('app_user').select(['avatar', 'name']).where('id', '=', actor.userId).executeTakeFirst();
  const updateInfo = (actor: { userId: number; phone: string; token: string }, avatar: unknown) =>
    t.call({
      url: `/api/User/UpdateInfo/${actor.userId}`,
      token: actor.token,
      body: { phone: actor.phone, name: 'Pilot', sex: 1, avatar },
    });

  it('refuses a javascript: or foreign url in a user avatar and keeps the stored one', async () => {
    const me = a.admin;
    const own = key('avatar', a.companyId, 'me.png');
    expect((await updateInfo(me, entry(own))).statusCode).toBe(200);
    const logs = await logCount(t);
    for (const url of ['javascript:alert(1)', 'https://evil.example/a.png', '/files/../hangar.db']) {
      const res = await updateInfo(me, entry(url));
      expect(failure(res), url).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(res.json().errors).toEqual([{ field: 'avatar.0.url', message: '文件地址不正确' }]);
    }
    // Another company's private file (a certificate of B's aircraft) is not an avatar anyone may be shown.
    const foreign = await updateInfo(me, entry(key('cert', b.companyId, 'c.pdf', `plane${planeOfB.id}/`)));
    expect(failure(foreign)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: 'avatar.0.url 的文件地址不正确或无权使用',
    });
    expect(foreign.json().errors).toEqual([
      { field: 'avatar.0.url', message: 'avatar.0.url 的文件地址不正确或无权使用' },
    ]);
    expect(JSON.parse(String((await userInfo(me))?.avatar))).toEqual(entry(own));
    expect(await logCount(t)).toBe(logs);
  });

  it('refuses a company logo or background that is not an upload of that use the caller may read', async () => {
    const update = (body: Record<string, unknown>) =>
      t.call({
        url: '/api/Company/Update',
        token: a.admin.token,
        body: { name: a.name, systemName: `${a.name} MRO`, ...body },
        lang: 'en-US',
      });
    expect((await update({ logo: entry(key('logo', a.companyId, 'l.png')) })).statusCode).toBe(200);
    const ownCert = key('cert', a.companyId, 'c.pdf', `plane${plane.id}/`);
    const refused = [
      { logo: entry(ownCert) },
      { background: entry(key('cert', b.companyId, 'c.pdf', `plane${planeOfB.id}/`)) },
      { background: entry('javascript:alert(1)') },
    ];
    for (const body of refused) {
      const field = `${Object.keys(body)[0]}.0.url`;
      const res = await update(body);
      expect(failure(res).status, field).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(failure(await update(refused[0])).msg).toBe(
      'The file address in logo.0.url is not valid or may not be used here',
    );
    const row = await t.db.kysely
      .selectFrom('company')
      .select(['logo', 'background'])
      .where('id', '=', a.companyId)
      .executeTakeFirst();
    expect(JSON.parse(String(row?.logo))).toEqual(entry(key('logo', a.companyId, 'l.png')));
    expect(row?.background).toBeNull();
  });

  it('refuses another company’s picture on an aircraft, on Add and on Update', async () => {
    const planeCall = (action: string, body: Record<string, unknown>) =>
      t.call({ url: `/api/PlaneEntity/${action}`, token: a.admin.token, body });
    const mine = entry(key('material', a.companyId, 'side.jpg'));
    const theirs = entry(key('material', b.companyId, 'side.jpg'));
    const added = await planeCall('Add', { name: 'B-3301', model: model.id, pictures: mine });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().body.id;
    const refusedAdd = await planeCall('Add', { name: 'B-3302', model: model.id, pictures: theirs });
    expect(failure(refusedAdd)).toMatchObject({ status: 400 });
    expect(refusedAdd.json().errors[0].field).toBe('pictures.0.url');
    const refusedUpdate = await planeCall('Update', { id, pictures: [...mine, ...theirs] });
    expect(refusedUpdate.json().errors[0].field).toBe('pictures.1.url');
    const row = await t.db.kysely.selectFrom('plane_entity').select('pictures').where('id', '=', id).executeTakeFirst();
    expect(JSON.parse(String(row?.pictures))).toEqual(mine);
    const none = await t.db.kysely.selectFrom('plane_entity').select('id').where('name', '=', 'B-3302').execute();
    expect(none).toEqual([]);
  });

  it('refuses a javascript: url among a maintenance item’s files', async () => {
    const res = await t.call({
      url: '/api/MaintainItem/Add',
      token: a.admin.token,
      body: {
        planeModel: model.id,
        name: 'Oil change',
        type: 1,
        content: 'Change the oil',
        timerContent: [],
        timerSource: 1,
        timeAlign: 0,
        files: [
          ...entry(key('workcard', a.companyId, 'card.pdf', `model${model.id}/`)),
          ...entry('javascript:alert(1)'),
        ],
      },
    });
    expect(failure(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(res.json().errors[0].field).toBe('files.1.url');
  });
});
