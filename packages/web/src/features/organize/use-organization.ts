import { Department, type DepartmentRow, Role, type RoleRow } from '@hangar/domain/contracts/organize';
import { useMemo } from 'react';
import { useListQuery } from '../../components/list-query';
import { useCan } from '../../session/session-context';
import { buildDepartmentTree } from './department-tree';

// The company's departments and roles as the organisation screens need them (small lists, loaded whole).

/** Departments sorted by sorter (platform spec §7: page 1, size 200), with the tree and a name lookup. */
export function useDepartments() {
  const list = useListQuery<DepartmentRow>('department', Department.api.Query, {
    sortField: 'sorter',
    sortOrder: 'asc',
    page: 1,
    pageSize: 200,
  });
  const tree = useMemo(() => buildDepartmentTree(list.items), [list.items]);
  const names = useMemo(() => new Map(list.items.map((d) => [d.id, d.name])), [list.items]);
  return { ...list, tree, names };
}

/** Roles of the company (needs Role/Query's access, the organize-role view; empty without it). */
export function useRoles() {
  const mayRead = useCan(Role.api.Query);
  const list = useListQuery<RoleRow>(
    'role',
    Role.api.Query,
    { page: 1, pageSize: 1000 },
    {
      enabled: mayRead,
    },
  );
  const names = useMemo(() => new Map(list.items.map((r) => [r.id, r.name])), [list.items]);
  return { ...list, names };
}
