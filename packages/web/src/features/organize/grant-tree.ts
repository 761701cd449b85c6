import type { Fn } from '@hangar/domain/permissions';

/** What the tree needs of a grantable (the catalogue's, or a module grant without a menu group). */
export interface TreeGrantable {
  key: string;
  group?: string;
  functions: readonly Fn[];
}

// The grants of a role as the auth screen's tree: menu groups → views → functions, plus the modules checked
// by name (platform spec §6). A grant is a key with functions; holding a key with no function is access to
// the view only. Tree keys: `g|group`, `v|key`, `f|key|fn`.

export interface Grant {
  view: string;
  functions: Fn[];
}

export interface GrantGroup {
  /** Menu group key, or 'modules' for the grantables without a group. */
  group: string;
  items: TreeGrantable[];
}

export const MODULES_GROUP = 'modules';

/** The grantables by menu group, in catalogue order; the modules last. */
export function grantGroups(all: readonly TreeGrantable[]): GrantGroup[] {
  const groups: GrantGroup[] = [];
  for (const g of all) {
    const name = g.group ?? MODULES_GROUP;
    let entry = groups.find((x) => x.group === name);
    if (!entry) {
      entry = { group: name, items: [] };
      groups.push(entry);
    }
    entry.items.push(g);
  }
  return [...groups.filter((g) => g.group !== MODULES_GROUP), ...groups.filter((g) => g.group === MODULES_GROUP)];
}

export const viewKey = (key: string) => `v|${key}`;
export const fnKey = (key: string, fn: Fn) => `f|${key}|${fn}`;
export const groupKey = (group: string) => `g|${group}`;

/** The tree's checked keys for stored grants. */
export function checkedKeysOf(grants: readonly Grant[]): string[] {
  return grants.flatMap((g) => [viewKey(g.view), ...g.functions.map((fn) => fnKey(g.view, fn))]);
}

/**
 * The grants the checked keys stand for, in catalogue order (functions too). A function checked without its
 * view still grants the view with it.
 */
export function grantsOf(keys: readonly string[], all: readonly TreeGrantable[]): Grant[] {
  const set = new Set(keys);
  const out: Grant[] = [];
  for (const g of all) {
    const functions = g.functions.filter((fn) => set.has(fnKey(g.key, fn)));
    if (set.has(viewKey(g.key)) || functions.length > 0) out.push({ view: g.key, functions: [...functions] });
  }
  return out;
}

/**
 * The checked keys after the user (un)checks one: checking a function checks its view; unchecking a view
 * unchecks its functions; checking a group checks every view of it with all functions, unchecking clears it.
 */
export function applyCheck(
  keys: readonly string[],
  key: string,
  checked: boolean,
  all: readonly TreeGrantable[],
): string[] {
  const set = new Set(keys);
  const [kind, name, fn] = key.split('|');
  const withAll = (g: TreeGrantable) => [viewKey(g.key), ...g.functions.map((f) => fnKey(g.key, f))];
  if (kind === 'g') {
    for (const g of all.filter((x) => (x.group ?? MODULES_GROUP) === name)) {
      for (const k of withAll(g)) {
        if (checked) set.add(k);
        else set.delete(k);
      }
    }
  } else if (kind === 'v') {
    const g = all.find((x) => x.key === name);
    if (checked) set.add(key);
    else if (g) for (const k of withAll(g)) set.delete(k);
    else set.delete(key);
  } else if (kind === 'f' && fn) {
    if (checked) {
      set.add(key);
      set.add(viewKey(name));
    } else set.delete(key);
  }
  // Group keys are never stored: a group shows checked when all its keys are (see groupState).
  return [...set].filter((k) => !k.startsWith('g|'));
}

/** Whether every key of a group is checked (full) or some are (partial). */
export function groupState(
  keys: readonly string[],
  group: string,
  all: readonly TreeGrantable[],
): 'full' | 'partial' | 'none' {
  const set = new Set(keys);
  const members = all
    .filter((x) => (x.group ?? MODULES_GROUP) === group)
    .flatMap((g) => [viewKey(g.key), ...g.functions.map((f) => fnKey(g.key, f))]);
  const on = members.filter((k) => set.has(k)).length;
  if (on === 0) return 'none';
  return on === members.length ? 'full' : 'partial';
}
