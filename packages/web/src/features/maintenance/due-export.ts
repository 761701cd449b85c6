import type { Due } from '@hangar/domain/due';
import type { TFunction } from 'i18next';
import type { ExportColumn } from '../../components/excel-export';
import { dueByText, expireDateText } from './ctrl-rows';
import { dateText } from './display';

// The due figures of a control item as export cells (the fleet monitor's Excel export; any list that exports a
// due uses the same columns): due date (forecasts included) and what drives it, the forecast day, expiry date,
// days left, expiry and remaining hours, expiry and remaining landings — what the lists' due columns show.

export interface DueExportCells {
  dueDate: string;
  dueBy: string;
  forecastDate: string;
  expireDate: string;
  remainDays: number | null;
  expireHours: number | null;
  remainHours: number | null;
  expireLandings: number | null;
  remainLandings: number | null;
}

export function dueExportCells(due: Due | null | undefined, t: TFunction): DueExportCells {
  return {
    dueDate: dateText(due?.dueDate, t),
    dueBy: dueByText(due, t),
    forecastDate: dateText(due?.forecastDate, t),
    expireDate: expireDateText(due, t),
    remainDays: due?.remainDays ?? null,
    expireHours: due?.expireHours ?? null,
    remainHours: due?.remainHours ?? null,
    expireLandings: due?.expireLandings ?? null,
    remainLandings: due?.remainLandings ?? null,
  };
}

export function dueExportColumns<Row extends DueExportCells>(t: TFunction): ExportColumn<Row>[] {
  return [
    { title: t('maintenance.dueDate'), dataIndex: 'dueDate' },
    { title: t('maintenance.dueByColumn'), dataIndex: 'dueBy' },
    { title: t('maintenance.forecastDate'), dataIndex: 'forecastDate' },
    { title: t('maintenance.expireDate'), dataIndex: 'expireDate' },
    { title: t('maintenance.remainDays'), dataIndex: 'remainDays' },
    { title: t('maintenance.expireHours'), dataIndex: 'expireHours' },
    { title: t('maintenance.remainHours'), dataIndex: 'remainHours' },
    { title: t('maintenance.expireLandings'), dataIndex: 'expireLandings' },
    { title: t('maintenance.remainLandings'), dataIndex: 'remainLandings' },
  ];
}
