import { Functions, findGrantable } from '@hangar/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../app';
import type { Endpoint } from '../platform/http/module';
import { startTestApp, type TestApp } from './harness';
import {
  buildMatrixFixture,
  FLEET_HOURS,
  FLEET_MARKER,
  MARKER,
  type MatrixActor,
  type MatrixFixture,
  type Snapshot,
  snapshotCompany,
  tenantTables,
  tokenFor,
} from './matrix-fixture';
import { label, requestOf, strict } from './matrix-requests';

// The security matrix (SECURITY.md): every endpoint of every route table in `modules` × anonymous,
// a member of another company without grants, that company's administrator, and the victim company's own
// administrator. Endpoints of later modules are picked up by importing `modules`; their `sample(ids)` says
// what a real request looks like. Outsiders must get no 5xx, never see company A's data (MARKER) and
// change none of A's rows; A's own administrator, last because those calls mutate, must not be refused.

const endpoints: Endpoint[] = modules.flatMap((m) => m.endpoints);
const rows = endpoints.map((ep): [string, Endpoint] => [label(ep), ep]);

/** Endpoints open without a session: adding one to a route table must be a reviewed change here. */
const PUBLIC = [
  'GET /api/Platform/Config',
  'GET /api/health',
  'POST /api/lg',
  'GET /api/lg/Captcha',
  'GET /api/User/Query',
  'POST /api/User/Register',
];

/**
 * Reads of the shared model catalogue, which every company may read by design (docs/domain.md "Organisations,
 * tenancy, visibility": models are a shared catalogue readable by every company, written only by company
 * 10000 or the model's manager). The fixture's model is managed by A and carries MARKER, so these answers
 * show it to outsiders; they are exempt from the "never sees MARKER" check only, never from "changes none of
 * A's rows". Plane types are written by company 10000 alone and hold no company's data, so their Query is
 * not listed. Adding an endpoint here is a reviewed change.
 */
const SHARED_CATALOGUE_READS = ['POST /api/PlaneModel/Query'];

/** Why an endpoint's access declaration is not valid, or undefined when it is. */
function accessProblem(access: unknown): string | undefined {
  if (access === 'public' || access === 'session' || access === 'member') return undefined;
  if (typeof access !== 'object' || access === null) return `no valid access declared (${String(access)})`;
  const keys = Object.keys(access)
    .filter((key) => key !== 'names')
    .sort()
    .join(',');
  if ('names' in access && keys !== 'view' && keys !== 'anyView') return 'names go with a view or anyView';
  if ('names' in access) {
    const names = access.names as { fields?: unknown; self?: unknown };
    if (!Array.isArray(names.fields) || !names.fields.includes('id')) return 'names.fields must list id and the names';
  }
  if (keys === 'view' && 'view' in access) return viewProblem(access.view);
  if (keys === 'anyView' && 'anyView' in access) {
    const anyView = access.anyView;
    if (!Array.isArray(anyView) || anyView.length < 2)
      return `anyView must list two views or more, got ${JSON.stringify(anyView)}`;
    return anyView.map(viewProblem).find((problem) => problem !== undefined);
  }
  if (keys === 'allow' && 'allow' in access) return grantProblem(access.allow);
  if (keys === 'anyOf' && 'anyOf' in access) {
    const anyOf = access.anyOf;
    if (!Array.isArray(anyOf) || anyOf.length < 2)
      return `anyOf must list two grants or more, got ${JSON.stringify(anyOf)}`;
    return anyOf.map(grantProblem).find((problem) => problem !== undefined);
  }
  return `access must be public, session, member, { view }, { anyView }, { allow } or { anyOf }, got ${JSON.stringify(access)}`;
}

function viewProblem(view: unknown): string | undefined {
  if (typeof view !== 'string' || !findGrantable(view)) return `unknown view ${JSON.stringify(view)}`;
  return undefined;
}

/** Why one `[key, function]` grant is not valid, or undefined when it is. */
function grantProblem(allow: unknown): string | undefined {
  if (!Array.isArray(allow) || allow.length !== 2) return `allow must be [key, function], got ${JSON.stringify(allow)}`;
  const [key, fn] = allow as unknown[];
  const grantable = typeof key === 'string' ? findGrantable(key) : undefined;
  if (!grantable) return `unknown permission key ${JSON.stringify(key)}`;
  if (!Functions.some((f) => f === fn)) return `unknown function ${JSON.stringify(fn)}`;
  if (!grantable.functions.some((f) => f === fn)) return `${String(key)} has no function ${String(fn)} to grant`;
  return undefined;
}

