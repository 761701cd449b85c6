import type { ServerModule } from '../../platform/registry';
import { appraisalRoutes, noticeRoutes } from './plane-notice.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { type CardRef, findCardRef } from './plane-notice.repo';

export default {
  name: 'PlaneNotice',
  routes: [appraisalRoutes, noticeRoutes],
  fixture: () => import('./plane-notice.fixture'),
  // An evaluated model document, or an aircraft with notices, stays: the evaluation is part of its record.
  dependents: [
    { of: 'model_document', table: 'plane_notice', column: 'appraise_id', message: 'notice.documentEvaluated' },
    { of: 'plane_entity', table: 'plane_notice', column: 'plane_id', message: 'notice.planeHasNotices' },
  ],
} satisfies ServerModule;
