import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneEntities, queryPlaneNames } from './plane-entity.repo';
import { addPlaneEntity, changePlaneEntity, removePlaneEntity } from './plane-entity.service';

// Aircraft of the current company. The register (hours, certificates, owners) needs the plane-entity view,
// its writes the view's functions; pickers on other screens read QueryNames (docs/decisions.md "Reference
// queries: who may read what").
export default defineModule(PlaneEntity.api, {
  Query: {
    access: { view: 'plane-entity' },
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: ({ db, scope, body }) => queryPlaneEntities(db, scope, body),
  },
  QueryNames: {
    // Reference list for pickers on any screen (fleet monitor filter, later records): id, tail number and
    // model id of the company's aircraft, never hours or registration data. Tail numbers are painted on the
    // aircraft; every member of the company may know them.
    access: 'member',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: ({ db, scope, body }) => queryPlaneNames(db, scope, body),
  },
  Add: {
    access: { allow: ['plane-entity', 'Add'] },
    sample: (ids) => ({ body: { name: 'B-MTRX', model: ids.planeModel, allFlyHours: 12.5 } }),
    run: addPlaneEntity,
  },
  Update: {
    access: { allow: ['plane-entity', 'Edit'] },
    // The sample aircraft has a flight log (plane-fly's fixture): its hours are the log's, not the form's.
    sample: (ids) => ({ body: { id: ids.planeEntity, ownerPost: '100000', seri: 'SN-MATRIX' } }),
    run: changePlaneEntity,
  },
  Delete: {
    access: { allow: ['plane-entity', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.planeEntity } }),
    run: removePlaneEntity,
  },
});
