import type { ServerModule } from '../../platform/registry';
import routes from './document.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findDocument } from './document.repo';

export default {
  name: 'Document',
  routes: [routes],
  fixture: () => import('./document.fixture'),
  // A model or an aircraft whose library still holds documents or folders stays.
  dependents: [
    { of: 'plane_model', table: 'model_document', column: 'target', message: 'document.modelHasDocuments' },
    { of: 'plane_entity', table: 'document', column: 'plane_id', message: 'document.planeHasDocuments' },
    { of: 'model_document', table: 'model_document', column: 'superseded_by', message: 'adreg.documentSupersedes' },
  ],
} satisfies ServerModule;
