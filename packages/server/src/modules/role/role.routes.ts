import {
  IdInput,
  RoleGrantInput,
  RoleInput,
  RoleQueryGrantInput,
  RoleUpdateInput,
} from '@hangar/domain/contracts/platform';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryRoles } from './role.repo';
import { addRole, changeRole, grantRole, queryGrant, removeRole, toRole } from './role.service';

export default defineModule('Role', {
  Query: action({
    body: QueryPayload,
    access: { view: 'organize-role' },
    summary: 'Roles of the current company',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.role }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryRoles(db, scope, body);
      return { items: page.items.map(toRole), totalItems: page.totalItems };
    },
  }),
  Add: action({
    body: RoleInput,
    access: { allow: ['organize-role', 'Add'] },
    summary: 'Adds a role (names are unique per company)',
    sample: () => ({ body: { name: 'Matrix role', remark: 'added by the security matrix' } }),
    run: addRole,
  }),
  Update: action({
    body: RoleUpdateInput,
    access: { allow: ['organize-role', 'Edit'] },
    summary: 'Renames a role or changes its remark',
    sample: (ids) => ({ body: { id: ids.role, name: 'Matrix renamed role' } }),
    run: changeRole,
  }),
  Delete: action({
    body: IdInput,
    access: { allow: ['organize-role', 'Delete'] },
    summary: 'Deletes a role that no employee holds, with its grants',
    sample: (ids) => ({ body: { id: ids.role } }),
    run: removeRole,
  }),
  Grant: action({
    body: RoleGrantInput,
    access: { allow: ['organize-auth', 'Edit'] },
    summary: 'Replaces the grants (view × functions) of a role in a project (default: the session’s)',
    sample: (ids) => ({
      body: { roleId: ids.role, projectId: ids.project, grants: [{ view: 'plane-model', functions: ['Add'] }] },
    }),
    run: grantRole,
  }),
  QueryGrant: action({
    body: RoleQueryGrantInput,
    access: { view: 'organize-auth' },
    summary: 'The grants of a role in a project, for the auth screen',
    sample: (ids) => ({ body: { roleId: ids.role, projectId: ids.project } }),
    run: queryGrant,
  }),
});
