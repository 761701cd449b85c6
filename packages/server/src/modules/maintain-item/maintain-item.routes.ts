import {
  MaintainItemByIdInput,
  MaintainItemInput,
  MaintainItemReorderInput,
  MaintainItemStateInput,
  MaintainItemUpdateInput,
} from '@hangar/domain/contracts/maintenance';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { flagActions } from './flag-actions';
import { queryMaintainItems } from './maintain-item.repo';
import {
  addMaintainItem,
  changeMaintainItem,
  maintainItemById,
  removeMaintainItem,
  reorderMaintainItems,
  setItemFlag,
  toMaintainItem,
} from './maintain-item.service';

// /api/MaintainItem/*: a model's maintenance items (model document §7 "Maintenance items") plus Reorder.
// Reads are open to every member (shared catalogue, DOMAIN.md: every company reads every model's content; the
// model drawer and the aircraft's import picker; docs/decisions.md "Reference queries: who may read what");
// writes need the plane-model view's function and, in the service, company 10000 or the model's manager.

const rule = {
  name: 'Oil change',
  type: 1,
  hc: 50,
  ho: null,
  hw: null,
  cc: null,
  co: null,
  cw: null,
};

export default defineModule('MaintainItem', {
  Query: action({
    body: QueryPayload,
    access: 'member',
    summary: 'Maintenance items of the shared catalogue (fixed filter planeModel; default sort: drag order)',
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: ids.planeModel }] } }),
    run: async ({ db, body }) => {
      const page = await queryMaintainItems(db, body);
      return { items: page.items.map(toMaintainItem), totalItems: page.totalItems };
    },
  }),
  QueryById: action({
    body: MaintainItemByIdInput,
    access: 'member',
    summary: 'One maintenance item (tagId = its id)',
    sample: (ids) => ({ body: { tagId: ids.maintainItem } }),
    run: maintainItemById,
  }),
  Add: action({
    body: MaintainItemInput,
    access: { allow: ['plane-model', 'Add'] },
    summary: 'Adds a maintenance item to a model (company 10000 or the model’s manager)',
    sample: (ids) => ({
      body: {
        planeModel: ids.planeModel,
        name: 'Matrix item',
        type: 1,
        content: 'Check',
        timerContent: [rule],
        timerSource: 1,
        timeAlign: 0,
      },
    }),
    run: addMaintainItem,
  }),
  Update: action({
    body: MaintainItemUpdateInput,
    access: { allow: ['plane-model', 'Edit'] },
    summary: 'Changes a maintenance item',
    sample: (ids) => ({
      body: {
        id: ids.maintainItem,
        name: 'Matrix renamed',
        type: 1,
        content: 'Check',
        timerContent: [rule],
        timerSource: 1,
        timeAlign: 0,
      },
    }),
    run: changeMaintainItem,
  }),
  Delete: action({
    body: MaintainItemStateInput,
    access: { allow: ['plane-model', 'Delete'] },
    summary: 'Deletes a maintenance item no aircraft uses',
    sample: (ids) => ({ body: { id: ids.maintainItemSpare } }),
    run: removeMaintainItem,
  }),
  ...flagActions('plane-model', MaintainItemStateInput, (ids) => ({ body: { id: ids.maintainItem } }), setItemFlag),
  Reorder: action({
    body: MaintainItemReorderInput,
    access: { allow: ['plane-model', 'Edit'] },
    summary: 'Drag order: the model’s item ids in their new order',
    sample: (ids) => ({ body: { model: ids.planeModel, ids: [ids.maintainItem] } }),
    run: reorderMaintainItems,
  }),
});
