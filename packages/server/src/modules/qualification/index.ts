import type { ServerModule } from '../../platform/registry';
import {
  authorisationRoutes,
  licenceRoutes,
  medicalRoutes,
  qualificationRoutes,
  trainingRoutes,
} from './qualification.routes';

// Qualifications (issue 34; docs/architecture.md "Qualifications"): licences, authorisations, training records and
// medicals of the company's members, recency, the warnings and the matrix. The public face (docs/architecture.md
// "Modules"): what other modules may call.
export { type GivenLicence, giveLicence } from './licence-rows';
export { pilotProblems } from './pilot';
export { recencySince, type WorkDays, workDays } from './recency';
export { type QualifiedSigner, qualifiedSigner } from './signer';

export default {
  name: 'Qualification',
  routes: [qualificationRoutes, licenceRoutes, authorisationRoutes, trainingRoutes, medicalRoutes],
  fixture: () => import('./qualification.fixture'),
} satisfies ServerModule;
