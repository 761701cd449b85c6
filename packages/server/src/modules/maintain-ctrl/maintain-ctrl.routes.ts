import {
  BatchAddInput,
  BatchDeleteInput,
  BatchSyncInput,
  FleetQueryInput,
  FleetSummaryInput,
  MaintainCtrlInput,
  MaintainCtrlReorderInput,
  MaintainCtrlStateInput,
  MaintainCtrlUpdateInput,
  RefreshTimeStateInput,
  UpdateCurTimeItemInput,
  UpdateExecDateInput,
  UpdateExecHoursInput,
  UpdateExpireDateInput,
  UpdateMatSeriInput,
} from '@hangar/domain/contracts/maintenance';
import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { flagActions } from '../maintain-item/flag-actions';
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

const item = (ids: Readonly<Record<string, number>>) => ({ body: { id: ids.maintainCtrl, name: 'x' } });

export default defineModule('MaintainCtrl', {
  Query: action({
    body: QueryPayload,
    access: { view: 'plane-entity' },
    summary: 'Control items (fixed filter planeEntity), each with its due and its rules’ due for today',
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryCtrl,
  }),
  QueryFleet: action({
    body: FleetQueryInput,
    access: { view: 'maintain-control' },
    summary: 'Every enabled control item of the company’s aircraft with tail number and model; nearest due first',
    sample: () => ({ body: { warningOnly: false } }),
    run: queryFleetCtrl,
  }),
  FleetSummary: action({
    body: FleetSummaryInput,
    access: { view: 'maintain-control' },
    kind: 'read',
    summary: 'Counts for today: overdue, warning (overdue included), due this month, due next month',
    run: fleetSummary,
  }),
  Add: action({
    body: MaintainCtrlInput,
    access: { allow: ['plane-entity', 'Add'] },
    summary: 'Adds a control item to an aircraft',
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
  }),
  Update: action({
    body: MaintainCtrlUpdateInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Changes a control item (absent execution fields keep their value)',
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
  }),
  Delete: action({
    body: MaintainCtrlStateInput,
    access: { allow: ['plane-entity', 'Delete'] },
    summary: 'Deletes a control item',
    sample: item,
    run: removeCtrl,
  }),
  BatchDelete: action({
    body: BatchDeleteInput,
    access: { allow: ['plane-entity', 'Delete'] },
    summary: 'Deletes the ticked control items of an aircraft (id = aircraft, idExt = items), all or nothing',
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainCtrlSpare) } }),
    run: batchDelete,
  }),
  ...flagActions('plane-entity', MaintainCtrlStateInput, item, setCtrlFlag),
  UpdateMatSeri: action({
    body: UpdateMatSeriInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Sets the serial number',
    sample: (ids) => ({ body: { id: ids.maintainCtrl, matSeri: 'SN-1' } }),
    run: updateMatSeri,
  }),
  UpdateCurTimeItem: action({
    body: UpdateCurTimeItemInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Clicks a rule chip: makes it current, or clears it (types 3 and 4 only)',
    sample: (ids) => ({ body: { id: ids.maintainCtrl, curTimeItem: 'Matrix rule' } }),
    run: updateCurTimeItem,
  }),
  UpdateExecDate: action({
    body: UpdateExecDateInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Sets the last execution date (YYYY-MM-DD 00:00:00; null clears)',
    sample: (ids) => ({ body: { id: ids.maintainCtrl, executeDate: '2026-01-15 00:00:00' } }),
    run: updateExecDate,
  }),
  UpdateExpireDate: action({
    body: UpdateExpireDateInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Sets the fixed expiry date of fixed-date rules',
    sample: (ids) => ({ body: { id: ids.maintainCtrl, expireDateSet: '2027-01-15 00:00:00' } }),
    run: updateExpireDate,
  }),
  UpdateExecHours: action({
    body: UpdateExecHoursInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Sets the execution hours (and the initial hours)',
    sample: (ids) => ({ body: { id: ids.maintainCtrl, executeHours: 120, initHours: 0 } }),
    run: updateExecHours,
  }),
  BatchAdd: action({
    body: BatchAddInput,
    access: { allow: ['plane-entity', 'Add'] },
    summary: 'Imports model items into an aircraft (id = aircraft, idExt = model items); skips ones it has',
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainItem) } }),
    run: batchAdd,
  }),
  BatchSync: action({
    body: BatchSyncInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Re-copies the ticked items’ definitions and rules from their model items, all or nothing',
    sample: (ids) => ({ body: { id: ids.planeEntity, idExt: String(ids.maintainCtrl) } }),
    run: batchSync,
  }),
  RefreshTimeState: action({
    body: RefreshTimeStateInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Recomputes the stored due of an aircraft’s items (id), or of every aircraft of the company',
    sample: (ids) => ({ body: { id: ids.planeEntity } }),
    run: refreshTimeState,
  }),
  Reorder: action({
    body: MaintainCtrlReorderInput,
    access: { allow: ['plane-entity', 'Edit'] },
    summary: 'Drag order: the aircraft’s item ids in their new order',
    sample: (ids) => ({ body: { planeEntity: ids.planeEntity, ids: [ids.maintainCtrl] } }),
    run: reorderCtrl,
  }),
});
