import { prehashPassword } from '@hangar/domain/password';
import { CloseCode } from '@hangar/domain/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { PASSWORD } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { type Db, openPostgres } from '../db/database';
import { CHANNEL } from './notify';
import { mustOpen, type Received, type TestSocket } from './test-socket';

// Two app instances on one PostgreSQL database, each with its own pool and LISTEN connection: a change made
// through one reaches the sockets held by the other. PostgreSQL only: vitest.config.ts runs `*.pg.test.ts` in
// `npm run test:pg` alone (on SQLite there is one instance and nothing to exchange).

type App = Awaited<ReturnType<typeof buildApp>>;
interface Instance extends App {
  url: string;
}

let t: TestApp;
let secondDb: Db;
let one: Instance;
let two: Instance;
let a: Company;
let b: Company;
const opened: TestSocket[] = [];

const start = async (db: Db, databaseUrl: string): Promise<Instance> => {
  const app = await buildApp(
    { ...t.config, databaseUrl },
    // No coalescing window: a duplicate delivery would show instead of being merged away. No sweep within a
    // test: a socket closes only because its session's end was announced.
    { db, logger: false, realtime: { sweepMs: 3600_000, coalesceMs: 0, listenRetryMs: 50 } },
  );
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...app, url: `${address.replace(/^http/, 'ws')}/ws` };
};

const connect = async (instance: Instance, token: string) => {
  const socket = await mustOpen(instance.url, token);
  opened.push(socket);
  await socket.next((m) => m.type === 'ConnectOK');
  return socket;
};

const addDepartment = async (instance: Instance, token: string, name: string) => {
  const res = await instance.app.inject({
    method: 'POST',
    url: '/api/Department/Add',
    headers: { authorization: `Bearer ${token}` },
    payload: { name, parent: 0, sorter: 1 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().body.id as number;
};

const isRefresh = (table: string, id?: number) => (m: Received) =>
  m.type === 'DataRefresh' && m.table === table && (id === undefined || (m.ids as number[]).includes(id));

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
  const name = await sql<{ name: string }>`select current_database() as name`.execute(t.db.kysely);
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name.rows[0].name}`;
  secondDb = openPostgres(url.toString());
  one = await start(t.db, url.toString());
  two = await start(secondDb, url.toString());
});

afterAll(async () => {
  for (const s of opened) s.ws.terminate();
  await one.app.close();
  await two.app.close();
  await secondDb.close();
  await t.close();
});

describe('real-time across instances', () => {
  it('delivers a change made through instance 1 to sockets on both instances, once each, and not to B', async () => {
    const onTwo = await connect(two, a.admin.token);
    const onOne = await connect(one, a.admin.token);
    const bOnTwo = await connect(two, b.admin.token);
    const id = await addDepartment(one, a.admin.token, 'Avionics');
    const expected = { type: 'DataRefresh', table: 'department', ids: [id] };
    expect(await onTwo.next(isRefresh('department', id))).toEqual(expected);
    expect(await onOne.next(isRefresh('department', id))).toEqual(expected);
    // A later change through instance 2 arrives after it: by then any duplicate of the first would have too.
    const later = await addDepartment(two, a.admin.token, 'Stores');
    await onOne.next(isRefresh('department', later));
    await onTwo.next(isRefresh('department', later));
    expect(onOne.messages.filter(isRefresh('department', id))).toHaveLength(1);
    expect(onTwo.messages.filter(isRefresh('department', id))).toHaveLength(1);
    const idB = await addDepartment(one, b.admin.token, 'Bravo stores');
    await bOnTwo.next(isRefresh('department', idB));
    expect(bOnTwo.messages.filter((m) => m.type === 'DataRefresh')).toEqual([
      { type: 'DataRefresh', table: 'department', ids: [idB] },
    ]);
  });

  it('closes the sockets of a session signed out through the other instance at once', async () => {
    const signedIn = await one.app.inject({
      method: 'POST',
      url: '/api/lg',
      payload: { phone: a.admin.phone, pass: prehashPassword(PASSWORD) },
    });
    const token = signedIn.json().body.token as string;
    const onOne = await connect(one, token);
    const onTwo = await connect(two, token);
    const exit = await one.app.inject({
      method: 'POST',
      url: '/api/lg/exit',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(exit.statusCode).toBe(200);
    expect((await onTwo.closed).code).toBe(CloseCode.SessionEnded);
    expect((await onOne.closed).code).toBe(CloseCode.SessionEnded);
  });

  it('sends a change too large for one notification as "the whole table"', async () => {
    const socket = await connect(two, a.admin.token);
    const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
    one.deps.publisher.publish({ companyId: a.companyId, table: 'maintain_ctrl', ids });
    expect(await socket.next(isRefresh('maintain_ctrl'))).toEqual({
      type: 'DataRefresh',
      table: 'maintain_ctrl',
      ids: [],
    });
  });

  it('reconnects a dropped listener; its sockets are told to reconnect (1012) and events flow again', async () => {
    const before = await connect(two, a.admin.token);
    const killed = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${CHANNEL}`}`.execute(t.db.kysely);
    expect(killed.rows).toHaveLength(2);
    expect((await before.closed).code).toBe(CloseCode.TryAgain);
    const after = await connect(two, a.admin.token);
    const id = await addDepartment(one, a.admin.token, 'After the drop');
    await after.next(isRefresh('department', id));
  });
});
