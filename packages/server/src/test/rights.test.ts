import { type Access, viewsOfAccess } from '@hangar/domain/access';
import { translate } from '@hangar/domain/messages';
import { type Fn, grantables } from '@hangar/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../app';
import type { Endpoint } from '../platform/http/module';
import { makeMember } from './factories';
import { startTestApp, type TestApp } from './harness';
import { buildMatrixFixture, type MatrixFixture, snapshotCompany, tokenFor } from './matrix-fixture';
import { label, requestOf, strict } from './matrix-requests';

// Rights (issue 28): generated from the route tables like the security matrix. For every endpoint guarded by a
// grant, a member of the company whose role holds every grant of every screen except the ones the endpoint
// declares is refused by the access check (and nothing changes), and a member whose role holds exactly one of
// them is let through it. A write names the function its action is: a delete needs Delete on every screen that
// offers it. Reads open to every member are the reviewed list below, each with its reason.

const endpoints: Endpoint[] = modules.flatMap((m) => m.endpoints);

/** Reads every member of a company may make without a screen's view, and why. Adding one is a reviewed change. */
const MEMBER_READS: Record<string, string> = {
  'Project/Query': 'the frame’s project switch',
  'PlaneType/Query': 'the shared catalogue of aircraft types (holds no company’s data)',
  'PlaneModel/Query': 'the shared catalogue of models, readable by every company by design',
  'PlaneEntity/QueryNames': 'tail numbers for pickers: id, name and model only',
  'MaintainItem/Query': 'a model’s maintenance programme: shared model content',
  'MaintainItem/QueryById': 'a model’s maintenance programme: shared model content',
  'WorkCard/Query': 'a model’s work cards: shared model content (a to-do opens its card)',
  'WorkCardMat/Query': 'a model’s work cards: shared model content',
  'WorkCardDoc/Query': 'a model’s engineering documents: shared model content',
  'MmelItem/Query': 'a model’s master minimum equipment list: shared model content',
  'Document/Query': 'the service answers a folder only to holders of its screen’s view (document.noView)',
  'RequireMenu/Query': 'the requirement menu: the catalogue of screens, no company data',
  'UserToDo/Query': 'the caller’s own to-dos',
  'Qualification/Expiring': 'the caller’s own expiring qualifications (all for qualification readers)',
  'File/Link': 'the service checks the caller’s right to read the file (the download rule)',
};

/** Member writes: the service checks the right to the target. */
const MEMBER_WRITES: Record<string, string> = {
  'File/Presign': 'the service checks the right to write the target of the upload (the use’s view and function)',
  'UserToDo/Receive': 'the caller’s own to-do',
};

/**
 * Actions named like a deletion that are not one, and why: retracting a notice sent to aircraft is the notice's
 * Execute (spec §6), not a deletion of a record.
 */
const NOT_DELETIONS: Record<string, string> = {
  'PlaneNotice/RemoveNotice': 'retracts a notice from an aircraft (Execute)',
  'PlaneNotice/RemoveNoticeMany': 'retracts a notice from aircraft (Execute)',
  'UserToDo/RemoveNotice': 'retracts a notice from the receiving company (Execute)',
  'OrderPart/Remove': 'books a part removed from the aircraft on a task card (the order’s Execute)',
  'ProductionOrder/RemoveCard': 'takes an unsigned task card off an order being planned (Edit of the order)',
};

const key = (ep: Endpoint) => `${ep.module}/${ep.action}`;

/** The grants an access declares, each as a [view, function] pair (function undefined: the view alone). */
function declared(access: Access): [string, Fn | undefined][] {
  if (typeof access !== 'object') return [];
  if ('allow' in access) return [[access.allow[0], access.allow[1]]];
  if ('anyOf' in access) return access.anyOf.map(([view, fn]) => [view, fn]);
  return viewsOfAccess(access).map((view) => [view, undefined]);
}

type Grants = { view: string; functions: Fn[] }[];

/** Every view with all its functions, less the declared pairs (a declared view alone: the whole view). */
function everyGrantExcept(pairs: [string, Fn | undefined][]): Grants {
  const out: Grants = [];
  for (const g of grantables) {
    const removed = pairs.filter(([view]) => view === g.key);
    if (removed.some(([, fn]) => fn === undefined)) continue;
    out.push({ view: g.key, functions: g.functions.filter((fn) => !removed.some(([, f]) => f === fn)) });
  }
  return out;
}

const isDeletion = (ep: Endpoint) => /^(Delete|BatchDelete|Remove)/.test(ep.action) && !(key(ep) in NOT_DELETIONS);
const destructive = (ep: Endpoint) => /^(Delete|BatchDelete|Remove)/.test(ep.action);

let t: TestApp;
let fx: MatrixFixture;
let tester: { userId: number; roleId: number };

beforeAll(async () => {
  t = await startTestApp();
  fx = await buildMatrixFixture(t);
  tester = await makeMember(t, { companyId: fx.victim.companyId, projectId: fx.victim.projectId }, [], {
    name: 'Rights tester',
  });
});
afterAll(() => t.close());

