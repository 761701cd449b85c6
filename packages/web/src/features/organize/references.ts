import { EmployStatus } from '@hangar/domain/codes';
import {
  Department,
  type DepartmentRow,
  Employ,
  type Employee,
  Project,
  type ProjectRow,
  Role,
  type RoleRow,
} from '@hangar/domain/contracts/organize';
import type { ReferenceSource } from '../../components/reference';

// The organisation's reference lists (components/reference.ts): departments, roles, employees, projects.

declare module '../../components/reference' {
  interface ReferenceRows {
    department: DepartmentRow;
    role: RoleRow;
    employee: Employee;
    project: ProjectRow;
  }
}

export const department: ReferenceSource<DepartmentRow> = {
  endpoint: Department.api.Query,
  payload: { sortField: 'sorter', sortOrder: 'asc' },
  id: (r) => r.id,
  label: (r) => r.name,
};

export const role: ReferenceSource<RoleRow> = { endpoint: Role.api.Query, id: (r) => r.id, label: (r) => r.name };

export const employee: ReferenceSource<Employee> = {
  endpoint: Employ.api.QueryEmployee,
  // Accepted members only: an invitation is nobody to pick yet (its pid and name are null).
  payload: { fixedFilters: [{ name: 'status', compare: 'eq', value: EmployStatus.Active }] },
  id: (r) => r.id,
  label: (r) => r.realName || r.name || r.phone,
};

export const project: ReferenceSource<ProjectRow> = {
  endpoint: Project.api.Query,
  id: (r) => r.id,
  label: (r) => r.name,
};
