import type { Config } from '../config';
import type { ServerModule } from '../platform/registry';
import { type Actor, type Grant, makeCompany, makeMember, makeModel, makePlane, platformAdmin } from './factories';
import { startTestApp, type TestApp } from './harness';

// The world most server test files start from, declared in one call: a test app on a fresh database, companies
// with their administrators signed in, members holding grants, aircraft models and aircraft. Everything is built
// by the factories (factories.ts), in the order of this file: companies, the platform administrator, models,
// aircraft, members, each group in the order its keys are written.
//
//   ({ t, a, b, viewer } = await testWorld({ members: { viewer: [{ view: 'base-brand', functions: [] }] } }));
//
// The companies default to `a` (Alpha Air) and `b` (Bravo Air); members, and aircraft, belong to the first company
// unless they name another.

export type Company = Awaited<ReturnType<typeof makeCompany>>;
export type Member = Awaited<ReturnType<typeof makeMember>>;
export type Model = Awaited<ReturnType<typeof makeModel>>;
export type Plane = Awaited<ReturnType<typeof makePlane>>;

/** A member's role: its grants, or the grants with the member's name and company. */
export type MemberSpec<C extends string> = Grant[] | { grants: Grant[]; name?: string; company?: C };

export interface WorldOptions<C extends string, M extends string, Mo extends string, P extends string> {
  /** The companies by key: a name, or a name and the administrator's. Default `{ a: 'Alpha Air', b: 'Bravo Air' }`. */
  companies?: Record<C, string | { name?: string; adminName?: string }>;
  /** Sign in the platform administrator (company 10000) as `platform`. */
  platform?: boolean;
  /** Models of the shared catalogue, managed by company 10000 unless `manager` names a company. */
  models?: Record<Mo, { name?: string; manager?: NoInfer<C> }>;
  /** Aircraft of a model, in the first company unless `company` names another. */
  planes?: Record<P, { model: NoInfer<Mo>; company?: NoInfer<C>; name?: string }>;
  /** Members, each holding one role with its grants (none: `[]`), in the first company unless told. */
  members?: Record<M, MemberSpec<NoInfer<C>>>;
  /** startTestApp's config overrides. */
  config?: Partial<Config>;
  /** Modules served instead of the application's (startTestApp's `modules`). */
  modules?: ServerModule[];
}

/**
 * What testWorld built, under the keys it was given (companies, members, models and aircraft share one
 * namespace, so that a test file destructures the names its tests use).
 */
export type World<C extends string, M extends string, Mo extends string, P extends string> = {
  t: TestApp;
  /** The platform administrator; only when asked for with `platform: true`. */
  platform: Actor;
  close(): Promise<void>;
} & Record<C, Company> &
  Record<M, Member> &
  Record<Mo, Model> &
  Record<P, Plane>;

const defaultCompanies = { a: 'Alpha Air', b: 'Bravo Air' };

export async function testWorld<
  C extends string = 'a' | 'b',
  M extends string = never,
  Mo extends string = never,
  P extends string = never,
>(options: WorldOptions<C, M, Mo, P> = {}): Promise<World<C, M, Mo, P>> {
  const companySpecs = (options.companies ?? defaultCompanies) as Record<C, string | { name?: string }>;
  const names = [companySpecs, options.models, options.planes, options.members].flatMap((o) => Object.keys(o ?? {}));
  const twice = names.find((name, i) => names.indexOf(name) !== i || ['t', 'platform', 'close'].includes(name));
  if (twice) throw new Error(`testWorld: the name "${twice}" is given twice`);
  const t = await startTestApp(options.config, { modules: options.modules });
  const companies = {} as Record<C, Company>;
  for (const [key, spec] of entries(companySpecs)) {
    companies[key] = await makeCompany(t, typeof spec === 'string' ? { name: spec } : spec);
  }
  const first = Object.keys(companySpecs)[0] as C;
  const company = (key: C | undefined): Company => {
    const found = companies[key ?? first];
    if (!found) throw new Error(`testWorld: no company "${key}"`);
    return found;
  };
  const platform = options.platform ? await platformAdmin(t) : undefined;
  const models = {} as Record<Mo, Model>;
  for (const [key, spec] of entries(options.models ?? ({} as Record<Mo, { name?: string; manager?: C }>))) {
    models[key] = await makeModel(t, {
      name: spec.name,
      manager: spec.manager ? company(spec.manager).companyId : undefined,
    });
  }
  const planes = {} as Record<P, Plane>;
  for (const [key, spec] of entries(options.planes ?? ({} as Record<P, { model: Mo; company?: C; name?: string }>))) {
    const model = models[spec.model];
    if (!model) throw new Error(`testWorld: no model "${spec.model}"`);
    planes[key] = await makePlane(t, company(spec.company).companyId, { modelId: model.id, name: spec.name });
  }
  const members = {} as Record<M, Member>;
  for (const [key, spec] of entries(options.members ?? ({} as Record<M, MemberSpec<C>>))) {
    const { grants, name, company: of } = Array.isArray(spec) ? { grants: spec } : spec;
    members[key] = await makeMember(t, company(of), grants, { name });
  }
  const world = {
    t,
    get platform(): Actor {
      if (!platform) throw new Error('testWorld: ask for the platform administrator with { platform: true }');
      return platform;
    },
    close: () => t.close(),
  };
  return Object.assign(world, companies, models, planes, members) as World<C, M, Mo, P>;
}

function entries<K extends string, V>(record: Record<K, V>): [K, V][] {
  return Object.entries(record) as [K, V][];
}
