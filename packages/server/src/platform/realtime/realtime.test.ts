import { prehashPassword } from '@hangar/domain/password';
import { CloseCode } from '@hangar/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { insertMembership } from '../../modules/company/company.repo';
import { type Actor, makeMember, PASSWORD } from '../../test/factories';
import { signIn, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { SESSION_IDLE_MS } from '../auth/sessions';
import { coalesce, type HubTimings } from './hub';
import { decodeEvents, encodeEvents, MAX_PAYLOAD_BYTES } from './notify';
import { originAllowed } from './realtime';
import { mustOpen, openSocket, type Received, type TestSocket } from './test-socket';

// GET /ws on a started server (real sockets through the `ws` package) on the test database, with timings
// shortened so that heartbeat and session checks happen within a second.

let t: TestApp;
let a: Company;
let b: Company;

interface Live {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  deps: Awaited<ReturnType<typeof buildApp>>['deps'];
  url: string;
}

const timings = { silentMs: 1000, sweepMs: 100, coalesceMs: 10 };

async function startLive(overrides: Partial<Config> = {}, realtime: Partial<HubTimings> = timings): Promise<Live> {
  const { app, deps } = await buildApp({ ...t.config, ...overrides }, { db: t.db, logger: false, realtime });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, deps, url: `${address.replace(/^http/, 'ws')}/ws` };
}

let live: Live;
const opened: TestSocket[] = [];

/** An accepted socket that keeps itself alive with a heartbeat every 200 ms (the limit is 1 s here). */
async function connect(token: string, url = live.url): Promise<TestSocket> {
  const socket = await mustOpen(url, token);
  opened.push(socket);
  await socket.next((m) => m.type === 'ConnectOK');
  const beat = setInterval(() => socket.send({ type: 'Heartbeat' }), 200);
  void socket.closed.then(() => clearInterval(beat));
  return socket;
}

const post = (token: string, url: string, body: unknown = {}) =>
  live.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });

const isRefresh = (table: string, id?: number) => (m: Received) =>
  m.type === 'DataRefresh' && m.table === table && (id === undefined || (m.ids as number[]).includes(id));

async function addDepartment(actor: Actor, name: string): Promise<number> {
  const res = await post(actor.token, '/api/Department/Add', { name, parent: 0, sorter: 1 });
  expect(res.statusCode).toBe(200);
  return res.json().body.id as number;
}

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
  live = await startLive();
});

afterAll(async () => {
  for (const s of opened) s.ws.terminate();
  await live.app.close();
  await t.close();
});

