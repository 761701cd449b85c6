import { IdInput } from '@hangar/domain/contracts/platform';
import { PlaneModelInput, PlaneModelUpdateInput } from '@hangar/domain/contracts/registers';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryPlaneModels } from './plane-model.repo';
import { addPlaneModel, changePlaneModel, removePlaneModel, toPlaneModel } from './plane-model.service';

// Aircraft models, a catalogue shared by every company. Writes need the plane-model view's functions and
// company 10000 or the model's managing company (601 register.modelNotManager otherwise).
export default defineModule('PlaneModel', {
  Query: action({
    body: QueryPayload,
    // Shared catalogue and reference data (pickers, page size 1000): any member reads every model, with the
    // names of its category, brand and managing company.
    access: 'member',
    summary: 'Models of the shared catalogue with typeName, brandName, managerName (default sort: name)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeModel }] } }),
    run: async ({ db, body }) => {
      const page = await queryPlaneModels(db, body);
      return { items: page.items.map(toPlaneModel), totalItems: page.totalItems };
    },
  }),
  Add: action({
    body: PlaneModelInput,
    access: { allow: ['plane-model', 'Add'] },
    summary: 'Adds a model; the caller’s company manages it unless company 10000 names another manager',
    sample: (ids) => ({ body: { name: 'Matrix model', type: ids.planeType, seats: 4 } }),
    run: addPlaneModel,
  }),
  Update: action({
    body: PlaneModelUpdateInput,
    access: { allow: ['plane-model', 'Edit'] },
    summary: 'Changes a model (absent fields keep their value); company 10000 or the manager only',
    sample: (ids) => ({ body: { id: ids.planeModel, remarks: 'Matrix remarks', seats: 6 } }),
    run: changePlaneModel,
  }),
  Delete: action({
    body: IdInput,
    access: { allow: ['plane-model', 'Delete'] },
    summary: 'Deletes a model without aircraft or other dependent records; company 10000 or the manager only',
    sample: (ids) => ({ body: { id: ids.planeModel } }),
    run: removePlaneModel,
  }),
});
