import { IdInput } from '@hangar/domain/contracts/platform';
import { PlaneEntityInput, PlaneEntityUpdateInput } from '@hangar/domain/contracts/registers';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryPlaneEntities } from './plane-entity.repo';
import { addPlaneEntity, changePlaneEntity, removePlaneEntity, toPlaneEntity } from './plane-entity.service';

// Aircraft of the current company. Writes need the plane-entity view's functions.
export default defineModule('PlaneEntity', {
  Query: action({
    body: QueryPayload,
    // Reference data for pickers everywhere (page size 1000) and the aircraft screen: any member of the
    // company reads its aircraft, with the model's name.
    access: 'member',
    summary: 'Aircraft of the current company with modelName (default sort: tail number)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryPlaneEntities(db, scope, body);
      return { items: page.items.map(toPlaneEntity), totalItems: page.totalItems };
    },
  }),
  Add: action({
    body: PlaneEntityInput,
    access: { allow: ['plane-entity', 'Add'] },
    summary: 'Adds an aircraft (tail number unique within the company; any model of the catalogue)',
    sample: (ids) => ({ body: { name: 'B-MTRX', model: ids.planeModel, allFlyHours: 12.5 } }),
    run: addPlaneEntity,
  }),
  Update: action({
    body: PlaneEntityUpdateInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Changes an aircraft (absent fields keep their value), including allFlyHours',
    sample: (ids) => ({ body: { id: ids.planeEntity, allFlyHours: 1500.5, ownerPost: '100000' } }),
    run: changePlaneEntity,
  }),
  Delete: action({
    body: IdInput,
    access: { allow: ['plane-entity', 'Delete'] },
    summary: 'Deletes an aircraft without dependent records',
    sample: (ids) => ({ body: { id: ids.planeEntity } }),
    run: removePlaneEntity,
  }),
});
