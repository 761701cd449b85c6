import { Role } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryRoles } from './role.repo';
import { addRole, changeRole, grantRole, queryGrant, removeRole, toRole } from './role.service';

export default defineModule(Role.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.role }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryRoles(db, scope, body);
      return { items: page.items.map(toRole), totalItems: page.totalItems };
    },
  },
  Add: {
    sample: () => ({ body: { name: 'Matrix role', remark: 'added by the security matrix' } }),
    run: addRole,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.role, name: 'Matrix renamed role' } }),
    run: changeRole,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.role } }),
    run: removeRole,
  },
  Grant: {
    sample: (ids) => ({
      body: { roleId: ids.role, projectId: ids.project, grants: [{ view: 'plane-model', functions: ['Add'] }] },
    }),
    run: grantRole,
  },
  QueryGrant: {
    sample: (ids) => ({ body: { roleId: ids.role, projectId: ids.project } }),
    run: queryGrant,
  },
});