/** Sets the tester's only role to exactly these grants (read again by the next request). */
async function grant(grants: Grants): Promise<void> {
  const db = t.db.kysely;
  await db.deleteFrom('role_grant').where('role_id', '=', tester.roleId).execute();
  for (const g of grants) {
    await db
      .insertInto('role_grant')
      .values({
        company_id: fx.victim.companyId,
        role_id: tester.roleId,
        project_id: fx.victim.projectId,
        view: g.view,
        functions: JSON.stringify(g.functions),
      })
      .execute();
  }
}

async function send(ep: Endpoint): Promise<LightMyRequestResponse> {
  const req = requestOf(ep, strict(fx.ids));
  const token = await tokenFor(t, {
    userId: tester.userId,
    companyId: fx.victim.companyId,
    projectId: fx.victim.projectId,
  });
  return t.call({ method: ep.method, url: req.url, body: req.body, query: req.query, token, lang: 'en-US' });
}

/** The access check's own refusal (a service's refusal of a record that does not fit the grant says why). */
const gateRefusal = translate('en-US', 'error.forbidden');
const refusedByGate = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && res.json().code === 'FORBIDDEN' && res.json().msg === gateRefusal;

const guarded = endpoints.filter((ep) => typeof ep.def.access === 'object');
// Writes that delete run last, so that the others still find their records.
const ordered = [...guarded.filter((ep) => !destructive(ep)), ...guarded.filter((ep) => destructive(ep))];

describe('route tables', () => {
  it('open to every member only the reviewed reads and writes', () => {
    const member = endpoints.filter((ep) => ep.def.access === 'member');
    expect(
      member
        .filter((ep) => ep.kind === 'read')
        .map(key)
        .sort(),
    ).toEqual(Object.keys(MEMBER_READS).sort());
    expect(
      member
        .filter((ep) => ep.kind !== 'read')
        .map(key)
        .sort(),
    ).toEqual(Object.keys(MEMBER_WRITES).sort());
  });

  it('guard every deletion with Delete, on every screen that offers it', () => {
    const wrong = endpoints
      .filter(isDeletion)
      .filter((ep) => {
        const pairs = declared(ep.def.access);
        return pairs.length === 0 || pairs.some(([, fn]) => fn !== 'Delete');
      })
      .map((ep) => `${key(ep)}: ${JSON.stringify(ep.def.access)}`);
    expect(wrong).toEqual([]);
  });

  it('list reviewed exceptions that exist', () => {
    const keys = endpoints.map(key);
    for (const name of [...Object.keys(NOT_DELETIONS), ...Object.keys(MEMBER_READS), ...Object.keys(MEMBER_WRITES)]) {
      expect(keys, name).toContain(name);
    }
  });

  it('compute the grants of a test: every grant but the declared', () => {
    const rest = everyGrantExcept([
      ['plane-operation', 'Delete'],
      ['plane-entity', 'Delete'],
    ]);
    expect(rest.find((g) => g.view === 'plane-entity')?.functions).toEqual(
      expect.arrayContaining(['Add', 'Edit', 'Execute', 'Close']),
    );
    expect(rest.find((g) => g.view === 'plane-entity')?.functions).not.toContain('Delete');
    expect(everyGrantExcept([['plane-entity', undefined]]).some((g) => g.view === 'plane-entity')).toBe(false);
  });
});

describe('a member holding every grant but the declared ones, then exactly one of them', () => {
  it.each(ordered.map((ep): [string, Endpoint] => [label(ep), ep]))('%s', async (_name, ep) => {
    const pairs = declared(ep.def.access);
    const names = typeof ep.def.access === 'object' && 'names' in ep.def.access ? ep.def.access.names : undefined;

    await grant(everyGrantExcept(pairs));
    const before = await snapshotCompany(t, fx.victim.companyId, fx.victim.userIds);
    const refused = await send(ep);
    const where = `${label(ep)} without its grant answered ${refused.statusCode}: ${refused.body.slice(0, 300)}`;
    if (names) {
      // A reference list: the names, nothing else.
      expect(refused.statusCode, where).toBe(200);
      const items = refused.json().body.items as Record<string, unknown>[];
      // The caller's own row (names.self) is answered whole.
      for (const item of items.filter((i) => names.self === undefined || i[names.self] !== tester.userId)) {
        expect(names.fields, where).toEqual(expect.arrayContaining(Object.keys(item)));
      }
    } else {
      expect(refusedByGate(refused), where).toBe(true);
      expect(await snapshotCompany(t, fx.victim.companyId, fx.victim.userIds), `${where}: changed rows`).toEqual(
        before,
      );
    }

    for (const [view, fn] of pairs) {
      await grant([{ view, functions: fn === undefined ? [] : [fn] }]);
      const res = await send(ep);
      const with1 = `${label(ep)} with only ${view} ${fn ?? '(view)'} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
      expect(refusedByGate(res), with1).toBe(false);
      expect(res.statusCode, with1).not.toBe(401);
      expect(res.statusCode >= 500 && res.statusCode <= 599, with1).toBe(false);
      if (ep.kind === 'read') expect(res.statusCode, with1).toBe(200);
    }
  });
});
