import { ObjType } from '@hangar/domain/codes';
import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { Button, Divider, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../api/http';
import { AirStatusTag, airStatusOf, airStatusOptions } from '../../components/air-status';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { useExport } from '../../components/excel-export';
import { ImageUpload } from '../../components/file-upload/ImageUpload';
import { type Editing, type FormField, ListPage } from '../../components/ListPage';
import { useSearchState } from '../../components/list-query';
import { useModelOptions } from '../../components/model-options';
import { useCan } from '../../session/session-context';
import { countersFromLog, FORECAST_GROUP, type PlaneRow, planeFormFields } from './fields';
import { PlaneDrawer } from './PlaneDrawer';

// /plane/entity: the company's aircraft (materials spec §3 Aircraft): search, add, edit, delete (the server
// refuses an aircraft that still has records). The tail number opens the aircraft drawer (also reached by
// the link /plane/entity?plane=<id>); 维修配置 opens the aircraft's maintenance list in config mode for users
// holding an Add, Edit or Delete function of the view (the same grant writes aircraft and their maintenance);
// 日志 opens the aircraft's operation log (holders of organize-log). The form's total hours and landings are
// read-only once the aircraft has flight records (its flight log computes them); its forecast group holds the
// manual daily utilisation (used while there is no flight log) and the forecast window. Export: every aircraft
// of the search (not only the page shown) in the table's columns, file 飞机清单-<date>.xlsx.

/** A group's heading inside the aircraft form (a whole-row item holding no value). */
function GroupHeading({ title }: { title: string }) {
  return (
    <Divider titlePlacement="start" plain>
      {title}
    </Divider>
  );
}
const MAX_PICTURES = 10;

/** The aircraft the page shows in its drawer, kept in the address (?plane=<id>) so that links can open it. */
function useShownPlane(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('plane'));
  const shown = Number.isInteger(raw) && raw > 0 ? raw : null;
  const show = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('plane');
        else next.set('plane', String(id));
        return next;
      },
      { replace: id === null },
    );
  return [shown, show];
}

export default function PlanePage() {
  const { t } = useTranslation();
  const [shown, show] = useShownPlane();
  const [configured, setConfigured] = useState<number | null>(null);
  // Removing a stored picture is deleting: the record's Delete.
  const canDeletePictures = useCan(PlaneEntity.api.Delete);
  // 维修配置: the aircraft's maintenance control items (their writes).
  const canConfigure = [
    useCan(MaintainCtrl.api.Add),
    useCan(MaintainCtrl.api.Update),
    useCan(MaintainCtrl.api.Delete),
  ].some(Boolean);
  const modelOptions = useModelOptions();
  const search = useSearchState(PlaneEntity.table);
  const exporter = useExport();

  const searchFields = searchFieldsOf(
    PlaneEntity,
    t,
    ['name', 'model', 'airStatus', 'seri', 'produceDate', 'allFlyHours', 'ownerName'],
    { model: { type: 'enum', options: modelOptions }, airStatus: { type: 'enum', options: airStatusOptions(t) } },
  );

  /** The tail number: opens the aircraft drawer. */
  const tailButton = (row: PlaneRow) => (
    <Button type="link" size="small" onClick={() => show(row.id)}>
      {row.name}
    </Button>
  );

  const [tailColumn, ...restColumns] = columnsOf<PlaneRow>(
    PlaneEntity,
    t,
    ['name', 'airStatus', 'seri', 'produceDate', 'allFlyHours', 'allLandings', 'manufactory', 'ownerName', 'userName'],
    {
      name: { render: (_: string, row) => tailButton(row) },
      airStatus: { render: (value: number) => <AirStatusTag status={value} /> },
      produceDate: { render: (value: string | null) => value?.slice(0, 10) ?? '' },
      manufactory: { sorter: false },
      ownerName: { sorter: false },
      userName: { sorter: false },
    },
  );
  const columns: ColumnsType<PlaneRow> = [
    tailColumn,
    // The model's name, joined in by the list.
    { title: t('plane.entity.model'), dataIndex: 'modelName', key: 'modelName' },
    ...restColumns,
  ];

  /** Every aircraft of the search, in the table's columns (the tail number as text, dates as Excel dates). */
  const exportRows = async () => {
    try {
      const all = await call(PlaneEntity.api.Query, {
        filters: search.filters,
        page: 1,
        pageSize: QUERY_LIMITS.maxPageSize,
      } as never);
      const title = t('plane.entity.exportName');
      await exporter.run<PlaneRow>({
        fileName: title,
        sheetName: title,
        rows: all.items,
        columns: columns.map((c) => ({
          title: String(c.title),
          dataIndex: String(c.key) as keyof PlaneRow & string,
          // The status by its name, not its code.
          ...(c.key === 'airStatus'
            ? { render: (row: PlaneRow) => t(`status.air.${airStatusOf(row.airStatus)}`) }
            : {}),
        })),
      });
    } catch (error) {
      exporter.failed(error);
    }
  };

  const formFields = (editing: Editing<PlaneRow>): FormField[] => [
    ...planeFormFields(
      t,
      modelOptions,
      editing.state === 'edit' ? editing.record : undefined,
      <GroupHeading title={t('plane.entity.forecastGroup')} />,
    ),
    ...formFieldsOf(PlaneEntity, t, ['pictures'], {
      pictures: {
        wide: true,
        input: <ImageUpload use="material" max={MAX_PICTURES} canDelete={canDeletePictures} />,
      },
    }),
  ];

  return (
    <ListPage<PlaneRow>
      table={PlaneEntity.table}
      api={PlaneEntity.api}
      searchFields={searchFields}
      search={search}
      toolbar={
        <Button loading={exporter.exporting} onClick={() => void exportRows()}>
          {t('list.export.button')}
        </Button>
      }
      columns={columns}
      formFields={formFields}
      formColumns={2}
      labelWidth={150}
      dialogWidth={1000}
      actionsWidth={280}
      card={(row, actions) => (
        <div data-testid="plane-card">
          <Flex justify="space-between" align="center" gap={8}>
            {tailButton(row)}
            <Typography.Text type="secondary">{row.modelName}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">
            {t('plane.entity.allFlyHours')}: {row.allFlyHours}
          </Typography.Text>
          {actions}
        </div>
      )}
      titles={{ add: t('plane.entity.add'), edit: t('plane.entity.edit') }}
      defaultValues={{ allFlyHours: 0, allLandings: 0, forecastWindow: 90, pictures: [] }}
      toBody={(body, editing) => {
        delete body[FORECAST_GROUP];
        // Totals and the window are numbers (the default when left empty on a new aircraft; unchanged when
        // emptied on edit). Once the aircraft has flight records its flight log computes the totals.
        const fromLog = editing.state === 'edit' && countersFromLog(editing.record);
        for (const name of ['allFlyHours', 'allLandings', 'forecastWindow']) {
          if (body[name] === null || (fromLog && name !== 'forecastWindow')) delete body[name];
        }
        return body;
      }}
      operLog={ObjType.Plane}
      rowActions={(row) => (
        <>
          {canConfigure ? (
            <Button type="link" size="small" onClick={() => setConfigured(row.id)}>
              {t('plane.entity.config')}
            </Button>
          ) : null}
        </>
      )}
    >
      <PlaneDrawer planeId={shown} onClose={() => show(null)} />
      <PlaneDrawer planeId={configured} onClose={() => setConfigured(null)} mode="config" />
    </ListPage>
  );
}
