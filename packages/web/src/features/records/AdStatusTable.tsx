import { type AdStatusRow, RecordReport } from '@hangar/domain/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DueRowStyle, dueStateClass } from '../../components/due-rows';
import { StatusTag } from '../../components/status-colours';
import { day, RECORD_TABLE } from './record-kinds';

/*
 * The AD (or SB) status table of an aircraft (issue 17; 14 CFR 91.417(a)(2)(v)), above the AD and SB lists: one
 * row per number with its method of compliance, the date and the aircraft's hours and landings of the latest
 * compliance, whether it was signed, and — for a recurring one linked to a control item — its next due, coloured
 * by the item's state (0 正常, 1 临近, 2 超期; warning and overdue rows tinted like the due lists).
 * Its query key starts with the records' table, so a saved record refreshes it.
 */

const DUE_STATUSES = ['fine', 'warning', 'overdue'] as const;
const DUE_STATES = ['ok', 'warning', 'overdue'] as const;

export function AdStatusTable({ plane, type }: { plane: number; type: 50 | 60 }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: [RECORD_TABLE, 'adStatus', plane, type],
    queryFn: () => call(RecordReport.api.AdStatus, { plane, type }),
  });

  const nextDue = (row: AdStatusRow) => {
    if (!row.isRepeat)
      return <Typography.Text type="secondary">{t('recordList.adStatus.notRecurring')}</Typography.Text>;
    if (row.maintainCtrl === null)
      return <Typography.Text type="secondary">{t('recordList.adStatus.notLinked')}</Typography.Text>;
    const parts = [
      day(row.nextDueDate),
      row.nextDueHours === null ? '' : t('recordList.adStatus.hours', { n: row.nextDueHours }),
      row.nextDueLandings === null ? '' : t('recordList.adStatus.landings', { n: row.nextDueLandings }),
    ].filter(Boolean);
    const state = row.nextDueState ?? 0;
    return (
      <Flex gap={4} wrap>
        <span>{parts.join(' · ') || '—'}</span>
        <StatusTag status={DUE_STATUSES[state] ?? 'fine'}>{t(`recordList.adStatus.due.${state}`)}</StatusTag>
      </Flex>
    );
  };

  // An appliance AD's rows are its serials' (issue 32): their part and serial number when there is one.
  const appliance = (status.data ?? []).some((r) => r.componentSeri !== null || r.componentPart !== null);
  const columns: ColumnsType<AdStatusRow> = [
    { title: t('task.standardSeri'), dataIndex: 'standardSeri', key: 'standardSeri' },
    ...(appliance
      ? [
          {
            title: t('adreg.col.component'),
            key: 'component',
            render: (_: unknown, r: AdStatusRow) => [r.componentPart, r.componentSeri].filter(Boolean).join(' · '),
          },
        ]
      : []),
    { title: t('recordList.col.adDescription'), dataIndex: 'description', key: 'description', ellipsis: true },
    {
      title: t('task.unfit'),
      key: 'unfit',
      render: (_, r) => t(`recordList.unfit.${r.unfit ? 1 : 0}`),
    },
    { title: t('task.complianceMethod'), dataIndex: 'complianceMethod', key: 'complianceMethod', ellipsis: true },
    { title: t('recordList.adStatus.compliedDate'), key: 'workDate', render: (_, r) => day(r.workDate) },
    { title: t('recordList.adStatus.compliedHours'), dataIndex: 'flyHours', key: 'flyHours' },
    { title: t('recordList.adStatus.compliedLandings'), dataIndex: 'landings', key: 'landings' },
    {
      title: t('task.signedName'),
      key: 'signed',
      render: (_, r) =>
        r.closed === 1 ? (
          <Tag color="green">{r.signedName ?? t('recordList.adStatus.signed')}</Tag>
        ) : (
          <Tag>{t('recordList.adStatus.unsigned')}</Tag>
        ),
    },
    { title: t('recordList.adStatus.nextDue'), key: 'nextDue', render: (_, r) => nextDue(r) },
  ];

  return (
    <Card size="small" title={t(`recordList.adStatus.title${type}`)} data-testid={`ad-status-${type}`}>
      <DueRowStyle />
      <Table<AdStatusRow>
        rowKey={(r) => `${r.standardSeri}-${r.task}-${r.componentSeri ?? ''}`}
        size="small"
        columns={columns}
        dataSource={status.data ?? []}
        loading={status.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowClassName={(r) =>
          r.isRepeat && r.nextDueState !== null ? dueStateClass(DUE_STATES[r.nextDueState] ?? 'ok') : ''
        }
      />
      {status.error ? <Typography.Text type="danger">{status.error.message}</Typography.Text> : null}
    </Card>
  );
}
