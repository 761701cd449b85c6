import { PlaneModel } from '@hangar/domain/contracts/registers';
import { defineModule } from '../../platform/http/module';
import { queryPlaneModels } from './plane-model.repo';
import { addPlaneModel, changePlaneModel, removePlaneModel } from './plane-model.service';

// Aircraft models, a catalogue shared by every company. Writes need the plane-model view's functions and
// company 10000 or the model's managing company (601 register.modelNotManager otherwise).
export default defineModule(PlaneModel.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeModel }] } }),
    run: ({ db, body }) => queryPlaneModels(db, body),
  },
  Add: {
    sample: (ids) => ({ body: { name: 'Matrix model', type: ids.planeType, seats: 4 } }),
    run: addPlaneModel,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.planeModel, remarks: 'Matrix remarks', seats: 6 } }),
    run: changePlaneModel,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.planeModel } }),
    run: removePlaneModel,
  },
});
