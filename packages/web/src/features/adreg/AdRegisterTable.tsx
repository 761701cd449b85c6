import type { AdRegisterRow } from '@hangar/domain/contracts/ad-register';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { type Status, StatusTag } from '../../components/status-colours';

/*
 * AdRegisterTable — rows of the AD/SB register (issue 32): number, title, revision, (the fleet view: the tail
 * number), state (适用未执行 / 已执行 / 重复执行 / 不适用 / 已被替代 / 未评估; an open one past its deadline tagged
 * 已超期), the deadline (an open one's, from its control item or its own compliance time) or a repetitive one's next
 * due, the compliance (work day, method and signer of the signed record linked by id) and the remarks (why not
 * applicable, by which document superseded). An appliance document (issue 32) has a row per installed component of
 * its part numbers: a component column (name, part and serial number), or "no P/N … installed".
 *
 *   <AdRegisterTable rows={rows} loading={q.isFetching} />            // an aircraft's register
 *   <AdRegisterTable rows={rows} loading={...} showPlane />           // one document across the fleet, open ones
 */

const STATE_STATUS: Record<AdRegisterRow['state'], Status> = {
  open: 'warning',
  complied: 'fine',
  repetitive: 'fine',
  notApplicable: 'closed',
  superseded: 'closed',
  unevaluated: 'dueSoon',
};

const DUE_STATUS: Status[] = ['fine', 'warning', 'overdue'];

/** A row's key: the document and aircraft, and an appliance document's component. */
const rowKey = (r: AdRegisterRow) => `${r.document}-${r.planeId}${r.component === null ? '' : `-${r.component}`}`;

export interface AdRegisterTableProps {
  rows: readonly AdRegisterRow[];
  loading?: boolean;
  /** The fleet views: a tail number column. */
  showPlane?: boolean;
}

export function AdRegisterTable({ rows, loading, showPlane = false }: AdRegisterTableProps) {
  const { t } = useTranslation();
  const day = (v: string | null) => v?.slice(0, 10) ?? '';

  const deadline = (r: AdRegisterRow) => {
    if (r.state === 'open') {
      // Compliance hours as the aircraft's total they run out at (counted from the effective date), else as given.
      const hours =
        r.deadlineHours !== null
          ? t('adreg.byHours', { n: r.deadlineHours })
          : r.complianceHours === null
            ? null
            : t('adreg.hours', { n: r.complianceHours });
      const text = [r.deadline, hours].filter(Boolean).join(' · ') || t('adreg.noDeadline');
      return (
        <Flex vertical gap={2}>
          <span>{text}</span>
          {r.deadlineFrom ? (
            <Typography.Text type="secondary">{t(`adreg.deadlineFrom.${r.deadlineFrom}`)}</Typography.Text>
          ) : null}
        </Flex>
      );
    }
    if (r.state === 'repetitive' && r.nextDueState !== null) {
      const parts = [
        day(r.nextDueDate),
        r.nextDueHours === null ? '' : t('recordList.adStatus.hours', { n: r.nextDueHours }),
        r.nextDueLandings === null ? '' : t('recordList.adStatus.landings', { n: r.nextDueLandings }),
      ].filter(Boolean);
      return (
        <Flex gap={4} wrap>
          <span>{parts.join(' · ') || '—'}</span>
          <StatusTag status={DUE_STATUS[r.nextDueState] ?? 'fine'}>
            {t(`recordList.adStatus.due.${r.nextDueState}`)}
          </StatusTag>
        </Flex>
      );
    }
    return '';
  };

  // An appliance document's rows are its installed serials' (issue 32): a component column when there is one.
  const appliance = rows.some((r) => r.applianceParts !== null);
  const columns: ColumnsType<AdRegisterRow> = [
    { title: t('adreg.col.seri'), key: 'seri', render: (_, r) => r.seri ?? '' },
    ...(showPlane ? [{ title: t('adreg.col.plane'), dataIndex: 'planeName', key: 'plane' }] : []),
    { title: t('adreg.col.name'), dataIndex: 'name', key: 'name', ellipsis: true },
    { title: t('adreg.col.revision'), key: 'revision', render: (_, r) => r.revision ?? '' },
    ...(appliance
      ? [
          {
            title: t('adreg.col.component'),
            key: 'component',
            render: (_: unknown, r: AdRegisterRow) =>
              r.component === null ? (
                ''
              ) : (
                <Flex vertical gap={2}>
                  <span>{r.componentName}</span>
                  <Typography.Text type="secondary">
                    {[r.componentPart, r.componentSeri].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ),
          },
        ]
      : []),
    {
      title: t('adreg.col.state'),
      key: 'state',
      render: (_, r) => (
        <Flex gap={4} wrap>
          <StatusTag status={STATE_STATUS[r.state]} data-testid={`adreg-state-${rowKey(r)}`}>
            {t(`adreg.state.${r.state}`)}
          </StatusTag>
          {r.overdue ? <StatusTag status="overdue">{t('adreg.overdue')}</StatusTag> : null}
        </Flex>
      ),
    },
    { title: t('adreg.col.deadline'), key: 'deadline', render: (_, r) => deadline(r) },
    {
      title: t('adreg.col.compliance'),
      key: 'compliance',
      render: (_, r) =>
        r.task === null ? (
          ''
        ) : (
          <Flex vertical gap={2}>
            <span>{[day(r.workDate), r.complianceMethod].filter(Boolean).join(' · ')}</span>
            {r.signedName ? <Tag color="green">{r.signedName}</Tag> : null}
          </Flex>
        ),
    },
    {
      title: t('adreg.col.remarks'),
      key: 'remarks',
      render: (_, r) =>
        r.noComponent
          ? t('adreg.noComponent', { parts: (r.applianceParts ?? []).join(', ') })
          : r.state === 'notApplicable'
            ? (r.unfitReason ?? '')
            : r.state === 'superseded'
              ? t('adreg.supersededBy', { seri: r.supersededBySeri ?? '' })
              : '',
    },
  ];

  return (
    <Table<AdRegisterRow>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: t('adreg.empty') }}
      aria-label={t('adreg.tab')}
    />
  );
}
