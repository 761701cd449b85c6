import { useMemo } from 'react';
import { useReference } from '../../components/reference';
import { buildDepartmentTree, departmentOptions, subtreeIds } from '../organize/department-tree';

// The plane-type (model category) tree from the cached reference list. A plane type has the department's
// shape (id, name, parent, sorter), so the department tree builder serves both.

export function usePlaneTypes() {
  const reference = useReference('planeType');
  const tree = useMemo(() => buildDepartmentTree(reference.items), [reference.items]);
  /** TreeSelect data; `without` (a node and its subtree) cannot be chosen, e.g. as its own parent. */
  const options = (without?: number) => departmentOptions(tree, without ? subtreeIds(tree, without) : new Set());
  return { ...reference, tree, treeOptions: options };
}
