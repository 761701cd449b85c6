import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { FLIGHT_PAGE_SIZE, PlaneFly, type PlaneFlyRow } from '@hangar/domain/contracts/utilisation';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DataTable } from '../../components/DataTable';
import { columnsOf } from '../../components/entity-fields';
import { type ExportColumn, useExport } from '../../components/excel-export';
import { postQuery } from '../../components/list-query';
import { FlightDialog, type FlightEditing } from './FlightDialog';
import { useFlightRights } from './flight-access';

/*
 * The flight log's records tab (spec §2.11): one aircraft's flight days, newest first, 30 a page (10, 20, 30,
 * 60, 90, 180 or 365). Columns: date, daily landings, GARMIN time, cumulative landings, daily flight hours,
 * cumulative airframe hours, engine hours, HOBBS time, air-ground time, remarks; when not read-only an
 * operation column (edit and delete, confirmed, each as the row's `abilities` say: the server answers delete only
 * on the aircraft's latest record and only to a caller who may delete) and the add button, by the user's rights
 * (flight-access.ts). A save refreshes the log (plane_fly) and the aircraft (plane_entity: its totals, the
 * drawer's title, the due figures). Export (also read-only): every record of the aircraft, newest first, in the
 * table's columns (dates as Excel dates, figures as numbers), file <tail number>-飞行记录-<date>.xlsx.
 */

export const FLIGHT_PAGE_SIZES = [10, 20, 30, 60, 90, 180, 365];

/** The records' columns, in the spec's order. */
export const RECORD_COLUMNS = [
  'flyDate',
  'dayFlyCount',
  'garminHours',
  'addFlyCount',
  'dayFlyHours',
  'addFlyHours',
  'addEngineHours',
  'hobbsHours',
  'airHours',
  'comments',
] as const;

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

export function FlightRecords({
  plane,
  readOnly = false,
}: {
  plane: { id: number; name: string };
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const rights = useFlightRights();
  const [editing, setEditing] = useState<FlightEditing | null>(null);
  const exporter = useExport();
  const fixedFilters = [{ name: 'plane', compare: 'eq', value: plane.id }];

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PlaneFly.table] }),
      queryClient.invalidateQueries({ queryKey: [PlaneEntity.table] }),
    ]);
  };

  const remove = (row: PlaneFlyRow) =>
    void confirmDelete({
      onOk: async () => {
        await call(PlaneFly.api.Delete, { id: row.id });
        await refresh();
      },
    });

  // Not sortable: a log reads in its own order (the server's: newest first).
  const columns: ColumnsType<PlaneFlyRow> = columnsOf<PlaneFlyRow>(PlaneFly, t, RECORD_COLUMNS, {
    flyDate: { render: day },
    comments: { ellipsis: true },
  }).map((c) => ({ ...c, sorter: false }));
  const exportColumns: ExportColumn<PlaneFlyRow>[] = RECORD_COLUMNS.map((name, i) => ({
    title: String(columns[i].title),
    dataIndex: name,
    ...(name === 'flyDate' ? { render: (row: PlaneFlyRow) => day(row.flyDate), width: 12 } : {}),
    ...(name === 'comments' ? { width: 40 } : {}),
  }));

  /** Every record of the aircraft (not only the page shown), newest first as the table lists them. */
  const exportRows = async () => {
    try {
      const all = await call(PlaneFly.api.Query, { fixedFilters, page: 1, pageSize: QUERY_LIMITS.maxPageSize });
      const title = t('flight.tab.records');
      await exporter.run<PlaneFlyRow>({
        fileName: `${plane.name}-${title}`,
        sheetName: title,
        columns: exportColumns,
        rows: all.items,
      });
    } catch (error) {
      exporter.failed(error);
    }
  };
  if (!readOnly) {
    columns.push({
      title: t('list.action.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.abilities.update ? (
            <Button type="link" size="small" onClick={() => setEditing({ state: 'edit', record: row })}>
              {t('list.action.edit')}
            </Button>
          ) : null}
          {row.abilities.delete ? (
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              {t('list.action.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap={12} data-testid="flight-records">
      <Flex justify="flex-end" gap={8}>
        {!readOnly && rights.add ? (
          <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
            {t('flight.add')}
          </Button>
        ) : null}
        <Button loading={exporter.exporting} onClick={() => void exportRows()}>
          {t('list.export.button')}
        </Button>
      </Flex>
      <DataTable<PlaneFlyRow>
        rowKey="id"
        size="small"
        columns={columns}
        queryKey={[PlaneFly.table, 'records', plane.id]}
        query={postQuery(PlaneFly.api.Query, { fixedFilters })}
        pageSizes={FLIGHT_PAGE_SIZES}
        defaultPageSize={FLIGHT_PAGE_SIZE}
      />
      {readOnly ? null : (
        <FlightDialog plane={plane} editing={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
      )}
    </Flex>
  );
}
