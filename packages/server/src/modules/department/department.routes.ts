import { Department } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryDepartments } from './department.repo';
import { addDepartment, changeDepartment, removeDepartment, toDepartment } from './department.service';

export default defineModule(Department.api, {
  Query: {
    // Reference data for many screens (employee lists, pickers): the screen's holders read it whole, any other
    // member the tree's names; editing needs the organize-department functions.
    access: { view: 'organize-department', names: { fields: ['id', 'name', 'parent', 'sorter'] } },
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.department }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryDepartments(db, scope, body);
      return { items: page.items.map(toDepartment), totalItems: page.totalItems };
    },
  },
  Add: {
    access: { allow: ['organize-department', 'Add'] },
    sample: (ids) => ({ body: { name: 'Matrix department', parent: ids.department, sorter: 1 } }),
    run: addDepartment,
  },
  Update: {
    access: { allow: ['organize-department', 'Edit'] },
    sample: (ids) => ({ body: { id: ids.department, name: 'Matrix renamed' } }),
    run: changeDepartment,
  },
  Delete: {
    access: { allow: ['organize-department', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.department } }),
    run: removeDepartment,
  },
});
