import { useMemo } from 'react';
import { useReference } from '../../components/reference';
import { buildDepartmentTree, departmentOptions, subtreeIds } from '../organize/department-tree';

// The material category tree from the cached reference list (a category has the department's shape: id,
// name, parent, sorter, so the department tree builder serves it), its TreeSelect data and a category's path.

export function useMaterialTypes() {
  const reference = useReference('materialType');
  const tree = useMemo(() => buildDepartmentTree(reference.items), [reference.items]);
  /** TreeSelect data; `without` (a node and its subtree) cannot be chosen, e.g. as its own parent. */
  const treeOptions = (without?: number) => departmentOptions(tree, without ? subtreeIds(tree, without) : new Set());
  /** The names from the top category down to this one (`Engine / Filters`); '' without a category. */
  const pathOf = (id: number | null | undefined): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    let row = reference.find(id);
    while (row && !seen.has(row.id)) {
      seen.add(row.id);
      names.unshift(row.name);
      row = row.parent ? reference.find(row.parent) : undefined;
    }
    return names.join(' / ');
  };
  return { ...reference, tree, treeOptions, pathOf };
}
