import type { ServerModule } from '../../platform/registry';
import { claimInvitations } from './employ.repo';
import routes from './employ.routes';
import memberAccount from './member-account';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findMember, ownRealName, primaryLicenceOf } from './employ.repo';

export default {
  name: 'Employ',
  routes: [routes, memberAccount],
  dependents: [
    // A department with employees stays (checked after its sub-departments).
    { of: 'department', table: 'employ', column: 'department', message: 'department.hasEmployees' },
    // A role that an employee holds stays.
    { of: 'role', table: 'employ_role', column: 'role_id', message: 'role.inUse' },
  ],
  on: {
    // Invitations sent to a phone before an account held it go to the account that now does.
    phoneClaimed: (ctx, { userId, phone }) => claimInvitations(ctx.db, userId, phone),
  },
} satisfies ServerModule;
