import { Employ } from '@hangar/domain/contracts/organize';
import {
  MaintainTask,
  type MaintainTaskRow,
  STEP_ACTION,
  type TaskGroup,
  type WorkflowStep,
} from '@hangar/domain/contracts/records';
import { App, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { useSession } from '../../session/session-context';
import type { RecordPlane } from './RecordDialog';

/*
 * The row actions of the record lists that call the server (spec §4, §6; issue 17), each offered where the row's
 * `abilities` allow it (the server's rule and the caller's grants: docs/architecture.md "Row abilities"):
 *   - the workflow step of the record's state (below 1 确认, 1 完成, 2 验收 → Workflow/Confirm|Realize|CheckOk;
 *     确认成功 / 完成成功 / 验收成功);
 *   - close, the sign-off: a confirmation naming who signs (the user's employee name), with which licence (from
 *     the user's employee row; "none on file" when there is none) and the aircraft's hours and landings; 已关闭,
 *     or the server's message (no licence, expired, a fault not checked);
 *   - open: a modal asking the required reason (开启原因), sent with the call; 已开启;
 *   - delete of a record never signed (警告 / 确定要删除该故障信息? for faults, the platform's question otherwise).
 * `element` holds the open modal; render it once beside the list.
 */

/** The workflow step the caller may call on the record now (§4: one at most, by its state), or null. */
export function allowedStep(row: Pick<MaintainTaskRow, 'abilities'>): WorkflowStep | null {
  return (Object.keys(STEP_ACTION) as WorkflowStep[]).find((step) => row.abilities[STEP_ACTION[step]]) ?? null;
}

const STEP_ENDPOINT = {
  Confirm: MaintainTask.api['Workflow/Confirm'],
  Realize: MaintainTask.api['Workflow/Realize'],
  CheckOk: MaintainTask.api['Workflow/CheckOk'],
} as const;

/** The record's name for a confirmation: its number, name or description. */
function recordName(row: MaintainTaskRow): string {
  return row.standardSeri ?? row.issueCondition ?? row.matName ?? row.description?.slice(0, 60) ?? `#${row.id}`;
}

export function useRecordActions(plane: RecordPlane, group: TaskGroup, refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const confirmDelete = useConfirmDelete();
  const [opening, setOpening] = useState<MaintainTaskRow | null>(null);

  const fail = (error: unknown) => {
    // 401 is handled once, by the session.
    if (!(error instanceof ApiError && error.status === 401))
      void message.error(error instanceof Error ? error.message : String(error));
  };

  const step = async (row: MaintainTaskRow, which: WorkflowStep) => {
    try {
      await call(STEP_ENDPOINT[which], { id: row.id, description: row.description });
      void message.success(t(`recordList.stepped.${which}`));
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  const close = async (row: MaintainTaskRow) => {
    // Who signs: the session's user with the licence of their employee row (the server checks it again).
    let licence: ReactNode = t('recordList.sign.noLicence');
    let signer = session.user.realName || session.user.name;
    try {
      const mine = await call(Employ.api.QueryEmployee, {
        filters: [{ name: 'pid', compare: 'eq', value: session.user.id, relate: 'and' }],
        fixedFilters: [],
        page: 1,
        pageSize: 1,
      });
      const employee = mine.items[0];
      if (employee?.realName) signer = employee.realName;
      if (employee?.licenceNo) {
        licence = [
          employee.licenceNo,
          employee.licenceType,
          employee.licenceExpire ? t('recordList.sign.expires', { date: employee.licenceExpire.slice(0, 10) }) : null,
        ]
          .filter(Boolean)
          .join(' · ');
      } else {
        licence = <Typography.Text type="danger">{t('recordList.sign.noLicence')}</Typography.Text>;
      }
    } catch (error) {
      fail(error);
      return;
    }
    const figure = (v: number | null) => (v === null ? '—' : String(v));
    void modal.confirm({
      title: t('recordList.sign.title'),
      width: 560,
      content: (
        <Flex vertical gap={8} data-testid="sign-off-confirm">
          <Typography.Text type="secondary">{t('recordList.sign.intro')}</Typography.Text>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('recordList.sign.record')}>{recordName(row)}</Descriptions.Item>
            <Descriptions.Item label={t('recordList.sign.signer')}>{signer}</Descriptions.Item>
            <Descriptions.Item label={t('recordList.sign.licence')}>{licence}</Descriptions.Item>
            <Descriptions.Item label={t('recordList.sign.hours')}>
              {figure(plane.allFlyHours)} ({t('recordList.sign.atSigning')})
            </Descriptions.Item>
            <Descriptions.Item label={t('recordList.sign.landings')}>{figure(plane.allLandings)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      ),
      okText: t('recordList.sign.ok'),
      cancelText: t('list.confirm.cancel'),
      onOk: async () => {
        try {
          await call(MaintainTask.api.Close, { id: row.id, description: row.description });
          void message.success(t('recordList.closed'));
          await refresh();
        } catch (error) {
          fail(error);
        }
      },
    });
  };

  const remove = (row: MaintainTaskRow) =>
    void confirmDelete({
      content: group === 'fault' ? t('recordList.deleteFault') : undefined,
      onOk: async () => {
        await call(MaintainTask.api.Delete, { id: row.id });
        await refresh();
      },
    });

  const element = (
    <OpenReasonModal
      record={opening}
      onClose={() => setOpening(null)}
      onOpened={async () => {
        setOpening(null);
        void message.success(t('recordList.opened'));
        await refresh();
      }}
    />
  );

  return { step, close, open: (row: MaintainTaskRow) => setOpening(row), remove, element };
}

/** Open with a reason (required; the server refuses without one too). The server's refusal is shown. */
function OpenReasonModal({
  record,
  onClose,
  onOpened,
}: {
  record: MaintainTaskRow | null;
  onClose(): void;
  onOpened(): Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!record) return;
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await call(MaintainTask.api.Open, { id: record.id, reason: reason.trim(), description: record.description });
      form.resetFields();
      await onOpened();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={record !== null}
      title={t('recordList.open.title')}
      okText={t('recordList.open')}
      cancelText={t('list.confirm.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
      destroyOnHidden
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{t('recordList.open.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('recordList.open.reason')}
          rules={[{ required: true, whitespace: true, message: t('task.openReasonRequired') }]}
        >
          <Input.TextArea aria-label={t('recordList.open.reason')} rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
