import { PlaneType } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneTypes } from './plane-type.repo';
import { addPlaneType, changePlaneType, removePlaneType } from './plane-type.service';

// Plane types (model categories): a tree shared by every company. Writes need the plane-model view's
// functions and the platform organisation (company 10000); others are refused with 601 and a clear message.
export default defineModule(PlaneType.api, {
  Query: {
    // Shared catalogue and reference data for pickers (page size 1000): any member reads every type.
    access: 'member',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeType }] } }),
    run: ({ db, body }) => queryPlaneTypes(db, body),
  },
  Add: {
    access: { allow: ['plane-model', 'Add'] },
    sample: (ids) => ({ body: { name: 'Matrix type', parent: ids.planeType } }),
    run: addPlaneType,
  },
  Update: {
    access: { allow: ['plane-model', 'Edit'] },
    sample: (ids) => ({ body: { id: ids.planeType, name: 'Matrix renamed type' } }),
    run: changePlaneType,
  },
  Delete: {
    access: { allow: ['plane-model', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.planeType } }),
    run: removePlaneType,
  },
});
