import { UNFIT_REASON_MAX } from '@hangar/domain/contracts/notices';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/*
 * UnfitReasonDialog — why an aircraft is not applicable (issue 32): a document's "not applicable" evaluation needs
 * its reason (PlaneNotice/Appraise `reason`, required, ≤ UNFIT_REASON_MAX), which the AD/SB register shows.
 *
 *   <UnfitReasonDialog name={row?.name ?? null} onCancel={...} onSubmit={(reason) => send(reason)} />   // null = closed
 */

export function UnfitReasonDialog(props: {
  /** The aircraft's tail number; null = closed. */
  name: string | null;
  onCancel(): void;
  onSubmit(reason: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.name !== null}
      title={t('adreg.reason.title', { name: props.name ?? '' })}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => props.onSubmit(values.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('adreg.reason.label')}
          rules={[
            { required: true, whitespace: true, message: t('adreg.unfitReasonRequired') },
            { max: UNFIT_REASON_MAX },
          ]}
        >
          <Input.TextArea rows={3} maxLength={UNFIT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
