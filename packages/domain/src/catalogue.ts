import { adregIdentity } from './identities/adreg';
import { baseIdentity } from './identities/base';
import { componentsIdentity } from './identities/components';
import { deferralsIdentity } from './identities/deferrals';
import { documentsIdentity } from './identities/documents';
import { flightIdentity } from './identities/flight';
import { maintenanceIdentity } from './identities/maintenance';
import { mallIdentity } from './identities/mall';
import { materialsIdentity } from './identities/materials';
import { operationsIdentity } from './identities/operations';
import { ordersIdentity } from './identities/orders';
import { organizeIdentity } from './identities/organize';
import { planeIdentity } from './identities/plane';
import { platformIdentity } from './identities/platform';
import { qualificationIdentity } from './identities/qualification';
import { recordsIdentity } from './identities/records';
import { workcardsIdentity } from './identities/workcards';
import { type Fn, type Label, MENU_GROUPS, type ModuleIdentity, objTypeLabelKey } from './identity';

// Every module's identity, one line each (docs/architecture.md "Adding a module"), and what is derived from them.
// Within a menu group, screens keep the order of this list.

export const identities = [
  organizeIdentity,
  planeIdentity,
  flightIdentity,
  operationsIdentity,
  maintenanceIdentity,
  ordersIdentity,
  qualificationIdentity,
  mallIdentity,
  materialsIdentity,
  baseIdentity,
  documentsIdentity,
  workcardsIdentity,
  componentsIdentity,
  recordsIdentity,
  deferralsIdentity,
  adregIdentity,
  platformIdentity,
] as const satisfies readonly ModuleIdentity[];

type Identity = (typeof identities)[number];
type CodesOf<I> = I extends ModuleIdentity<infer T> ? { readonly [K in keyof T]: T[K]['code'] } : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type ObjTypeMap = { readonly [K in keyof Intersection<CodesOf<Identity>>]: Intersection<CodesOf<Identity>>[K] };

const declaredTypes = identities.flatMap((i) =>
  Object.entries((i as ModuleIdentity).objectTypes ?? {}).map(([name, decl]) => ({ name, ...decl, module: i.name })),
);

/** Object type codes of the operation log and of record targets, by name (`ObjType.Warehouse` is 10111). */
export const ObjType = Object.fromEntries(declaredTypes.map((t) => [t.name, t.code])) as ObjTypeMap;
export type ObjType = ObjTypeMap[keyof ObjTypeMap];

/** Every declared object type with its module and label. */
export const objectTypes: readonly { name: string; code: number; label: Label; module: string }[] = declaredTypes;

export interface Grantable {
  key: string;
  path: string;
  /** Menu group key (its title: `groupTitleKey`). */
  group: string;
  functions: readonly Fn[];
  title: Label;
  /** Only in multi-tenant mode (the platform's own management of operator companies and their users). */
  multiTenantOnly?: boolean;
  /** The module that declares the screen. */
  module: string;
}

const groupIndex = (group: string) => (MENU_GROUPS as readonly string[]).indexOf(group);

/**
 * The permission catalogue: every declared screen, in menu order (the groups' order, then the order of the
 * identities). A grant is (view, functions).
 */
export const grantables: readonly Grantable[] = identities
  .flatMap((i) =>
    ((i as ModuleIdentity).screens ?? []).map((s) => ({
      key: s.key,
      path: s.path,
      group: s.group,
      functions: s.functions ?? (['Add', 'Edit', 'Delete'] as const),
      title: s.title,
      module: i.name,
      ...(s.multiTenantOnly ? { multiTenantOnly: true } : {}),
    })),
  )
  .map((g, order) => ({ g, order }))
  .sort((a, b) => groupIndex(a.g.group) - groupIndex(b.g.group) || a.order - b.order)
  .map(({ g }) => g);

/** The catalogue entries of the declared screens (`frame.route.<view>`), [zh-CN, en-US]: in the web's entry (the
 * page title is set before the frame loads) and read by the server. */
export function declaredRouteLabels(): Record<string, Label> {
  return Object.fromEntries(grantables.map((g) => [`frame.route.${g.key}`, g.title] as const));
}

/** The catalogue entries of the declared object types (`organize.objType.<code>`), [zh-CN, en-US]: only the
 * signed-in frame's screens show them (i18n/frame-areas.ts). */
export function declaredTypeLabels(): Record<string, Label> {
  return Object.fromEntries(declaredTypes.map((t) => [objTypeLabelKey(t.code), t.label] as const));
}

/** Problems of the declarations: a code, name, view key or path declared twice, a group not in MENU_GROUPS, an
 * empty label. */
export function declarationProblems(list: readonly ModuleIdentity[] = identities): string[] {
  const problems: string[] = [];
  const twice = (what: string, values: (string | number)[]) => {
    const seen = new Set<string | number>();
    for (const v of values) {
      if (seen.has(v)) problems.push(`${what} ${v} declared twice`);
      seen.add(v);
    }
  };
  const types = list.flatMap((i) => Object.entries(i.objectTypes ?? {}));
  const screens = list.flatMap((i) => i.screens ?? []);
  twice(
    'module',
    list.map((i) => i.name),
  );
  twice(
    'object type',
    types.map(([name]) => name),
  );
  twice(
    'object type code',
    types.map(([, t]) => t.code),
  );
  twice(
    'view',
    screens.map((s) => s.key),
  );
  twice(
    'path',
    screens.map((s) => s.path),
  );
  for (const s of screens) if (groupIndex(s.group) < 0) problems.push(`view ${s.key}: unknown menu group ${s.group}`);
  const unlabeled = (label: Label) => !label[0]?.trim() || !label[1]?.trim();
  for (const [name, t] of types) if (unlabeled(t.label)) problems.push(`object type ${name}: a label is empty`);
  for (const s of screens) if (unlabeled(s.title)) problems.push(`view ${s.key}: a title is empty`);
  return problems;
}