const needsGrant = (ep: Endpoint) => typeof ep.def.access === 'object' && ep.def.access !== null;
/** A reference list: members without its view get the names (`names` of a view access). */
const namesOf = (ep: Endpoint) =>
  typeof ep.def.access === 'object' && 'names' in ep.def.access ? ep.def.access.names : undefined;
const is5xx = (status: number) => status >= 500 && status <= 599;
// Deletions and removals of the owner run after everything else, so that other samples still find their records.
const destructive = (ep: Endpoint) => /^(Delete|Remove)/.test(ep.action);

let t: TestApp;
let fx: MatrixFixture;

beforeAll(async () => {
  t = await startTestApp();
  fx = await buildMatrixFixture(t);
});
afterAll(() => t.close());

async function send(ep: Endpoint, who: MatrixActor | undefined, ids = strict(fx.ids)): Promise<LightMyRequestResponse> {
  const req = requestOf(ep, ids);
  const token = who ? await tokenFor(t, who) : undefined;
  return t.call({ method: ep.method, url: req.url, body: req.body, query: req.query, token, lang: 'en-US' });
}

const victimSnapshot = (): Promise<Snapshot> => snapshotCompany(t, fx.victim.companyId, fx.victim.userIds);

/** The texts a request sends (its string values, lower case), anywhere in its body. */
function sentTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value.toLowerCase()];
  if (Array.isArray(value)) return value.flatMap(sentTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentTexts);
  return [];
}

/**
 * The answer (lower case) without the texts the caller itself sent: an import's problem may quote the value it
 * could not resolve (B's sheet naming A's unit answers "'Unit …' is not known"), which tells B nothing of A.
 */
function unsent(answer: string, body: unknown): string {
  let text = answer.toLowerCase();
  for (const sent of sentTexts(body).filter((s) => s.includes(MARKER.toLowerCase()))) text = text.split(sent).join('');
  return text;
}

/** A call by someone outside company A: no 5xx, nothing of A in the answer, none of A's rows changed. */
async function outsiderCall(ep: Endpoint, who: MatrixActor | undefined, actor: string, ids = strict(fx.ids)) {
  const before = await victimSnapshot();
  const res = await send(ep, who, ids);
  const where = `${label(ep)} as ${actor}`;
  expect(is5xx(res.statusCode), `${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBe(false);
  if (!SHARED_CATALOGUE_READS.includes(`${ep.method} ${ep.path}`)) {
    const leaked = unsent(res.body, requestOf(ep, ids).body).includes(MARKER.toLowerCase());
    expect(leaked, `${where} answered company A's data: ${res.body.slice(0, 500)}`).toBe(false);
  }
  expect(await victimSnapshot(), `${where} changed company A's rows`).toEqual(before);
  return res;
}

