import { type Access, allows, type Grants, viewsOfAccess } from '@hangar/domain/access';
import { translate } from '@hangar/domain/messages';
import { findGrantable, grantables } from '@hangar/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../app';
import type { Endpoint } from '../platform/http/module';
import { makeMember } from './factories';
import { startTestApp, type TestApp } from './harness';
import { buildMatrixFixture, type MatrixActor, type MatrixFixture, tokenFor } from './matrix-fixture';
import { label, requestOf, strict } from './matrix-requests';

// What the web offers = what the server allows (issue 30, "Access in the contract"). The web offers a control by
// the domain's `allows` on the access of the endpoint it calls (useCan); the server refuses in its access check.
// For every endpoint of every route table and the grant sets that can matter to it, a member of the matrix world
// holding exactly those grants calls it for real: the call is refused by the access check (403 FORBIDDEN with the
// check's own message) exactly when the domain function says the web would not offer it. A service's refusal of a
// record that does not fit the grant held (a store order's direction) says why in its own words: that is a rule of
// the row, not of the endpoint.
//
// The grant sets of an endpoint guarded by grants: none, a key no access names (all its functions), each key its
// access names alone (the view) and with each one of its functions, and the company's administrator. A key the
// access does not name answers like the unrelated key (the domain function reads only the keys it names). An
// endpoint open to anyone, any session or any member is called with no grant at all (its access names none).

const endpoints: Endpoint[] = modules.flatMap((m) => m.endpoints);

/** The keys an access names. */
const keysOf = (access: Access): string[] => {
  if (typeof access !== 'object') return [];
  if ('allow' in access) return [access.allow[0]];
  if ('anyOf' in access) return [...new Set(access.anyOf.map(([key]) => key))];
  return [...viewsOfAccess(access)];
};

const named = new Set(endpoints.flatMap((ep) => keysOf(ep.def.access)));
const unrelated = grantables.find((g) => !named.has(g.key));

interface GrantSet {
  name: string;
  grants: Grants;
}

const none: GrantSet = { name: 'no grant', grants: { isAdmin: false, views: [] } };
const admin: GrantSet = { name: 'administrator', grants: { isAdmin: true, views: [] } };

/** Every grant set that can matter to an endpoint (see above). */
function grantSetsOf(ep: Endpoint): GrantSet[] {
  const keys = keysOf(ep.def.access);
  if (keys.length === 0) return [none];
  const sets: GrantSet[] = [none, admin];
  if (unrelated) {
    const functions = [...unrelated.functions];
    sets.push({
      name: `unrelated ${unrelated.key}`,
      grants: { isAdmin: false, views: [{ name: unrelated.key, functions }] },
    });
  }
  for (const key of keys) {
    sets.push({ name: `${key} (view)`, grants: { isAdmin: false, views: [{ name: key, functions: [] }] } });
    for (const fn of findGrantable(key)?.functions ?? []) {
      sets.push({ name: `${key} ${fn}`, grants: { isAdmin: false, views: [{ name: key, functions: [fn] }] } });
    }
  }
  return sets;
}

/** The calls to make, grouped by grant set (the tester's grants are written once per set). */
const plan = new Map<string, { set: GrantSet; endpoints: Endpoint[] }>();
for (const ep of endpoints) {
  for (const set of grantSetsOf(ep)) {
    const entry = plan.get(set.name) ?? { set, endpoints: [] };
    entry.endpoints.push(ep);
    plan.set(set.name, entry);
  }
}
// Writes that delete run last within each set, so that the others still find their records.
const destructive = (ep: Endpoint) => /^(Delete|BatchDelete|Remove)/.test(ep.action);
for (const entry of plan.values()) {
  entry.endpoints = [...entry.endpoints.filter((ep) => !destructive(ep)), ...entry.endpoints.filter(destructive)];
}

let t: TestApp;
let fx: MatrixFixture;
let tester: MatrixActor & { roleId: number };

beforeAll(async () => {
  t = await startTestApp();
  fx = await buildMatrixFixture(t);
  const member = await makeMember(t, { companyId: fx.victim.companyId, projectId: fx.victim.projectId }, [], {
    name: 'Offers tester',
  });
  tester = {
    userId: member.userId,
    companyId: fx.victim.companyId,
    projectId: fx.victim.projectId,
    roleId: member.roleId,
  };
});
afterAll(() => t.close());

/** Sets the tester's only role to exactly these grants; answers a session that reads them. */
async function holding(set: GrantSet): Promise<string> {
  if (set.grants.isAdmin) return tokenFor(t, fx.victim.admin);
  const db = t.db.kysely;
  await db.deleteFrom('role_grant').where('role_id', '=', tester.roleId).execute();
  for (const g of set.grants.views) {
    await db
      .insertInto('role_grant')
      .values({
        company_id: fx.victim.companyId,
        role_id: tester.roleId,
        project_id: fx.victim.projectId,
        view: g.name,
        functions: JSON.stringify(g.functions),
      })
      .execute();
  }
  return tokenFor(t, tester);
}

/** The access check's own refusal. */
const gateRefusal = translate('en-US', 'error.forbidden');
const refusedByGate = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && res.json().code === 'FORBIDDEN' && res.json().msg === gateRefusal;

/** What the web would offer a signed-in member of a company holding these grants (useCan). */
const offers = (access: Access, grants: Grants) => allows(access, grants);

describe('the plan', () => {
  it('covers every endpoint, and grants an unrelated key to guarded ones', () => {
    const planned = new Set([...plan.values()].flatMap((e) => e.endpoints));
    expect(endpoints.filter((ep) => !planned.has(ep)).map(label)).toEqual([]);
    expect(unrelated, 'a grantable key that no access names').toBeDefined();
  });

  it('asks the domain function: one function of the key named, the view alone only for a view', () => {
    const del = { allow: ['organize-role', 'Delete'] } as const;
    const member = (fns: ('Add' | 'Delete')[]): Grants => ({
      isAdmin: false,
      views: [{ name: 'organize-role', functions: fns }],
    });
    expect(offers(del, member(['Delete']))).toBe(true);
    expect(offers(del, member(['Add']))).toBe(false);
    expect(offers({ view: 'organize-role' }, member([]))).toBe(true);
    expect(offers({ view: 'organize-department', names: { fields: ['id'] } }, none.grants)).toBe(true);
    expect(offers(del, admin.grants)).toBe(true);
  });
});

describe('what the web offers is what the server allows', () => {
  it.each([...plan.values()].map((e): [string, GrantSet, Endpoint[]] => [e.set.name, e.set, e.endpoints]))(
    'holding %s',
    async (_name, set, eps) => {
      const token = await holding(set);
      const disagreements: string[] = [];
      for (const ep of eps) {
        const req = requestOf(ep, strict(fx.ids));
        // Calls that end or change the session (sign-out, company switch) get a session of their own.
        const own = keysOf(ep.def.access).length === 0 ? await holding(set) : token;
        const res = await t.call({
          method: ep.method,
          url: req.url,
          body: req.body,
          query: req.query,
          token: own,
          lang: 'en-US',
        });
        expect(res.statusCode, `${label(ep)} answered 401: ${res.body.slice(0, 200)}`).not.toBe(401);
        const offered = offers(ep.def.access, set.grants);
        if (offered === refusedByGate(res)) {
          disagreements.push(
            `${label(ep)}: the web ${offered ? 'offers' : 'hides'} it, the server answered ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
      expect(disagreements).toEqual([]);
    },
  );
});
