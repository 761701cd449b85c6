import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/factories';
import { signIn, startTestApp, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { TOKEN_COOKIE } from '../auth/sessions';

// The guards every request passes before its route (app.ts): the /api prefix only as written, JSON bodies on
// the API, and no state change from a page of another origin (issue 28, finding 5).

const HOST = 'hangar.test:8080';
const SAME = `http://${HOST}`;

let t: TestApp;
let company: Company;
beforeAll(async () => {
  ({ t, company } = await testWorld({ companies: { company: {} } }));
});
afterAll(() => t.close());

/** A fresh session of the company's administrator, sent as a browser sends it: in the cookie. */
async function browserSession() {
  const token = await signIn(t, company.admin.phone, PASSWORD);
  return { host: HOST, cookie: `${TOKEN_COOKIE}=${token}` };
}

const signedIn = async (headers: Record<string, string>) =>
  (await t.call({ method: 'GET', url: '/api/User/Info', headers: { host: headers.host, cookie: headers.cookie } }))
    .statusCode === 200;

const brandCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('brand')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', company.companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the /api prefix', () => {
  it('refuses a percent-encoded /api (the router would decode it): a text/plain sign-out ends no session', async () => {
    const session = await browserSession();
    for (const url of ['/%61pi/lg/exit', '/%61%70%69/lg/exit', '/ap%69/lg/exit']) {
      const res = await t.call({ url, body: 'x=1', headers: { ...session, 'content-type': 'text/plain' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // JSON at an encoded prefix is no way round either.
    const json = await t.call({ url: '/%61pi/lg/exit', body: {}, headers: session });
    expect(json.statusCode).toBe(404);
    expect(await signedIn(session)).toBe(true);
  });

  it('guards the route the router matched: text/plain at /api/%6cg/exit is 415 and the session lives', async () => {
    const session = await browserSession();
    const res = await t.call({
      url: '/api/%6cg/exit',
      body: 'x=1',
      headers: { ...session, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(await signedIn(session)).toBe(true);
    // The same call as JSON reaches the handler.
    const exit = await t.call({ url: '/api/%6cg/exit', body: {}, headers: session });
    expect(exit.statusCode).toBe(200);
    expect(await signedIn(session)).toBe(false);
  });
});

describe('state-changing calls from another origin', () => {
  it('refuses an Origin that is not the app’s with 403, localized, and changes nothing', async () => {
    const session = await browserSession();
    for (const origin of ['https://evil.example', `http://sub.${HOST}`, 'http://hangar.test:8081', 'null']) {
      const res = await t.call({ url: '/api/lg/exit', body: {}, lang: 'en-US', headers: { ...session, origin } });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({
        ret: 1,
        code: 'FORBIDDEN',
        msg: 'Requests from pages of another site are refused',
      });
    }
    expect(await signedIn(session)).toBe(true);
    const before = await brandCount();
    const add = await t.call({
      url: '/api/Brand/Add',
      body: { name: 'Cross-site brand' },
      headers: { ...session, origin: 'https://evil.example' },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().msg).toBe('拒绝来自其他网站页面的请求');
    expect(await brandCount()).toBe(before);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, lets same-origin through', async () => {
    const session = await browserSession();
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.call({ url: '/api/lg/exit', body: {}, headers: { ...session, 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(403);
    }
    expect(await signedIn(session)).toBe(true);
    const res = await t.call({
      url: '/api/lg/exit',
      body: {},
      headers: { ...session, origin: SAME, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(session)).toBe(false);
  });

  it('lets the app’s own pages write, and clients without Origin (curl, Bearer tokens)', async () => {
    const session = await browserSession();
    const before = await brandCount();
    const own = await t.call({
      url: '/api/Brand/Add',
      body: { name: 'Own-page brand' },
      headers: { ...session, origin: SAME },
    });
    expect(own.statusCode, own.body).toBe(200);
    const api = await t.call({ url: '/api/Brand/Add', body: { name: 'API brand' }, token: company.admin.token });
    expect(api.statusCode, api.body).toBe(200);
    expect(await brandCount()).toBe(before + 2);
    // Reads are not state changes: a cross-origin GET is answered (CORS keeps its answer from the other page).
    const read = await t.call({
      method: 'GET',
      url: '/api/User/Info',
      headers: { ...session, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses an upload to the app’s own file store from another origin, accepts it from the app’s pages', async () => {
    const presign = await t.call({
      url: '/api/File/Presign',
      token: company.admin.token,
      body: { use: 'avatar', fileName: 'me.png', size: 4, contentType: 'image/png' },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const { uploadUrl } = presign.json().body as { uploadUrl: string };
    const put = (origin: string) =>
      t.app.inject({
        method: 'PUT',
        url: uploadUrl,
        headers: { host: HOST, origin, 'content-type': 'image/png' },
        payload: Buffer.from('abcd'),
      });
    expect((await put('https://evil.example')).statusCode).toBe(403);
    expect((await put(SAME)).statusCode).toBe(200);
  });
});

describe('with PUBLIC_ORIGIN', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await startTestApp({ publicOrigin: 'https://hangar.example.com' });
  });
  afterAll(() => p.close());

  it('compares the Origin with the public origin, not with the Host the proxy forwarded', async () => {
    const own = await p.call({
      url: '/api/lg/exit',
      body: {},
      headers: { host: '10.0.0.5:8080', origin: 'https://hangar.example.com' },
    });
    // No session: past the guard, the pipeline asks for one.
    expect(own.statusCode).toBe(401);
    const other = await p.call({
      url: '/api/lg/exit',
      body: {},
      headers: { host: '10.0.0.5:8080', origin: 'http://10.0.0.5:8080' },
    });
    expect(other.statusCode).toBe(403);
  });
});
