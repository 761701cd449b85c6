import { ObjType } from '@hangar/domain/codes';
import { Material, type MaterialStockRow, materialSheetValues, ToolKind } from '@hangar/domain/contracts/materials';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call, request } from '../../api/http';
import { dueCell } from '../../components/date-due';
import { columnsOf, searchFieldsOf } from '../../components/entity-fields';
import { type ExportColumn, useExport } from '../../components/excel-export';
import { ListPage } from '../../components/ListPage';
import { useSearchState } from '../../components/list-query';
import { useReference } from '../../components/reference';
import { LightTag, LinkButton, RowControlsStyle } from '../../components/row-controls';
import type { SearchField } from '../../components/SearchBar';
import { useScrollAreas } from '../../components/scroll-areas';
import { StatusTag } from '../../components/status-colours';
import { useCan } from '../../session/session-context';
import { MaterialDrawer } from './MaterialDrawer';
import { MaterialImport, materialSheetColumns } from './MaterialImport';
import { certLabel, stateTags, yesNoOptions } from './material-codes';
import { materialFormFields, usePartNumberCheck, withSpecNames } from './material-form';
import { useMaterialTypes } from './use-material-types';

/*
 * The materials catalogue (materials document §2.12, §2.13, §7): /product/material, and with `tool` the tool
 * screens /tool/general and /tool/measure (tools are materials with `tool` 1 or 2: a fixed filter, the add form
 * presetting the kind, measuring tools with their calibration due date warning within 30 days and when passed).
 *
 *   <MaterialList view="product-material" />
 *   <MaterialList view="tool-measure" tool={ToolKind.Measuring} />
 *
 * A ListPage over Material.api with QueryWithStock as its list call (stock per material and the safety-stock
 * flag), the spec's page sizes (5–50, 10 by default), edit (the part-number check first, then 创建物料成功 /
 * 修改物料成功), approve / withdraw (Material/Approve: the catalogue's Execute), disable / enable
 * (Material/Disable: the view's Edit), delete, log; the name opens the material drawer (also from the address:
 * ?id=<material>); Excel export of the current search (the import template's columns, then stock and available,
 * so that it imports back); Excel import (the catalogue only); the safety-stock
 * banner (Material/Alerts) with the list of materials below it.
 */

export type MaterialListProps = {
  view: string;
  /** A tool screen's kind (1 general, 2 measuring): fixed filter and the add form's preset. */
  tool?: number;
};

const PAGE_SIZES = [5, 10, 20, 30, 40, 50];
const EXPORT_LIMIT = 10000;

/** The material shown in the drawer, kept in the address (?id=<id>) so that the QR code's link opens it. */
function useShownMaterial(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('id'));
  const shown = Number.isInteger(raw) && raw > 0 ? raw : null;
  const show = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: id === null },
    );
  return [shown, show];
}

