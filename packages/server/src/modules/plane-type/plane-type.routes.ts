import { PlaneType } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneTypes } from './plane-type.repo';
import { addPlaneType, changePlaneType, removePlaneType } from './plane-type.service';

// Plane types (model categories): a tree shared by every company. Writes need the plane-model view's
// functions and the platform organisation (company 10000); others are refused with 601 and a clear message.
export default defineModule(PlaneType.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeType }] } }),
    run: ({ db, body }) => queryPlaneTypes(db, body),
  },
  Add: {
    sample: (ids) => ({ body: { name: 'Matrix type', parent: ids.planeType } }),
    run: addPlaneType,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.planeType, name: 'Matrix renamed type' } }),
    run: changePlaneType,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.planeType } }),
    run: removePlaneType,
  },
});
