import { describe, expect, it } from 'vitest';
import { buildDepartmentTree, departmentOptions, subtreeIds } from './department-tree';

const dep = (id: number, parent: number, sorter = 0, name = `D${id}`) => ({ id, parent, sorter, name });

/** The tree as nested ids, for readable expectations. */
function shape(nodes: ReturnType<typeof buildDepartmentTree>): unknown[] {
  return nodes.map((n) => (n.children ? { [n.id]: shape(n.children) } : n.id));
}

describe('buildDepartmentTree', () => {
  it('nests departments under their parents and orders siblings by sorter', () => {
    const tree = buildDepartmentTree([dep(4, 2, 2), dep(1, 0, 2), dep(2, 0, 1), dep(3, 2, 1), dep(5, 3, 0)]);
    expect(shape(tree)).toEqual([{ 2: [{ 3: [5] }, 4] }, 1]);
  });

  it('gives leaves no children array', () => {
    const [root] = buildDepartmentTree([dep(1, 0)]);
    expect(root).toEqual({ id: 1, parent: 0, sorter: 0, name: 'D1' });
    expect('children' in root).toBe(false);
  });

  it('breaks ties of sorter by id', () => {
    expect(shape(buildDepartmentTree([dep(9, 0, 1), dep(3, 0, 1), dep(5, 0, 0)]))).toEqual([5, 3, 9]);
  });

  it('makes a department with an unknown parent a root', () => {
    expect(shape(buildDepartmentTree([dep(1, 0, 1), dep(2, 99, 0)]))).toEqual([2, 1]);
  });

  it('keeps departments caught in a parent loop instead of losing them', () => {
    const tree = buildDepartmentTree([dep(1, 0), dep(2, 3, 0), dep(3, 2, 1)]);
    expect(shape(tree)).toEqual([1, { 2: [3] }]);
  });

  it('is empty for no departments', () => {
    expect(buildDepartmentTree([])).toEqual([]);
  });
});

describe('subtreeIds and departmentOptions', () => {
  const tree = buildDepartmentTree([dep(1, 0), dep(2, 1), dep(3, 2), dep(4, 0)]);

  it('collects a department with everything under it', () => {
    expect([...subtreeIds(tree, 2)].sort()).toEqual([2, 3]);
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3]);
    expect(subtreeIds(tree, 42).size).toBe(0);
  });

  it('disables the given ids in the tree select data', () => {
    const options = departmentOptions(tree, subtreeIds(tree, 2));
    expect(options[0]).toMatchObject({ value: 1, title: 'D1' });
    expect(options[0].disabled).toBeUndefined();
    expect(options[0].children?.[0]).toMatchObject({ value: 2, disabled: true });
    expect(options[0].children?.[0].children?.[0]).toMatchObject({ value: 3, disabled: true });
  });
});