export function MaterialList({ view, tool }: MaterialListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const types = useMaterialTypes();
  const brands = useReference('brand');
  const units = useReference('unit');
  const suppliers = useReference('supplier');
  const warehouses = useReference('warehouse');
  const search = useSearchState(Material.table);
  const [shown, show] = useShownMaterial();
  const exporter = useExport();
  const checkPartNumber = usePartNumberCheck();
  const [importing, setImporting] = useState(false);
  const may = {
    approve: useCan(Material.api.Approve),
    // The catalogue's writes serve the tool screens too: this screen's grant counts (the server checks the kind).
    disable: useCan(Material.api.Disable, view),
    import: useCan(Material.api.Import),
    // Removing a stored picture is deleting: the material's Delete.
    deletePictures: useCan(Material.api.Delete, view),
  };
  const fixedFilters = tool === undefined ? [] : [{ name: 'tool', compare: 'eq', value: tool, relate: 'and' }];
  const measuring = tool === ToolKind.Measuring;

  const options = {
    categories: types.treeOptions(),
    brands: brands.options as { value: number; label: string }[],
    units: units.options as { value: number; label: string }[],
    suppliers: suppliers.options as { value: number; label: string }[],
    warehouses: warehouses.items.map((w) => ({ id: w.id, name: w.name })),
    canDeletePictures: may.deletePictures,
    tool,
  };
  const formFields = materialFormFields(t, options);

  const flat = (nodes: { value: number; title: string; children?: unknown[] }[]): { value: number; label: string }[] =>
    nodes.flatMap((n) => [
      { value: n.value, label: types.pathOf(n.value) },
      ...flat((n.children ?? []) as { value: number; title: string }[]),
    ]);
  const searchFields: SearchField[] = [
    ...searchFieldsOf(Material, t, ['model', 'name', 'nameEn', 'code', 'category', 'brand', 'approved', 'disabled'], {
      category: { type: 'enum', options: flat(options.categories) },
      brand: { type: 'enum', options: options.brands },
      approved: { type: 'enum', options: yesNoOptions(t) },
      disabled: { type: 'enum', options: yesNoOptions(t) },
    }),
    { name: 'id', title: t('material.id'), type: 'number' },
  ];

  // Plain elements in the repeated cells (row-controls.tsx), styled like antd's small link button and tag.
  const nameButton = (row: MaterialStockRow) => <LinkButton onClick={() => show(row.id)}>{row.name}</LinkButton>;
  const stockCell = (row: MaterialStockRow) => (
    <>
      {row.stock}
      {row.lowStock ? (
        <StatusTag status={row.stock <= 0 ? 'overdue' : 'warning'} style={{ marginInlineStart: 8 }}>
          {t('material.tag.lowStock')}
        </StatusTag>
      ) : null}
    </>
  );
  const columns: ColumnsType<MaterialStockRow> = [
    { title: t('material.id'), dataIndex: 'id', key: 'id', sorter: true, width: 90 },
    ...columnsOf<MaterialStockRow>(Material, t, ['model', 'name', 'nameEn'], {
      name: { render: (_: string, row) => nameButton(row) },
    }),
    { title: t('material.category'), key: 'category', render: (_, row) => types.pathOf(row.category) },
    { title: t('material.brand'), dataIndex: 'brandName', key: 'brandName' },
    { title: t('material.measureUnit'), dataIndex: 'unitName', key: 'unitName' },
    { title: t('material.stock'), dataIndex: 'stock', key: 'stock', sorter: true, render: (_, row) => stockCell(row) },
    ...(measuring
      ? [
          {
            title: t('material.calibrationDue'),
            dataIndex: 'calibrationDue',
            key: 'calibrationDue',
            sorter: true,
            render: (value: string | null) => dueCell(t, value),
          },
        ]
      : []),
    { title: t('material.approved'), key: 'state', render: (_, row) => stateTags(t, row, LightTag) },
    { title: t('material.supplier'), dataIndex: 'supplierName', key: 'supplierName' },
  ];

  const flip = async (row: MaterialStockRow, action: 'Approve' | 'Disable') => {
    const value = action === 'Approve' ? (row.approved ? 0 : 1) : row.disabled ? 0 : 1;
    try {
      await call(Material.api[action], { id: row.id, value });
      const done =
        action === 'Approve'
          ? value
            ? 'material.ok.approved'
            : 'material.ok.withdrawn'
          : value
            ? 'material.ok.disabled'
            : 'material.ok.enabled';
      void message.success(t(done));
      await queryClient.invalidateQueries({ queryKey: [Material.table] });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const editActions = (row: MaterialStockRow): ReactNode => (
    <>
      {may.approve ? (
        <LinkButton onClick={() => void flip(row, 'Approve')}>
          {t(row.approved ? 'material.action.withdraw' : 'material.action.approve')}
        </LinkButton>
      ) : null}
      {may.disable ? (
        <LinkButton danger={!row.disabled} onClick={() => void flip(row, 'Disable')}>
          {t(row.disabled ? 'material.action.enable' : 'material.action.disable')}
        </LinkButton>
      ) : null}
    </>
  );

  const exportRows = async () => {
    try {
      await exportAll();
    } catch (error) {
      exporter.failed(error);
    }
  };
  const exportAll = async () => {
    const list = await request<{ items: MaterialStockRow[]; totalItems: number }>(
      Material.api.QueryWithStock.method,
      Material.api.QueryWithStock.path,
      { filters: search.filters, fixedFilters, page: 1, pageSize: EXPORT_LIMIT },
    );
    // The import template's columns, headings and values first (issue 31: the file can be edited and imported
    // back; a row with a material's part number and brand changes it), then read-only figures the import ignores.
    const texts = {
      category: types.pathOf,
      yes: t('material.yes'),
      no: t('material.no'),
      cert: (code: number) => certLabel(t, code),
    };
    const exportColumns: ExportColumn<MaterialStockRow>[] = [
      ...materialSheetColumns(t).map(({ key, header }) => ({
        title: header,
        dataIndex: key,
        render: (r: MaterialStockRow) => materialSheetValues(r, texts)[key],
      })),
      { title: t('material.stock'), dataIndex: 'stock', width: 10 },
      { title: t('material.available'), dataIndex: 'available', width: 10 },
      ...(measuring
        ? [
            {
              title: t('material.calibrationDue'),
              dataIndex: 'calibrationDue' as const,
              render: (r: MaterialStockRow) => r.calibrationDue?.slice(0, 10) ?? null,
            },
          ]
        : []),
    ];
    const title = t(`frame.route.${view}`);
    await exporter.run({
      fileName: title,
      sheetName: t('material.export.sheet'),
      columns: exportColumns,
      rows: list.items,
    });
    if (list.totalItems > list.items.length)
      void message.warning(t('material.export.capped', { count: list.items.length }));
  };

  const toolbar = (
    <>
      <Button loading={exporter.exporting} onClick={() => void exportRows()}>
        {t('list.export.button')}
      </Button>
      {tool === undefined && may.import ? (
        <Button onClick={() => setImporting(true)}>{t('material.import.button')}</Button>
      ) : null}
    </>
  );

  return (
    <Flex vertical gap={12}>
      <RowControlsStyle />
      {tool === undefined ? <LowStockBanner onOpen={show} /> : null}
      <ListPage<MaterialStockRow>
        table={Material.table}
        api={{ ...Material.api, Query: Material.api.QueryWithStock }}
        view={view}
        search={search}
        searchFields={searchFields}
        columns={columns}
        formFields={formFields}
        formColumns={2}
        labelWidth={120}
        dialogWidth="60%"
        actionsWidth={300}
        payload={{ fixedFilters }}
        pageSizes={PAGE_SIZES}
        defaultPageSize={10}
        titles={
          tool === undefined
            ? { add: t('material.add'), edit: t('material.edit') }
            : { add: t('material.tool.add'), edit: t('material.tool.edit') }
        }
        savedMessage={{ add: t('material.added'), edit: t('material.updated') }}
        defaultValues={{ pictures: [], ...(tool === undefined ? {} : { tool }) }}
        toBody={async (body, editing) => {
          await checkPartNumber(
            String(body.model ?? ''),
            editing.state === 'edit' ? { id: editing.record.id, model: editing.record.model } : null,
          );
          return withSpecNames(body);
        }}
        editActions={editActions}
        operLog={ObjType.Material}
        toolbar={toolbar}
        card={(row, actions) => (
          <div data-testid="material-card">
            <Flex justify="space-between" align="center" gap={8}>
              {nameButton(row)}
              <Typography.Text type="secondary">{row.model}</Typography.Text>
            </Flex>
            <Flex gap={8} wrap align="center">
              <Typography.Text type="secondary">
                {t('material.stock')}: {stockCell(row)}
              </Typography.Text>
              {stateTags(t, row)}
              {measuring ? dueCell(t, row.calibrationDue) : null}
            </Flex>
            {actions}
          </div>
        )}
      >
        <MaterialDrawer materialId={shown} onClose={() => show(null)} />
        {tool === undefined ? <MaterialImport open={importing} onClose={() => setImporting(false)} /> : null}
      </ListPage>
    </Flex>
  );
}

/** The safety-stock banner (Material/Alerts): how many materials are below it, and the list of them. */
function LowStockBanner({ onOpen }: { onOpen(id: number): void }) {
  const { t } = useTranslation();
  const scrollAreas = useScrollAreas();
  const [open, setOpen] = useState(false);
  const alerts = useQuery({
    queryKey: [Material.table, 'alerts'],
    queryFn: () => call(Material.api.Alerts, { limit: 100 }),
  });
  const total = alerts.data?.lowStockTotal ?? 0;
  if (total === 0) return null;
  const rows = alerts.data?.lowStock ?? [];
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={t('material.lowStock.banner', { count: total })}
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            {t('material.lowStock.show')}
          </Button>
        }
      />
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={720} title={t('material.lowStock.title')}>
        {total > rows.length ? (
          <Typography.Paragraph type="secondary">
            {t('material.lowStock.more', { shown: rows.length, count: total })}
          </Typography.Paragraph>
        ) : null}
        <Table
          ref={scrollAreas}
          size="small"
          rowKey="id"
          dataSource={rows}
          pagination={false}
          scroll={{ y: 480 }}
          columns={[
            {
              title: t('material.name'),
              key: 'name',
              render: (_, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setOpen(false);
                    onOpen(row.id);
                  }}
                >
                  {row.name}
                </Button>
              ),
            },
            { title: t('material.model'), dataIndex: 'model', key: 'model' },
            { title: t('material.stock'), dataIndex: 'stock', key: 'stock' },
            { title: t('material.safeStock'), dataIndex: 'safeStock', key: 'safeStock' },
          ]}
        />
      </Modal>
    </>
  );
}
