import { LoadingOutlined } from '@ant-design/icons';
import { MaintainTask, type MaintainTaskRow, TASK_PAGE_SIZE, type TaskGroup } from '@hangar/domain/contracts/records';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useExport } from '../../components/excel-export';
import { useListQuery, useSearchState } from '../../components/list-query';
import { PrintButton, printColumns } from '../../components/print';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { SearchBar } from '../../components/SearchBar';
import { usePager } from '../../components/use-pager';
import { useFaultDeferral } from '../deferrals/fault-deferrals';
import { RecordDialog, type RecordPlane } from './RecordDialog';
import { RecordHistory } from './RecordHistory';
import { useRecordRights } from './record-access';
import { allowedStep, useRecordActions } from './record-actions';
import { RECORD_TABLE, recordKind, signColumns, typeFilters } from './record-kinds';

/*
 * RecordList — one kind of an aircraft's maintenance records (a sub-tab of RecordTabs: inspection tasks, faults,
 * CAD/AD, SB/SI, repairs/modifications; spec §2.8, §2.9, §4, §6; issue 17).
 *
 *   <RecordList plane={plane} group="fault" readOnly? />
 *
 * A search bar, 新增 (录入 for AD/SB) and 导出 (没有数据 when empty); the kind's columns and the sign-off columns;
 * row actions when not read-only, each where the row's `abilities` allow it (the server's rule and the caller's
 * grants, docs/architecture.md "Row abilities"): edit (otherwise the record opens read-only: 查看, as a closed
 * one), the workflow step of its state (确认 / 完成 / 验收), close = sign-off, open with a reason, delete (records
 * never signed); and history (also in read-only mode). 新增 by the user's rights (record-access.ts).
 * 打印 prints every row (with the AD/SB tabs' status table above) under the tail number and the kind's title
 * (components/print.tsx). Faults: 2000 wide, closed ascending by default, the status column hidden in read-only mode. The aircraft and the kind's types are fixed filters.
 */

export interface RecordListProps {
  plane: RecordPlane;
  group: TaskGroup;
  readOnly?: boolean;
}

interface Editing {
  record: MaintainTaskRow | null;
  readOnly: boolean;
}

export default function RecordList({ plane, group, readOnly = false }: RecordListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useRecordRights();
  const exporter = useExport();
  const models = useReference('planeModel', { enabled: group === 'fault' });
  const kind = recordKind(group, t);
  const search = useSearchState(RECORD_TABLE);
  const { page, pageSize, pagination } = usePager(TASK_PAGE_SIZE, kind.pageSizes);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<MaintainTaskRow | null>(null);
  const fixedFilters = [{ name: 'plane', compare: 'eq', value: plane.id, relate: 'and' }, ...typeFilters(group)];
  const payload = { fixedFilters, filters: search.filters, ...kind.sort };
  const list = useListQuery<MaintainTaskRow>(RECORD_TABLE, MaintainTask.api.Query, { ...payload, page, pageSize });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RECORD_TABLE] });
  const actions = useRecordActions(plane, group, refresh);
  const defer = useFaultDeferral(plane, group === 'fault' && !readOnly, refresh);
  const columns = [...kind.columns(readOnly, (id) => (id === null ? '' : models.labelOf(id))), ...signColumns(t)];

  const exportRows = async () => {
    try {
      const all = await call(MaintainTask.api.Query, {
        ...payload,
        page: 1,
        pageSize: QUERY_LIMITS.maxPageSize,
      } as never);
      await exporter.run<MaintainTaskRow>({
        fileName: `${plane.name}-${kind.title}`,
        sheetName: kind.title,
        rows: all.items,
        columns: columns.map((c) => ({
          title: c.title,
          dataIndex: c.key as keyof MaintainTaskRow & string,
          render: c.value,
        })),
      });
    } catch (error) {
      exporter.failed(error);
    }
  };

  const rowActions = (row: MaintainTaskRow) => {
    const can = row.abilities;
    const step = readOnly ? null : allowedStep(row);
    // Plain elements (row-controls.tsx): the largest page sizes show hundreds of rows at once.
    return (
      <span className="hangar-inline">
        {readOnly || !can.update ? (
          <LinkButton onClick={() => setEditing({ record: row, readOnly: true })}>{t('recordList.view')}</LinkButton>
        ) : (
          <LinkButton onClick={() => setEditing({ record: row, readOnly: false })}>{t('list.action.edit')}</LinkButton>
        )}
        {step ? (
          <LinkButton onClick={() => void actions.step(row, step)}>{t(`recordList.step.${step}`)}</LinkButton>
        ) : null}
        {defer.action(row)}
        {!readOnly && can.close ? (
          <LinkButton onClick={() => void actions.close(row)}>{t('recordList.close')}</LinkButton>
        ) : null}
        {!readOnly && can.open ? (
          <LinkButton onClick={() => actions.open(row)}>{t('recordList.open')}</LinkButton>
        ) : null}
        {!readOnly && can.delete ? (
          <LinkButton danger onClick={() => actions.remove(row)}>
            {t('list.action.delete')}
          </LinkButton>
        ) : null}
        <LinkButton onClick={() => setHistory(row)}>{t('recordList.history')}</LinkButton>
      </span>
    );
  };

  const tableColumns: ColumnsType<MaintainTaskRow> = [
    ...columns.map((c) => ({
      title: c.title,
      key: c.key,
      ellipsis: c.ellipsis,
      render: (_: unknown, row: MaintainTaskRow) => (c.cell ? c.cell(row) : c.value(row)),
    })),
    { title: t('list.action.actions'), key: 'actions', fixed: 'right', render: (_, row) => rowActions(row) },
  ];

  return (
    <Flex vertical gap={12} data-testid={`record-list-${group}`}>
      <RowControlsStyle />
      <Flex justify="space-between" gap={8} wrap>
        <SearchBar fields={kind.search} {...search.bar} />
        <Space>
          {readOnly ? null : (
            <Button type="primary" disabled={!rights.add} onClick={() => setEditing({ record: null, readOnly: false })}>
              {kind.addLabel}
            </Button>
          )}
          <Button
            onClick={() => void exportRows()}
            disabled={exporter.exporting}
            icon={exporter.exporting ? <LoadingOutlined /> : undefined}
          >
            {t('recordList.export')}
          </Button>
          <PrintButton aircraft={plane.name} title={kind.title} />
        </Space>
      </Flex>
      <Table<MaintainTaskRow>
        rowKey="id"
        size="small"
        columns={printColumns(tableColumns)}
        dataSource={list.items}
        loading={list.loading}
        scroll={{ x: kind.width ?? 'max-content' }}
        pagination={pagination(list.totalItems)}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      {editing ? (
        <RecordDialog
          open
          plane={plane}
          group={group}
          type={kind.addType}
          record={editing.record}
          readOnly={editing.readOnly}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
      {actions.element}
      {defer.element}
      <RecordHistory record={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
