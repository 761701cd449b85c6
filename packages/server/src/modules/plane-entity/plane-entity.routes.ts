import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneEntities, queryPlaneNames } from './plane-entity.repo';
import { addPlaneEntity, changePlaneEntity, removePlaneEntity } from './plane-entity.service';

// Aircraft of the current company. The register (hours, certificates, owners) needs the plane-entity view,
// its writes the view's functions; pickers on other screens read QueryNames (docs/decisions.md "Reference
// queries: who may read what").
export default defineModule(PlaneEntity.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: ({ db, scope, body }) => queryPlaneEntities(db, scope, body),
  },
  QueryNames: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: ({ db, scope, body }) => queryPlaneNames(db, scope, body),
  },
  Add: {
    sample: (ids) => ({ body: { name: 'B-MTRX', model: ids.planeModel, allFlyHours: 12.5 } }),
    run: addPlaneEntity,
  },
  Update: {
    // The sample aircraft has a flight log (plane-fly's fixture): its hours are the log's, not the form's.
    sample: (ids) => ({ body: { id: ids.planeEntity, ownerPost: '100000', seri: 'SN-MATRIX' } }),
    run: changePlaneEntity,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.planeEntity } }),
    run: removePlaneEntity,
  },
});
