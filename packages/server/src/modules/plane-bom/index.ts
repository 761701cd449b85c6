import { todayIn } from '@hangar/domain/dates';
import type { ServerModule } from '../../platform/registry';
import routes from './plane-bom.routes';
import { refreshPlaneLife } from './plane-bom.service';
import { lifeExceededReasons } from './plane-bom.status.repo';

export { type ComponentRef, findComponent, installedComponents } from './plane-bom.installed.repo';
export { queryBom, replaceBom } from './plane-bom.service';

export default {
  name: 'PlaneBom',
  routes: [routes],
  fixture: () => import('./plane-bom.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'plane_bom', column: 'plane_id', message: 'bom.planeHasComponents' },
    { of: 'material', table: 'plane_bom', column: 'material_id', message: 'bom.materialInUse' },
  ],
  // An installed component over a life limit grounds its aircraft (issue 32).
  statusReasons: lifeExceededReasons,
  on: {
    // The stored life of the aircraft's installed components follows its counters, in the same transaction.
    planeCountersChanged: async (ctx, { companyId, planeId }) => {
      const ids = await refreshPlaneLife(ctx.db, companyId, planeId, todayIn(ctx.deps.config.timeZone));
      if (ids.length > 0) ctx.changed('plane_bom', ids);
    },
  },
} satisfies ServerModule;