describe('route tables', () => {
  it('hold the platform endpoints, each method and path once', () => {
    const keys = endpoints.map((ep) => `${ep.method} ${ep.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ['POST /api/lg', 'GET /api/User/Info', 'POST /api/User/Query', 'POST /api/Company/Query']) {
      expect(keys).toContain(key);
    }
  });

  it.each(rows)('%s declares a valid access', (_name, ep) => {
    expect(accessProblem(ep.def.access), label(ep)).toBeUndefined();
  });

  it('open without a session only the reviewed public endpoints', () => {
    const open = endpoints.filter((ep) => ep.def.access === 'public').map((ep) => `${ep.method} ${ep.path}`);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('reach every handler: an endpoint whose empty request fails validation declares a sample', () => {
    // Without a sample such an endpoint answers 400 to everyone before its handler runs, so the outsiders'
    // calls below would prove nothing about it.
    const unreachable = endpoints
      .filter((ep) => !ep.def.sample && ep.def.body && !ep.def.body.safeParse({}).success)
      .map(label);
    expect(unreachable, 'declare `sample` in these route tables').toEqual([]);
  });

  it('exempt from the leak check only reviewed reads of the shared catalogue that exist', () => {
    const keys = endpoints.map((ep) => `${ep.method} ${ep.path}`);
    for (const key of SHARED_CATALOGUE_READS) {
      expect(keys, key).toContain(key);
      const ep = endpoints.find((e) => `${e.method} ${e.path}` === key);
      expect(ep?.kind, `${key} must be a read`).toBe('read');
    }
  });

  it('rejects what is not a valid access', () => {
    expect(accessProblem(undefined)).toMatch(/no valid access/);
    expect(accessProblem('admin')).toMatch(/no valid access/);
    expect(accessProblem({ view: 'no-such-view' })).toMatch(/unknown view/);
    expect(accessProblem({ allow: ['organize-company', 'Delete'] })).toMatch(/no function Delete/);
    expect(accessProblem({ allow: ['organize-role', 'Fly'] })).toMatch(/unknown function/);
    expect(accessProblem({ anyOf: [['organize-role', 'Add']] })).toMatch(/two grants or more/);
    expect(
      accessProblem({
        anyOf: [
          ['organize-role', 'Add'],
          ['organize-company', 'Delete'],
        ],
      }),
    ).toMatch(/no function Delete/);
    expect(
      accessProblem({
        anyOf: [
          ['store-purchase', 'Add'],
          ['store-deliver', 'Add'],
        ],
      }),
    ).toBeUndefined();
    expect(accessProblem({ allow: ['nope', 'Add'] })).toMatch(/unknown permission key/);
    expect(accessProblem({ view: 'organize-role', allow: ['organize-role', 'Add'] })).toMatch(/must be/);
    expect(accessProblem({ allow: ['organize-role', 'Add'] })).toBeUndefined();
    expect(accessProblem({ anyView: ['plane-entity'] })).toMatch(/two views or more/);
    expect(accessProblem({ anyView: ['plane-entity', 'nope'] })).toMatch(/unknown view/);
    expect(accessProblem({ allow: ['organize-role', 'Add'], names: { fields: ['id'] } })).toMatch(/names go with/);
    expect(accessProblem({ view: 'organize-role', names: { fields: ['name'] } })).toMatch(/must list id/);
    expect(accessProblem({ view: 'organize-role', names: { fields: ['id', 'name'] } })).toBeUndefined();
  });
});

describe('the fixture can catch a leak', () => {
  it('company A’s own administrator sees the marker in its company and user lists', async () => {
    const token = await tokenFor(t, fx.victim.admin);
    for (const url of ['/api/Company/Query', '/api/User/Query']) {
      const res = await t.call({ url, token, body: {} });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toContain(MARKER);
    }
  });

  it('an outsider does see the shared model A manages (the reason for SHARED_CATALOGUE_READS)', async () => {
    const token = await tokenFor(t, fx.outsider.member);
    const body = { filters: [{ name: 'id', compare: 'eq', value: fx.ids.planeModel }] };
    const res = await t.call({ url: '/api/PlaneModel/Query', token, body });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MARKER);
  });

  it('the snapshot covers the models A manages and notices a change', async () => {
    const before = await victimSnapshot();
    expect(before['plane_model (managed)']).toHaveLength(1);
    await t.db.kysely.updateTable('plane_model').set({ seats: 99 }).where('id', '=', fx.ids.planeModel).execute();
    expect(await victimSnapshot()).not.toEqual(before);
    await t.db.kysely.updateTable('plane_model').set({ seats: null }).where('id', '=', fx.ids.planeModel).execute();
    expect(await victimSnapshot()).toEqual(before);
  });

  it('the snapshot covers every tenant table and notices a change', async () => {
    const tables = await tenantTables(t);
    for (const table of ['department', 'employ', 'employ_role', 'oper_log', 'project', 'role', 'role_grant']) {
      expect(tables).toContain(table);
    }
    expect(tables).not.toContain('session');
    const before = await victimSnapshot();
    expect(before.department.length).toBeGreaterThan(0);
    expect(before['app_user (members)']).toHaveLength(4);
    await t.db.kysely.updateTable('app_user').set({ introduction: 'x' }).where('id', '=', fx.ids.user).execute();
    expect(await victimSnapshot()).not.toEqual(before);
    await t.db.kysely.updateTable('app_user').set({ introduction: null }).where('id', '=', fx.ids.user).execute();
    expect(await victimSnapshot()).toEqual(before);
  });
});

describe('anonymous caller', () => {
  it.each(rows)('%s', async (_name, ep) => {
    const res = await outsiderCall(ep, undefined, 'anonymous');
    if (ep.def.access !== 'public') {
      expect(res.statusCode, `${label(ep)}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ ret: 1, code: 'AUTH_EXPIRED' });
    }
  });
});

