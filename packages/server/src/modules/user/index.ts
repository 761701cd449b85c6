import type { ServerModule } from '../../platform/registry';
import routes from './user.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export {
  findUserById,
  findUserByPhone,
  firstProjectOf,
  membershipsOf,
  setDefaultCompany,
  setPassHash,
} from './user.repo';

export default {
  name: 'User',
  routes: [routes],
} satisfies ServerModule;
