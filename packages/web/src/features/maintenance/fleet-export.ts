import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import type { TFunction } from 'i18next';
import type { ExportColumn } from '../../components/excel-export';
import { type DueDeferral, deferralItemText } from '../deferrals/deferral-rows';
import { maintainTypeLabel } from './codes';
import { dueStateText } from './ctrl-rows';
import { type DueExportCells, dueExportCells, dueExportColumns } from './due-export';
import { fleetRuleLines } from './fleet-columns';

// The fleet monitor's Excel sheet (FleetPage's Export): its columns and one flat record per row, what the table
// shows as text and numbers. The screen fetches the rows and runs the export.

/** A row of the Excel export: what the table shows, as text and numbers. */
export interface FleetExportRow extends DueExportCells {
  planeName: string;
  modelName: string;
  allFlyHours: number;
  allLandings: number;
  name: string;
  type: string;
  rule: string;
  state: string;
}

// One flat record per row: the sheet's columns are keyed by field, so each needs a field of its own.
export function fleetExportRow(r: FleetRow, t: TFunction, language: string): FleetExportRow {
  return {
    planeName: r.planeName,
    modelName: r.modelName,
    allFlyHours: r.allFlyHours,
    allLandings: r.allLandings,
    name: r.name,
    type: maintainTypeLabel(language, r.type),
    rule: fleetRuleLines(r, language).join('\n'),
    ...dueExportCells(r.due, t),
    state: dueStateText(r, t),
  };
}

/** An open deferral among the items (issue 32): the MEL item and fault as the name, 保留 C as the type, the placard. */
export function deferralExportRow(r: DueDeferral, t: TFunction, modelName: string): FleetExportRow {
  return {
    planeName: r.planeName ?? '',
    modelName,
    allFlyHours: r.allFlyHours,
    allLandings: r.allLandings,
    name: [`MEL ${deferralItemText(r)}`, r.faultTitle].filter(Boolean).join('\n'),
    type: t('deferral.kind', { category: r.category }),
    rule: r.placard,
    ...dueExportCells(r.due, t),
    state: dueStateText(r, t),
  };
}

export function fleetExportColumns(t: TFunction): ExportColumn<FleetExportRow>[] {
  return [
    { title: t('maintenance.fleet.planeName'), dataIndex: 'planeName' },
    { title: t('maintenance.fleet.model'), dataIndex: 'modelName' },
    { title: t('maintenance.fleet.allFlyHours'), dataIndex: 'allFlyHours' },
    { title: t('maintenance.fleet.allLandings'), dataIndex: 'allLandings' },
    { title: t('maintenance.name'), dataIndex: 'name', width: 30 },
    { title: t('maintenance.type'), dataIndex: 'type' },
    { title: t('maintenance.fleet.currentRule'), dataIndex: 'rule', width: 30 },
    ...dueExportColumns<FleetExportRow>(t),
    { title: t('maintenance.state'), dataIndex: 'state' },
  ];
}
