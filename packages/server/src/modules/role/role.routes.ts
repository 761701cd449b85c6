import { Role } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryRoles } from './role.repo';
import { addRole, changeRole, grantRole, queryGrant, removeRole, toRole } from './role.service';

export default defineModule(Role.api, {
  Query: {
    access: { view: 'organize-role' },
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.role }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryRoles(db, scope, body);
      return { items: page.items.map(toRole), totalItems: page.totalItems };
    },
  },
  Add: {
    access: { allow: ['organize-role', 'Add'] },
    sample: () => ({ body: { name: 'Matrix role', remark: 'added by the security matrix' } }),
    run: addRole,
  },
  Update: {
    access: { allow: ['organize-role', 'Edit'] },
    sample: (ids) => ({ body: { id: ids.role, name: 'Matrix renamed role' } }),
    run: changeRole,
  },
  Delete: {
    access: { allow: ['organize-role', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.role } }),
    run: removeRole,
  },
  Grant: {
    access: { allow: ['organize-auth', 'Edit'] },
    sample: (ids) => ({
      body: { roleId: ids.role, projectId: ids.project, grants: [{ view: 'plane-model', functions: ['Add'] }] },
    }),
    run: grantRole,
  },
  QueryGrant: {
    access: { view: 'organize-auth' },
    sample: (ids) => ({ body: { roleId: ids.role, projectId: ids.project } }),
    run: queryGrant,
  },
});
