import { todayIn } from '@hangar/domain/dates';
import type { ServerModule } from '../../platform/registry';
import routes from './maintain-ctrl.routes';
import { refreshPlaneDue } from './maintain-ctrl.service';
import { overdueItemReasons } from './maintain-ctrl.status.repo';

export { countersOf } from './maintain-ctrl.due';
// The public face (docs/architecture.md "Modules"): what other modules may call.
export { type CtrlBefore, executeForRecord, type RecordWork, restoreForRecord } from './maintain-ctrl.records';
export { type CtrlRead, forecastItemsOf } from './maintain-ctrl.repo';
export {
  controlForNotice,
  type NoticeControl,
  queryCtrl,
  queryFleetCtrl,
  readCtrl,
  releaseForNotice,
} from './maintain-ctrl.service';

export default {
  name: 'MaintainCtrl',
  routes: [routes],
  fixture: () => import('./maintain-ctrl.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'maintain_ctrl', column: 'plane_id', message: 'maintain.planeHasItems' },
    // The control items were copied from the old model's items: the aircraft keeps its model while they exist.
    { of: 'plane_entity.model_id', table: 'maintain_ctrl', column: 'plane_id', message: 'maintain.planeModelLocked' },
    // A model item that control items were copied from (BatchSync follows the link).
    { of: 'maintain_item', table: 'maintain_ctrl', column: 'maintain_item_id', message: 'maintain.itemInUse' },
  ],
  // Each enabled item overdue beyond its tolerance grounds its aircraft (issue 32).
  statusReasons: overdueItemReasons,
  on: {
    // The stored due of the aircraft's control items follows its counters, in the same transaction.
    planeCountersChanged: async (ctx, { companyId, planeId }) => {
      const ids = await refreshPlaneDue(ctx.db, companyId, planeId, todayIn(ctx.deps.config.timeZone));
      if (ids.length > 0) ctx.changed('maintain_ctrl', ids);
    },
  },
} satisfies ServerModule;
