import { PlaneCert, type PlaneCertRow } from '@hangar/domain/contracts/certificates';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DownloadLinks } from '../../components/file-upload/download';
import { useListQuery } from '../../components/list-query';
import { PermissionGate } from '../../components/PermissionGate';
import { type Status, StatusTag as StatusColourTag, useStatusColours } from '../../components/status-colours';
import { StatusFigure } from '../../components/status-figures';
import { CertDialog, type CertEditing } from './CertDialog';
import { CertHistory } from './CertHistory';

/*
 * PlaneCertList — the certificates of one aircraft (spec §2.7; the aircraft drawer's archive → 证件).
 *
 *   <PlaneCertList plane={planeId} />
 *
 * Ten a page, in the server's order (open ones first, nearest expiry first). A row whose `warn` is 1 (open,
 * expiry less than 90 days away, expired included) is tinted and tagged 即将到期 / 已过期. Actions by the
 * plane-entity functions (spec §6, disabled without them): 上传证件, edit and 续期 (renew: a new dated revision
 * with its own files) with Execute, close / open with Close, delete with Delete (confirmed); 历史 lists the
 * revisions with their files (CertHistory). A closed certificate is read-only: only open is offered. The status
 * follows the expiry (issue 29): 已过期 once it has passed, 有效 before, 已关闭 when closed; the name's tag marks
 * an expiring one.
 */

export const CERT_PAGE_SIZE = 10;

/** The date part of an API date text. */
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

export function WarnTag({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation();
  if (daysLeft === null) return null;
  return daysLeft < 0 ? (
    <StatusColourTag status="overdue">{t('cert.expired')}</StatusColourTag>
  ) : (
    <StatusColourTag status="dueSoon">{t('cert.expiring')}</StatusColourTag>
  );
}

const STATUS_OF: Record<PlaneCertRow['status'], Status> = { valid: 'fine', expired: 'overdue', closed: 'closed' };

/** The certificate's status for today (the server's `status`): 有效, 已过期 or 已关闭. */
export function StatusTag({ status }: { status: PlaneCertRow['status'] }) {
  const { t } = useTranslation();
  return <StatusColourTag status={STATUS_OF[status]}>{t(`cert.state.${status}`)}</StatusColourTag>;
}

/** A warned row's tint and marker (`data-warn` expired | expiring); nothing for the others. */
function warnRowProps(row: PlaneCertRow, expiredBg: string, expiringBg: string): HTMLAttributes<HTMLElement> {
  if (row.warn !== 1) return {};
  const expired = row.daysLeft !== null && row.daysLeft < 0;
  return {
    'data-warn': expired ? 'expired' : 'expiring',
    style: { background: expired ? expiredBg : expiringBg },
  } as HTMLAttributes<HTMLElement>;
}

export default function PlaneCertList({ plane }: { plane: number }) {
  const { t } = useTranslation();
  const colours = useStatusColours();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CertEditing | null>(null);
  const [history, setHistory] = useState<PlaneCertRow | null>(null);
  const list = useListQuery<PlaneCertRow>(PlaneCert.table, PlaneCert.api.Query, {
    filters: [{ name: 'plane', compare: 'eq', value: plane, relate: 'and' }],
    page,
    pageSize: CERT_PAGE_SIZE,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PlaneCert.table] });

  const setClosed = async (row: PlaneCertRow, close: boolean) => {
    try {
      await call(close ? PlaneCert.api.Close : PlaneCert.api.Open, { id: row.id });
      void message.success(t(close ? 'cert.ok.closed' : 'cert.ok.opened'));
      await refresh();
    } catch (error) {
      // 401 is handled once, by the session.
      if (!(error instanceof ApiError && error.status === 401))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const remove = (row: PlaneCertRow) =>
    void confirmDelete({
      onOk: async () => {
        await call(PlaneCert.api.Delete, { id: row.id });
        await refresh();
      },
    });

  const columns: ColumnsType<PlaneCertRow> = [
    {
      title: t('cert.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {row.warn === 1 && row.status === 'valid' ? <WarnTag daysLeft={row.daysLeft} /> : null}
        </Space>
      ),
    },
    { title: t('cert.kind'), dataIndex: 'kind', key: 'kind', render: (kind: number) => t(`cert.kind.${kind}`) },
    { title: t('cert.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('cert.issueDate'), dataIndex: 'issueDate', key: 'issueDate', render: day },
    {
      title: t('cert.expireDate'),
      dataIndex: 'expireDate',
      key: 'expireDate',
      render: (value: string | null) => (value ? day(value) : t('cert.noExpiry')),
    },
    {
      title: t('cert.daysLeft'),
      dataIndex: 'daysLeft',
      key: 'daysLeft',
      render: (days: number | null, row) =>
        days === null ? null : (
          <StatusFigure status={row.warn !== 1 ? 'fine' : days < 0 ? 'overdue' : 'dueSoon'}>
            {t('cert.days', { days })}
          </StatusFigure>
        ),
    },
    { title: t('cert.remarks'), dataIndex: 'remarks', key: 'remarks', ellipsis: true },
    {
      title: t('cert.files'),
      dataIndex: 'files',
      key: 'files',
      render: (files: PlaneCertRow['files']) => <DownloadLinks files={files} />,
    },
    {
      title: t('cert.closed'),
      dataIndex: 'status',
      key: 'status',
      render: (status: PlaneCertRow['status']) => <StatusTag status={status} />,
    },
    {
      title: t('list.action.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0} wrap>
          <PermissionGate can={PlaneCert.api.Update} mode="disable">
            <Button
              type="link"
              size="small"
              disabled={row.closed !== 0}
              onClick={() => setEditing({ state: 'edit', record: row })}
            >
              {t('list.action.edit')}
            </Button>
          </PermissionGate>
          <PermissionGate can={PlaneCert.api.Renew} mode="disable">
            <Button
              type="link"
              size="small"
              disabled={row.closed !== 0}
              onClick={() => setEditing({ state: 'renew', record: row })}
            >
              {t('cert.renew.action')}
            </Button>
          </PermissionGate>
          <Button type="link" size="small" onClick={() => setHistory(row)}>
            {t('cert.history.action')}
          </Button>
          <PermissionGate can={row.closed === 0 ? PlaneCert.api.Close : PlaneCert.api.Open} mode="disable">
            <Button type="link" size="small" onClick={() => void setClosed(row, row.closed === 0)}>
              {t(row.closed === 0 ? 'cert.close' : 'cert.open')}
            </Button>
          </PermissionGate>
          <PermissionGate can={PlaneCert.api.Delete} mode="disable">
            <Button type="link" size="small" danger disabled={row.closed !== 0} onClick={() => remove(row)}>
              {t('list.action.delete')}
            </Button>
          </PermissionGate>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="plane-cert-list">
      <Flex justify="flex-end">
        <PermissionGate can={PlaneCert.api.Add} mode="disable">
          <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
            {t('cert.add')}
          </Button>
        </PermissionGate>
      </Flex>
      <Table<PlaneCertRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        onRow={(row) => warnRowProps(row, colours.overdue.background, colours.warning.background)}
        pagination={{
          current: page,
          pageSize: CERT_PAGE_SIZE,
          total: list.totalItems,
          showSizeChanger: false,
          showTotal: (total) => t('list.table.total', { total }),
          onChange: setPage,
        }}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      <CertDialog plane={plane} editing={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
      <CertHistory cert={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
