import { IdInput } from '@hangar/domain/contracts/platform';
import { PlaneTypeInput, PlaneTypeUpdateInput } from '@hangar/domain/contracts/registers';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryPlaneTypes } from './plane-type.repo';
import { addPlaneType, changePlaneType, removePlaneType, toPlaneType } from './plane-type.service';

// Plane types (model categories): a tree shared by every company. Writes need the plane-model view's
// functions and the platform organisation (company 10000); others are refused with 601 and a clear message.
export default defineModule('PlaneType', {
  Query: action({
    body: QueryPayload,
    // Shared catalogue and reference data for pickers (page size 1000): any member reads every type.
    access: 'member',
    summary: 'Plane types of the shared catalogue (tree by parent; default sort: sorter ascending)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.planeType }] } }),
    run: async ({ db, body }) => {
      const page = await queryPlaneTypes(db, body);
      return { items: page.items.map(toPlaneType), totalItems: page.totalItems };
    },
  }),
  Add: action({
    body: PlaneTypeInput,
    access: { allow: ['plane-model', 'Add'] },
    summary: 'Adds a plane type (parent 0 = top level); company 10000 only',
    sample: (ids) => ({ body: { name: 'Matrix type', parent: ids.planeType } }),
    run: addPlaneType,
  }),
  Update: action({
    body: PlaneTypeUpdateInput,
    access: { allow: ['plane-model', 'Edit'] },
    summary: 'Renames, moves or reorders a plane type; company 10000 only',
    sample: (ids) => ({ body: { id: ids.planeType, name: 'Matrix renamed type' } }),
    run: changePlaneType,
  }),
  Delete: action({
    body: IdInput,
    access: { allow: ['plane-model', 'Delete'] },
    summary: 'Deletes a plane type without sub-types or models; company 10000 only',
    sample: (ids) => ({ body: { id: ids.planeType } }),
    run: removePlaneType,
  }),
});
