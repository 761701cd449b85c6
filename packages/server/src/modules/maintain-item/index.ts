import type { ServerModule } from '../../platform/registry';
import routes from './maintain-item.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { flagHandlers } from './flag-actions';
export { findMaintainItem, findMaintainItems, type MaintainItemRecord } from './maintain-item.repo';
export { applyReorder, assertModelWriter, checkTimeRules, definitionOf, modelRefusals } from './maintain-item.service';

export default {
  name: 'MaintainItem',
  routes: [routes],
  fixture: () => import('./maintain-item.fixture'),
  // A model with maintenance items stays.
  dependents: [{ of: 'plane_model', table: 'maintain_item', column: 'model_id', message: 'maintain.modelHasItems' }],
} satisfies ServerModule;
