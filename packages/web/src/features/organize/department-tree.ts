import type { DepartmentRow as Department } from '@hangar/domain/contracts/organize';

// The department tree (platform spec §3 "Department": displayed as a tree built from parent links).

export interface DepartmentNode extends Department {
  /** Absent on leaves, so that tables and tree selects show no expander there. */
  children?: DepartmentNode[];
}

function bySorter(a: Department, b: Department): number {
  return a.sorter - b.sorter || a.id - b.id;
}

/**
 * Builds the tree from parent links, siblings ordered by sorter (then id). A department whose parent is 0
 * or not in the list is a root; departments caught in a parent loop (which the server refuses, but stored
 * data may hold) are attached as roots rather than lost.
 */
export function buildDepartmentTree(rows: readonly Department[]): DepartmentNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number, Department[]>();
  const roots: Department[] = [];
  for (const row of rows) {
    if (row.parent === 0 || row.parent === row.id || !ids.has(row.parent)) roots.push(row);
    else childrenOf.set(row.parent, [...(childrenOf.get(row.parent) ?? []), row]);
  }
  const placed = new Set<number>();
  const build = (row: Department): DepartmentNode => {
    placed.add(row.id);
    const kids = (childrenOf.get(row.id) ?? []).filter((k) => !placed.has(k.id)).sort(bySorter);
    const node: DepartmentNode = { ...row };
    if (kids.length > 0) node.children = kids.map(build);
    return node;
  };
  const tree = roots.sort(bySorter).map(build);
  // Whatever no root reaches sits in a loop: each such department not yet placed starts a subtree.
  for (const row of [...rows].sort(bySorter)) if (!placed.has(row.id)) tree.push(build(row));
  return tree;
}

/** The id of a department and of everything under it (not allowed as its new parent). */
export function subtreeIds(tree: readonly DepartmentNode[], id: number): Set<number> {
  const out = new Set<number>();
  const collect = (node: DepartmentNode) => {
    out.add(node.id);
    for (const child of node.children ?? []) collect(child);
  };
  const find = (nodes: readonly DepartmentNode[]): boolean =>
    nodes.some((n) => {
      if (n.id === id) {
        collect(n);
        return true;
      }
      return find(n.children ?? []);
    });
  find(tree);
  return out;
}

export interface DepartmentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: DepartmentOption[];
}

/** TreeSelect data of the tree; the ids in `disabled` cannot be chosen. */
export function departmentOptions(
  tree: readonly DepartmentNode[],
  disabled: ReadonlySet<number> = new Set(),
): DepartmentOption[] {
  return tree.map((n) => {
    const option: DepartmentOption = { value: n.id, title: n.name };
    if (disabled.has(n.id)) option.disabled = true;
    if (n.children) option.children = departmentOptions(n.children, disabled);
    return option;
  });
}
