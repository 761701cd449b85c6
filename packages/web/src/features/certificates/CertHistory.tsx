import { PlaneCert, type PlaneCertRevRow, type PlaneCertRow } from '@hangar/domain/contracts/certificates';
import { useQuery } from '@tanstack/react-query';
import { Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DownloadLinks } from '../../components/file-upload/download';

/*
 * CertHistory — the revisions of one certificate (issue 29): every dated revision newest first, the current one
 * tagged 当前版本, each with its number, issue and expiry dates, when it was entered, and its own files to
 * download (PlaneCert/Revisions, the plane-entity view).
 *
 *   <CertHistory cert={row | null} onClose={close} />
 */

/** The date part of an API date text. */
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

export function CertHistory({ cert, onClose }: { cert: PlaneCertRow | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={cert !== null}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      title={cert ? t('cert.history.title', { name: cert.name }) : null}
    >
      {cert ? <Revisions cert={cert} /> : null}
    </Modal>
  );
}

function Revisions({ cert }: { cert: PlaneCertRow }) {
  const { t } = useTranslation();
  const revisions = useQuery({
    queryKey: [PlaneCert.table, 'revisions', cert.id, cert.rev],
    queryFn: () => call(PlaneCert.api.Revisions, { id: cert.id }),
  });
  const columns: ColumnsType<PlaneCertRevRow> = [
    {
      title: t('cert.rev'),
      dataIndex: 'rev',
      key: 'rev',
      render: (rev: number) => (
        <Space size={4}>
          <span>{t('cert.history.rev', { rev })}</span>
          {rev === cert.rev ? <Tag color="blue">{t('cert.history.current')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('cert.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('cert.issueDate'), dataIndex: 'issueDate', key: 'issueDate', render: day },
    {
      title: t('cert.expireDate'),
      dataIndex: 'expireDate',
      key: 'expireDate',
      render: (value: string | null) => (value ? day(value) : t('cert.noExpiry')),
    },
    { title: t('cert.history.entered'), dataIndex: 'createdAt', key: 'createdAt', render: day },
    {
      title: t('cert.files'),
      dataIndex: 'files',
      key: 'files',
      render: (files: PlaneCertRevRow['files']) => <DownloadLinks files={files} />,
    },
  ];
  return (
    <>
      <Table<PlaneCertRevRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={revisions.data ?? []}
        loading={revisions.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="cert-history"
      />
      {revisions.error ? <Typography.Text type="danger">{revisions.error.message}</Typography.Text> : null}
    </>
  );
}
