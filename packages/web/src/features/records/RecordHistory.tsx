import { type Amendment, MaintainTask, type MaintainTaskRow } from '@hangar/domain/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { RecordExports } from './RecordExports';
import { RECORD_TABLE } from './record-kinds';

/*
 * A record's history (issue 17, MaintainTask/History): its creation and workflow stamps (who and when confirmed,
 * done, checked), its sign-off (name, licence, time, the aircraft's hours and landings, place in the chain) and
 * each amendment: why it was reopened, by whom and when, the field changes against the signed version
 * (before → after) and the new sign-off (or "still open").
 *
 *   <RecordHistory record={row} onClose={() => setHistory(null)} />        // null = closed
 */

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** A changed field's label: the record's field label (`task.<field>`), or the name itself. */
function fieldLabel(field: string, t: TFunction): string {
  const key = `task.${field}`;
  const label = t(key);
  return label === key ? field : label;
}

function Stamp({ name, at }: { name: string | null; at: string | null }) {
  return at ? (
    <span>
      {name ?? '—'} · {at}
    </span>
  ) : (
    <span>—</span>
  );
}

function AmendmentCard({ amendment }: { amendment: Amendment }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('recordList.hist.amendment', { n: amendment.seq })} data-testid="amendment">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('recordList.hist.reason')}>{amendment.reason}</Descriptions.Item>
        <Descriptions.Item label={t('recordList.hist.openedBy')}>{amendment.openedByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('recordList.hist.openedAt')}>{amendment.openedAt}</Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('recordList.hist.changes')}</Typography.Text>
      {amendment.changes.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('recordList.hist.noChanges')}</Typography.Paragraph>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={amendment.changes}
          columns={[
            { title: t('recordList.hist.field'), key: 'field', render: (_, c) => fieldLabel(c.field, t) },
            { title: t('recordList.hist.before'), key: 'before', render: (_, c) => shown(c.before) },
            { title: t('recordList.hist.after'), key: 'after', render: (_, c) => shown(c.after) },
          ]}
        />
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('recordList.hist.resigned')}>
          {amendment.resignedAt ? (
            <span>
              {amendment.resignedName ?? '—'} · {amendment.resignedAt}
            </span>
          ) : (
            <Typography.Text type="warning">{t('recordList.hist.stillOpen')}</Typography.Text>
          )}
        </Descriptions.Item>
        {amendment.resignHash ? (
          <Descriptions.Item label={t('recordList.hist.hash')}>
            <Typography.Text code>{amendment.resignHash.slice(0, 16)}</Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

function HistoryBody({ task, amendments }: { task: MaintainTaskRow; amendments: Amendment[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="record-history">
      <Card size="small" title={t('recordList.hist.workflow')}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('recordList.hist.created')}>{task.createdAt}</Descriptions.Item>
          <Descriptions.Item label={t('recordList.step.Confirm')}>
            <Stamp name={task.confirmByName} at={task.confirmAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('recordList.step.Realize')}>
            <Stamp name={task.realizeByName} at={task.realizeAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('recordList.step.CheckOk')}>
            <Stamp name={task.checkOkByName} at={task.checkOkAt} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('recordList.hist.signOff')}>
        {task.signedAt ? (
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('task.signedName')}>{task.signedName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('task.licenceNo')}>
              {[task.licenceNo, task.licenceType].filter(Boolean).join(' · ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('task.signedAt')}>{task.signedAt}</Descriptions.Item>
            <Descriptions.Item label={t('recordList.hist.seq')}>{shown(task.signSeq)}</Descriptions.Item>
            <Descriptions.Item label={t('task.signedHours')}>{shown(task.signedHours)}</Descriptions.Item>
            <Descriptions.Item label={t('task.signedLandings')}>{shown(task.signedLandings)}</Descriptions.Item>
            {task.signHash ? (
              <Descriptions.Item label={t('recordList.hist.hash')}>
                <Typography.Text code>{task.signHash.slice(0, 16)}</Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t('recordList.hist.notSigned')}</Typography.Text>
        )}
      </Card>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('recordList.hist.amendments')}
      </Typography.Title>
      {amendments.length === 0 ? (
        <Empty description={t('recordList.hist.none')} />
      ) : (
        amendments.map((a) => <AmendmentCard key={a.id} amendment={a} />)
      )}
    </Flex>
  );
}

export function RecordHistory({ record, onClose }: { record: MaintainTaskRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const id = record?.id ?? 0;
  const history = useQuery({
    queryKey: [RECORD_TABLE, 'history', id],
    queryFn: () => call(MaintainTask.api.History, { id }),
    enabled: record !== null,
  });
  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      title={t('recordList.hist.title')}
      extra={record?.signSeq ? <RecordExports target={{ id }} /> : null}
      size={720}
      destroyOnHidden
    >
      {history.data ? (
        <HistoryBody task={history.data.task} amendments={history.data.amendments} />
      ) : history.error ? (
        <Typography.Text type="danger">{history.error.message}</Typography.Text>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
