import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import { defineModule, type SampleIds } from '../../platform/http/module';
import { flagHandlers } from '../maintain-item';
import {
  addCtrl,
  batchAdd,
  batchDelete,
  batchSync,
  changeCtrl,
  fleetSummary,
  queryCtrl,
  queryFleetCtrl,
  refreshTimeState,
  removeCtrl,
  reorderCtrl,
  setCtrlFlag,
  updateCurTimeItem,
  updateExecDate,
  updateExecHours,
  updateExpireDate,
  updateMatSeri,
} from './maintain-ctrl.service';

// /api/MaintainCtrl/*: an aircraft's maintenance control items (materials document §7 "Maintenance control")
// plus Reorder, QueryFleet and FleetSummary (the fleet time-control monitor). Reading an aircraft's list needs
// the plane-entity view, the fleet calls the maintain-control view; changes need the plane-entity view's
// functions, the spec's MaintainCtrl module (Add: add and import; Edit: edits, executions, sync, order,
// refresh, enable/disable; Execute: approval; Delete: delete and batch delete): the aircraft screen's
// maintenance setup is written with the same grant as the aircraft (docs/decisions.md "One permission
// scheme: views"). The service scopes everything to the caller's company.

const rule = { name: 'Matrix rule', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null };

const item = (ids: SampleIds) => ({ body: { id: ids.maintainCtrl, name: 'x' } });

export default defineModule(MaintainCtrl.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryCtrl,
  },
  QueryFleet: {
    sample: () => ({ body: { warningOnly: false } }),
    run: queryFleetCtrl,
  },
  FleetSummary: {
    kind: 'read',
    run: fleetSummary,
  },
  Add: {
    sample: (ids) => ({
      body: {
        planeEntity: ids.planeEntity,
        name: 'Matrix control',
        type: 1,
        content: 'Check',
        timerContent: [rule],
        timerSource: 1,
        timeAlign: 0,
      },
    }),
    run: addCtrl,
  },
  Update: {
    sample: (ids) => ({
      body: {
        id: ids.maintainCtrl,
        name: 'Matrix renamed',
        type: 1,
        content: 'Check',
        timerContent: [rule],
        timerSource: 1,
        timeAlign: 0,
      },
    }),
    run: changeCtrl,
  },
  Delete: {
    sample: item,
    run: removeCtrl,
  },
  BatchDelete: {
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainCtrlSpare) } }),
    run: batchDelete,
  },
  ...flagHandlers(item, setCtrlFlag),
  UpdateMatSeri: {
    sample: (ids) => ({ body: { id: ids.maintainCtrl, matSeri: 'SN-1' } }),
    run: updateMatSeri,
  },
  UpdateCurTimeItem: {
    sample: (ids) => ({ body: { id: ids.maintainCtrl, curTimeItem: 'Matrix rule' } }),
    run: updateCurTimeItem,
  },
  UpdateExecDate: {
    sample: (ids) => ({ body: { id: ids.maintainCtrl, executeDate: '2026-01-15 00:00:00' } }),
    run: updateExecDate,
  },
  UpdateExpireDate: {
    sample: (ids) => ({ body: { id: ids.maintainCtrl, expireDateSet: '2027-01-15 00:00:00' } }),
    run: updateExpireDate,
  },
  UpdateExecHours: {
    sample: (ids) => ({ body: { id: ids.maintainCtrl, executeHours: 120, initHours: 0 } }),
    run: updateExecHours,
  },
  BatchAdd: {
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainItem) } }),
    run: batchAdd,
  },
  BatchSync: {
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainCtrl) } }),
    run: batchSync,
  },
  RefreshTimeState: {
    sample: (ids) => ({ body: { id: ids.planeEntity } }),
    run: refreshTimeState,
  },
  Reorder: {
    sample: (ids) => ({ body: { planeEntity: ids.planeEntity, ids: [ids.maintainCtrl] } }),
    run: reorderCtrl,
  },
});
