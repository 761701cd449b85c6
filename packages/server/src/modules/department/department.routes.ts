import { Department } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryDepartments } from './department.repo';
import { addDepartment, changeDepartment, removeDepartment, toDepartment } from './department.service';

export default defineModule(Department.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.department }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryDepartments(db, scope, body);
      return { items: page.items.map(toDepartment), totalItems: page.totalItems };
    },
  },
  Add: {
    sample: (ids) => ({ body: { name: 'Matrix department', parent: ids.department, sorter: 1 } }),
    run: addDepartment,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.department, name: 'Matrix renamed' } }),
    run: changeDepartment,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.department } }),
    run: removeDepartment,
  },
});
