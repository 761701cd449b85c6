import type { ServerModule } from '../../platform/registry';
import { workCardDocRoutes, workCardMatRoutes, workCardRoutes } from './work-card.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { cardsLinkedTo, findCard as findWorkCard } from './work-card.repo';

export default {
  name: 'WorkCard',
  routes: [workCardRoutes, workCardMatRoutes, workCardDocRoutes],
  fixture: () => import('./work-card.fixture'),
  dependents: [
    // A model with work cards stays; a maintenance item or a basis document a card links to stays.
    { of: 'plane_model', table: 'work_card', column: 'model_id', message: 'workcard.modelHasCards' },
    { of: 'maintain_item', table: 'work_card', column: 'maintain_id', message: 'workcard.itemHasCards' },
    { of: 'model_document', table: 'work_card', column: 'according_id', message: 'workcard.documentHasCards' },
  ],
} satisfies ServerModule;
