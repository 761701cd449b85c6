import { DepartmentInput, DepartmentUpdateInput, IdInput } from '@hangar/domain/contracts/platform';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryDepartments } from './department.repo';
import { addDepartment, changeDepartment, removeDepartment, toDepartment } from './department.service';

export default defineModule('Department', {
  Query: action({
    body: QueryPayload,
    // Reference data for many screens (employee lists, pickers), so any member may read it; editing needs
    // the organize-department functions.
    access: 'member',
    summary: 'Departments of the current company (default sort: sorter ascending)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.department }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryDepartments(db, scope, body);
      return { items: page.items.map(toDepartment), totalItems: page.totalItems };
    },
  }),
  Add: action({
    body: DepartmentInput,
    access: { allow: ['organize-department', 'Add'] },
    summary: 'Adds a department (parent 0 = top level)',
    sample: (ids) => ({ body: { name: 'Matrix department', parent: ids.department, sorter: 1 } }),
    run: addDepartment,
  }),
  Update: action({
    body: DepartmentUpdateInput,
    access: { allow: ['organize-department', 'Edit'] },
    summary: 'Renames, moves or reorders a department',
    sample: (ids) => ({ body: { id: ids.department, name: 'Matrix renamed' } }),
    run: changeDepartment,
  }),
  Delete: action({
    body: IdInput,
    access: { allow: ['organize-department', 'Delete'] },
    summary: 'Deletes a department without sub-departments or employees',
    sample: (ids) => ({ body: { id: ids.department } }),
    run: removeDepartment,
  }),
});