describe('member of another company without grants', () => {
  it.each(rows)('%s', async (_name, ep) => {
    const res = await outsiderCall(ep, fx.outsider.member, 'member of B without grants');
    // A reference list answers B's own names (the leak check above proves none of A's).
    if (needsGrant(ep) && !namesOf(ep)) {
      expect(res.statusCode, `${label(ep)}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ ret: 1, code: 'FORBIDDEN' });
    }
  });
});

describe('administrator of another company', () => {
  it.each(rows)('%s', async (_name, ep) => {
    await outsiderCall(ep, fx.outsider.admin, 'administrator of B');
  });
});

describe('administrator of another company, about a user both companies share', () => {
  // The same requests with `user` (and `{id}` in paths) naming a member of both A and B: B may change its
  // own membership of that user, but not the user's account, which is A's too.
  it.each(rows)('%s', async (_name, ep) => {
    const ids = strict({ ...fx.ids, user: fx.ids.sharedUser });
    await outsiderCall(ep, fx.outsider.admin, 'administrator of B, about a shared user', ids);
  });
});

describe('member of the company without grants', () => {
  // Insiders see the company's reference lists (names for pickers, docs/decisions.md "Reference queries: who
  // may read what"), never what a view guards: every view- or function-guarded endpoint answers 403 and
  // changes nothing, and no read open to members carries the aircraft's data (FLEET_MARKER) or hours.
  const guarded = rows.filter(([, ep]) => needsGrant(ep) && !namesOf(ep));
  const openReads = rows.filter(
    ([, ep]) => (!needsGrant(ep) || namesOf(ep)) && ep.kind === 'read' && ep.def.access !== 'public',
  );
  const nameLists = rows.filter(([, ep]) => namesOf(ep));

  it.each(guarded)('%s answers 403', async (_name, ep) => {
    const before = await victimSnapshot();
    const res = await send(ep, fx.victim.member);
    expect(res.statusCode, `${label(ep)}: ${res.body.slice(0, 300)}`).toBe(403);
    expect(res.json()).toMatchObject({ ret: 1, code: 'FORBIDDEN' });
    expect(await victimSnapshot(), `${label(ep)} changed company A's rows`).toEqual(before);
  });

  it.each(openReads)('%s answers no aircraft data', async (_name, ep) => {
    const res = await send(ep, fx.victim.member);
    const where = `${label(ep)} as a member of A without grants answered ${res.statusCode}`;
    expect(is5xx(res.statusCode), where).toBe(false);
    expect(res.body, where).not.toContain(FLEET_MARKER);
    expect(res.body, where).not.toContain(String(FLEET_HOURS));
  });

  it.each(nameLists)('%s answers only the names', async (_name, ep) => {
    const res = await send(ep, fx.victim.member);
    expect(res.statusCode, `${label(ep)}: ${res.body.slice(0, 300)}`).toBe(200);
    const names = namesOf(ep);
    const fields = names?.fields ?? [];
    // The caller's own row (names.self) is answered whole.
    const items = (res.json().body.items as Record<string, unknown>[]).filter(
      (item) => names?.self === undefined || item[names.self] !== fx.victim.member.userId,
    );
    expect(items.length, `${label(ep)}: the sample finds a row`).toBeGreaterThan(0);
    for (const item of items) expect(fields, label(ep)).toEqual(expect.arrayContaining(Object.keys(item)));
  });

  it('gets 403 on the aircraft register but the tail numbers from the names call', async () => {
    const token = await tokenFor(t, fx.victim.member);
    const body = { filters: [{ name: 'id', compare: 'eq', value: fx.ids.planeEntity }] };
    const register = await t.call({ url: '/api/PlaneEntity/Query', token, body });
    expect(register.statusCode).toBe(403);
    const names = await t.call({ url: '/api/PlaneEntity/QueryNames', token, body });
    expect(names.statusCode).toBe(200);
    expect(names.json().body.items).toEqual([
      { id: fx.ids.planeEntity, name: `B-${MARKER}`, model: fx.ids.planeModel },
    ]);
  });
});

describe('administrator of the company (last: these calls mutate)', () => {
  const ordered = [...rows.filter(([, ep]) => !destructive(ep)), ...rows.filter(([, ep]) => destructive(ep))];
  it.each(ordered)('%s', async (_name, ep) => {
    const res = await send(ep, fx.victim.admin);
    const where = `${label(ep)} as administrator of A answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
    // Public endpoints judge their own credentials (sign-in, the user of a token in the query string).
    if (ep.def.access !== 'public') expect([401, 403], where).not.toContain(res.statusCode);
    expect(is5xx(res.statusCode), where).toBe(false);
    // A declared sample must at least pass validation, or the outsiders' calls above prove little.
    if (ep.def.sample) expect(res.statusCode, where).not.toBe(400);
  });
});
