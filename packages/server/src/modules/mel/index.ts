import type { ServerModule } from '../../platform/registry';
import { closeOnSignOff, deferralReasons } from './deferral.service';
import { deferralRoutes, melRoutes, mmelRoutes } from './mel.routes';

// Deferred defects under an MEL (issue 32; docs/architecture.md "Deferred defects under an MEL"). The public face
// (docs/architecture.md "Modules"): what other modules may call.
export { deferralReasons, deferralsDue, deferralsOf, type OpenDeferral } from './deferral.service';

export default {
  name: 'Mel',
  routes: [mmelRoutes, melRoutes, deferralRoutes],
  fixture: () => import('./mel.fixture'),
  dependents: [
    { of: 'plane_model', table: 'mmel_item', column: 'model_id', message: 'mel.modelHasMmel' },
    { of: 'plane_model', table: 'mel_item', column: 'model_id', message: 'mel.modelHasMel' },
    { of: 'mmel_item', table: 'mel_item', column: 'mmel_id', message: 'mel.mmelUsed' },
    { of: 'mel_item', table: 'deferral', column: 'mel_item_id', message: 'mel.itemUsed' },
    { of: 'maintain_task', table: 'deferral', column: 'task_id', message: 'deferral.taskHasDeferral' },
    { of: 'plane_entity', table: 'deferral', column: 'plane_id', message: 'deferral.planeHasDeferrals' },
  ],
  on: {
    // A fault signed off closes its deferral.
    recordSigned: (ctx, event) => closeOnSignOff(ctx, event),
  },
  statusReasons: deferralReasons,
} satisfies ServerModule;
