import type { ServerModule } from '../../platform/registry';
import routes from './ad-register.routes';
import { adStatusReasons } from './ad-register.service';

// The public face (docs/architecture.md "Modules"): the register of an aircraft (the status report), the rows any
// reader of the register takes, and what a write to a document's register data raises.
export { adRegisterOf, documentsChanged, type RegisterFilter, registerOf } from './ad-register.service';

export default {
  name: 'AdRegister',
  routes: [routes],
  fixture: () => import('./ad-register.fixture'),
  statusReasons: adStatusReasons,
} satisfies ServerModule;
