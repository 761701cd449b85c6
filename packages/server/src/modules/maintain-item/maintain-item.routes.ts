import { MaintainItem } from '@hangar/domain/contracts/maintenance';
import { defineModule } from '../../platform/http/module';
import { flagHandlers } from './flag-actions';
import {
  addMaintainItem,
  changeMaintainItem,
  maintainItemById,
  queryItems,
  removeMaintainItem,
  reorderMaintainItems,
  setItemFlag,
} from './maintain-item.service';

// /api/MaintainItem/*: a model's maintenance items (model document §7 "Maintenance items") plus Reorder.
// Reads are open to every member (shared catalogue, docs/domain.md: every company reads every model's content; the
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

export default defineModule(MaintainItem.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: ids.planeModel }] } }),
    run: queryItems,
  },
  QueryById: {
    sample: (ids) => ({ body: { tagId: ids.maintainItem } }),
    run: maintainItemById,
  },
  Add: {
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
  },
  Update: {
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
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.maintainItemSpare } }),
    run: removeMaintainItem,
  },
  ...flagHandlers((ids) => ({ body: { id: ids.maintainItem } }), setItemFlag),
  Reorder: {
    sample: (ids) => ({ body: { model: ids.planeModel, ids: [ids.maintainItem] } }),
    run: reorderMaintainItems,
  },
});
