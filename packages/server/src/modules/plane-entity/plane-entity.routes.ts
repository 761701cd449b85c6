import { IdInput } from '@hangar/domain/contracts/platform';
import { PlaneEntityInput, PlaneEntityUpdateInput } from '@hangar/domain/contracts/registers';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryPlaneEntities, queryPlaneNames } from './plane-entity.repo';
import { addPlaneEntity, changePlaneEntity, removePlaneEntity, toPlaneEntity } from './plane-entity.service';

// Aircraft of the current company. The register (hours, certificates, owners) needs the plane-entity view,
// its writes the view's functions; pickers on other screens read QueryNames (docs/decisions.md "Reference
// queries: who may read what").
export default defineModule('PlaneEntity', {
  Query: action({
    body: QueryPayload,
    access: { view: 'plane-entity' },
    summary: 'Aircraft of the current company with modelName (default sort: tail number)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryPlaneEntities(db, scope, body);
      return { items: page.items.map(toPlaneEntity), totalItems: page.totalItems };
    },
  }),
  QueryNames: action({
    body: QueryPayload,
    // Reference list for pickers on any screen (fleet monitor filter, later records): id, tail number and
    // model id of the company's aircraft, never hours or registration data. Tail numbers are painted on the
    // aircraft; every member of the company may know them.
    access: 'member',
    summary: 'The company’s aircraft for pickers: id, name (tail number), model (filters id, name, model)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeEntity }] } }),
    run: async ({ db, scope, body }) => {
      const page = await queryPlaneNames(db, scope, body);
      return {
        items: page.items.map((r) => ({ id: r.id, name: r.name, model: r.model_id })),
        totalItems: page.totalItems,
      };
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