describe('GET /ws handshake', () => {
  it('refuses a request without a session cookie with 401', async () => {
    const res = await openSocket(live.url);
    expect(res).toMatchObject({
      ok: false,
      status: 401,
      body: { code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' },
    });
  });

  it('refuses an unknown or signed-out session with 401', async () => {
    expect(await openSocket(live.url, { token: 'x'.repeat(43) })).toMatchObject({ ok: false, status: 401 });
    const token = await signIn(t, a.admin.phone, PASSWORD);
    expect((await post(token, '/api/lg/exit')).statusCode).toBe(200);
    expect(await openSocket(live.url, { token })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses another site’s Origin, and a missing one, with 403 (in English when asked)', async () => {
    const evil = await openSocket(live.url, { token: a.admin.token, origin: 'https://evil.example.com' });
    expect(evil).toMatchObject({
      ok: false,
      status: 403,
      body: { code: 'FORBIDDEN', msg: '实时通道只接受本系统页面的连接' },
    });
    const english = await openSocket(live.url, {
      token: a.admin.token,
      origin: 'https://evil.example.com',
      lang: 'en-US',
    });
    expect(english).toMatchObject({
      status: 403,
      body: { msg: 'The real-time channel accepts connections only from this application’s own pages' },
    });
    const port = new URL(live.url).port;
    const otherPort = await openSocket(live.url, {
      token: a.admin.token,
      origin: `http://127.0.0.1:${Number(port) + 1}`,
    });
    expect(otherPort).toMatchObject({ ok: false, status: 403 });
    expect(await openSocket(live.url, { token: a.admin.token, origin: null })).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('refuses a member whose membership is locked with 403', async () => {
    const member = await makeMember(t, a, []);
    await t.db.kysely.updateTable('employ').set({ locked: 1 }).where('id', '=', member.employId).execute();
    const res = await openSocket(live.url, { token: member.token });
    expect(res).toMatchObject({ ok: false, status: 403, body: { msg: '您在该企业的账号已被管理员锁定' } });
  });

  it('greets an accepted socket with ConnectOK', async () => {
    const socket = await connect(a.admin.token);
    expect(socket.messages[0]).toEqual({ type: 'ConnectOK' });
  });

  it('checks Origin against PUBLIC_ORIGIN when it is configured', async () => {
    const proxied = await startLive({ publicOrigin: 'https://hangar.example.com' });
    try {
      const own = await openSocket(proxied.url, { token: a.admin.token });
      expect(own).toMatchObject({ ok: false, status: 403 });
      const res = await openSocket(proxied.url, { token: a.admin.token, origin: 'https://hangar.example.com' });
      expect(res.ok).toBe(true);
      if (res.ok) {
        await res.socket.next((m) => m.type === 'ConnectOK');
        res.socket.ws.close();
      }
    } finally {
      await proxied.app.close();
    }
  });
});

describe('DataRefresh fan-out', () => {
  it('sends a mutation of company A to A’s sockets and never to B’s', async () => {
    const member = await makeMember(t, a, []);
    const [adminA, memberA, adminB] = [
      await connect(a.admin.token),
      await connect(member.token),
      await connect(b.admin.token),
    ];
    const id = await addDepartment(a.admin, 'Avionics');
    expect(await adminA.next(isRefresh('department', id))).toEqual({
      type: 'DataRefresh',
      table: 'department',
      ids: [id],
    });
    await memberA.next(isRefresh('department', id));
    // B's socket gets B's own change next, and nothing of A's before it.
    const idB = await addDepartment(b.admin, 'Stores');
    await adminB.next(isRefresh('department', idB));
    expect(adminB.messages.filter((m) => m.type === 'DataRefresh')).toEqual([
      { type: 'DataRefresh', table: 'department', ids: [idB] },
    ]);
    expect(adminA.messages.some(isRefresh('department', idB))).toBe(false);
  });

  it('sends shared catalogue changes (company null) to every company’s sockets', async () => {
    const [socketA, socketB] = [await connect(a.admin.token), await connect(b.admin.token)];
    live.deps.publisher.publish({ companyId: null, table: 'plane_model', ids: [7] });
    const expected = { type: 'DataRefresh', table: 'plane_model', ids: [7] };
    expect(await socketA.next(isRefresh('plane_model', 7))).toEqual(expected);
    expect(await socketB.next(isRefresh('plane_model', 7))).toEqual(expected);
  });

  it('coalesces a burst into one message per table', async () => {
    const socket = await connect(a.admin.token);
    for (const id of [1, 2, 3]) live.deps.publisher.publish({ companyId: a.companyId, table: 'role', ids: [id] });
    const message = await socket.next(isRefresh('role'));
    expect(message.ids).toEqual([1, 2, 3]);
  });

  it('follows a company switch: the socket then hears the new company, not the old one', async () => {
    const member = await makeMember(t, a, []);
    await insertMembership(t.db.kysely, b.companyId, member.userId, {}, '2026-01-01 00:00:00');
    const socket = await connect(member.token);
    const res = await post(member.token, '/api/lg/SwitchCompany', { id: b.companyId });
    expect(res.statusCode).toBe(200);
    const idA = await addDepartment(a.admin, 'Hangar A');
    const idB = await addDepartment(b.admin, 'Hangar B');
    await socket.next(isRefresh('department', idB));
    expect(socket.messages.some(isRefresh('department', idA))).toBe(false);
  });
});

describe('heartbeat', () => {
  it('answers a heartbeat, and heartbeats keep the socket open past the silence limit', async () => {
    const socket = await mustOpen(live.url, a.admin.token);
    opened.push(socket);
    await socket.next((m) => m.type === 'ConnectOK');
    socket.send({ type: 'Heartbeat' });
    await socket.next((m) => m.type === 'Heartbeat', 1000);
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, 250));
      socket.send({ type: 'Heartbeat' });
    }
    // 2 s of heartbeats every 250 ms: twice the 1 s silence limit, still open.
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes a socket silent for longer than the limit (4408)', async () => {
    const socket = await mustOpen(live.url, a.admin.token);
    opened.push(socket);
    const started = Date.now();
    expect(await socket.closed).toEqual({ code: CloseCode.Silent, reason: 'no heartbeat' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(timings.silentMs - 100);
  });
});

describe('the socket ends with its session', () => {
  it('closes on sign-out (4401) and delivers nothing more', async () => {
    const token = await signIn(t, a.admin.phone, PASSWORD);
    const socket = await connect(token);
    expect((await post(token, '/api/lg/exit')).statusCode).toBe(200);
    live.deps.publisher.publish({ companyId: a.companyId, table: 'department', ids: [424242] });
    expect(await socket.closed).toEqual({ code: CloseCode.SessionEnded, reason: 'session ended' });
    expect(socket.messages.some(isRefresh('department', 424242))).toBe(false);
  });

  it('closes when the password is changed (every session of the user is revoked)', async () => {
    const member = await makeMember(t, a, []);
    const socket = await connect(member.token);
    const res = await post(member.token, '/api/user/ChangePass', {
      oldPass: prehashPassword(PASSWORD),
      pass: prehashPassword('another-pass-1'),
    });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
  });

  it('closes when the session has been idle past its timeout', async () => {
    const member = await makeMember(t, a, []);
    const socket = await connect(member.token);
    await t.db.kysely
      .updateTable('session')
      .set({ last_seen_at: Date.now() - SESSION_IDLE_MS - 1000 })
      .where('user_id', '=', member.userId)
      .execute();
    expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
  });

  it('closes when the member is removed from the company (4403)', async () => {
    const member = await makeMember(t, a, []);
    const socket = await connect(member.token);
    await t.db.kysely.deleteFrom('employ_role').where('employ_id', '=', member.employId).execute();
    await t.db.kysely.deleteFrom('employ').where('id', '=', member.employId).execute();
    expect(await socket.closed).toEqual({ code: CloseCode.NoCompany, reason: 'no company' });
  });

  it('closes every socket when the server shuts down (1001)', async () => {
    const other = await startLive();
    const socket = await connect(a.admin.token, other.url);
    await other.app.close();
    expect((await socket.closed).code).toBe(CloseCode.GoingAway);
  });
});

// No sweep and no silence limit within a test: a socket closes only because its session's end was announced.
describe('the socket closes as soon as its session is revoked', () => {
  const HOUR = 3600_000;
  let quiet: Live;
  beforeAll(async () => {
    quiet = await startLive({}, { sweepMs: HOUR, silentMs: HOUR, coalesceMs: 10 });
  });
  afterAll(() => quiet.app.close());

  const open = async (token: string) => {
    const socket = await mustOpen(quiet.url, token);
    opened.push(socket);
    await socket.next((m) => m.type === 'ConnectOK');
    return socket;
  };
  const call = (token: string, url: string, body: unknown = {}) =>
    quiet.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });

  it('on sign-out, without waiting for the sweep; the user’s other session stays open', async () => {
    const member = await makeMember(t, a, []);
    const other = await open(await signIn(t, member.phone, PASSWORD));
    const socket = await open(member.token);
    expect((await call(member.token, '/api/lg/exit')).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: CloseCode.SessionEnded, reason: 'session ended' });
    // The other session's socket still hears its company; the session event itself reaches no client.
    const added = await call(a.admin.token, '/api/Department/Add', { name: 'After a sign-out', parent: 0, sorter: 1 });
    const id = added.json().body.id as number;
    await other.next(isRefresh('department', id));
    expect(other.messages.some((m) => m.type === 'DataRefresh' && m.table === 'session')).toBe(false);
  });

  it('on a password change: every other session of the user', async () => {
    const member = await makeMember(t, a, []);
    const sockets = [await open(member.token), await open(await signIn(t, member.phone, PASSWORD))];
    const res = await call(member.token, '/api/user/ChangePass', {
      oldPass: prehashPassword(PASSWORD),
      pass: prehashPassword('another-pass-1'),
    });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
    // The new session's socket is accepted.
    await open(res.json().body.token as string);
  });

  it('on a password reset by the administrator', async () => {
    const member = await makeMember(t, a, []);
    const socket = await open(member.token);
    const res = await call(a.admin.token, '/api/User/ResetPass', {
      id: member.userId,
      pass: prehashPassword('reset-pass-1'),
    });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
  });

  it('on a lock of the membership', async () => {
    const member = await makeMember(t, a, []);
    const socket = await open(member.token);
    expect((await call(a.admin.token, '/api/User/Lock', { id: member.userId })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
  });
});

describe('pieces', () => {
  it('accepts only the own host, or exactly PUBLIC_ORIGIN when set', () => {
    expect(originAllowed('http://localhost:8080', 'localhost:8080', undefined)).toBe(true);
    expect(originAllowed('http://localhost:8081', 'localhost:8080', undefined)).toBe(false);
    expect(originAllowed(undefined, 'localhost:8080', undefined)).toBe(false);
    expect(originAllowed('null', 'localhost:8080', undefined)).toBe(false);
    expect(originAllowed('https://hangar.example.com', '10.0.0.5:8080', 'https://hangar.example.com')).toBe(true);
    expect(originAllowed('http://hangar.example.com', 'hangar.example.com', 'https://hangar.example.com')).toBe(false);
    expect(originAllowed('https://hangar.example.com.evil.io', 'x', 'https://hangar.example.com')).toBe(false);
  });

  it('coalesces per company and table; an empty id list stands for the whole table', () => {
    expect(
      coalesce([
        { companyId: 1, table: 'role', ids: [1] },
        { companyId: 2, table: 'role', ids: [1] },
        { companyId: 1, table: 'role', ids: [2, 1] },
        { companyId: null, table: 'plane_model', ids: [5] },
        { companyId: 1, table: 'department', ids: [3] },
        { companyId: 1, table: 'department', ids: [] },
      ]),
    ).toEqual([
      { companyId: 1, table: 'role', ids: [1, 2] },
      { companyId: 2, table: 'role', ids: [1] },
      { companyId: null, table: 'plane_model', ids: [5] },
      { companyId: 1, table: 'department', ids: [] },
    ]);
  });

  it('packs NOTIFY payloads under the PostgreSQL limit and reads them back', () => {
    const small = [
      { companyId: 10001, table: 'department', ids: [1, 2] },
      { companyId: null, table: 'plane_model', ids: [3] },
    ];
    expect(encodeEvents(small)).toEqual(['[[10001,"department",[1,2]],[null,"plane_model",[3]]]']);
    expect(decodeEvents(encodeEvents(small)[0])).toEqual(small);
    // Many events: several payloads, each under the limit, the same events in the same order.
    const many = Array.from({ length: 600 }, (_, i) => ({ companyId: 10001, table: 'work_card', ids: [i, i + 1000] }));
    const payloads = encodeEvents(many);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(decodeEvents)).toEqual(many);
    // One event too large to list its ids: sent as "the whole table".
    const huge = { companyId: 10001, table: 'maintain_ctrl', ids: Array.from({ length: 5000 }, (_, i) => i + 1) };
    expect(encodeEvents([huge]).flatMap(decodeEvents)).toEqual([{ ...huge, ids: [] }]);
    expect(decodeEvents('not json')).toEqual([]);
    expect(decodeEvents('[[1,"t",["x"]],[null,"u",[1]]]')).toEqual([{ companyId: null, table: 'u', ids: [1] }]);
  });
});
