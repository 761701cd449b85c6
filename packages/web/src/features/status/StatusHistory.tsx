import type { StatusHistoryRow } from '@hangar/domain/contracts/status';
import { STATUS_HISTORY_PAGE } from '@hangar/domain/contracts/status';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AirStatusTag } from '../../components/air-status';
import { StatusReasons } from './StatusReasons';
import { useStatusHistory } from './status-query';

/*
 * StatusHistory — the aircraft drawer's 状态历史 tab (issue 32): each change of the aircraft's status or of its set
 * of reasons, newest first: when, the status, the reasons then, and what caused it (a counter change, a signed
 * record, another change, the daily recompute). Fifty a page.
 *
 *   <StatusHistory plane={planeId} />
 */

export function StatusHistory({ plane }: { plane: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useStatusHistory(plane, page);
  const columns: ColumnsType<StatusHistoryRow> = [
    { title: t('status.history.at'), dataIndex: 'at', key: 'at', render: (at: string) => at.slice(0, 16), width: 150 },
    {
      title: t('status.history.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number) => <AirStatusTag status={status} />,
      width: 130,
    },
    {
      title: t('status.history.reasons'),
      key: 'reasons',
      render: (_, row) => <StatusReasons reasons={row.reasons} />,
    },
    {
      title: t('status.history.cause'),
      dataIndex: 'cause',
      key: 'cause',
      render: (cause: string) => t(`status.cause.${cause}`),
      width: 140,
    },
  ];
  return (
    <Table<StatusHistoryRow>
      size="small"
      rowKey="id"
      data-testid="status-history"
      columns={columns}
      dataSource={history.data?.items ?? []}
      loading={history.isFetching}
      locale={{ emptyText: t('status.history.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: STATUS_HISTORY_PAGE,
        total: history.data?.totalItems ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
    />
  );
}
