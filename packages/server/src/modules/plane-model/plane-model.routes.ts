import { PlaneModel } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneModels } from './plane-model.repo';
import { addPlaneModel, changePlaneModel, removePlaneModel } from './plane-model.service';

// Aircraft models, a catalogue shared by every company. Writes need the plane-model view's functions and
// company 10000 or the model's managing company (601 register.modelNotManager otherwise).
export default defineModule(PlaneModel.api, {
  Query: {
    // Shared catalogue and reference data (pickers, page size 1000): any member reads every model, with the
    // names of its category, brand and managing company.
    access: 'member',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeModel }] } }),
    run: ({ db, body }) => queryPlaneModels(db, body),
  },
  Add: {
    access: { allow: ['plane-model', 'Add'] },
    sample: (ids) => ({ body: { name: 'Matrix model', type: ids.planeType, seats: 4 } }),
    run: addPlaneModel,
  },
  Update: {
    access: { allow: ['plane-model', 'Edit'] },
    sample: (ids) => ({ body: { id: ids.planeModel, remarks: 'Matrix remarks', seats: 6 } }),
    run: changePlaneModel,
  },
  Delete: {
    access: { allow: ['plane-model', 'Delete'] },
    sample: (ids) => ({ body: { id: ids.planeModel } }),
    run: removePlaneModel,
  },
});
