import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The modal of the account dialogs that edit a form: OK submits (a failed submit keeps the dialog open and has
// already shown its message), cancel closes, OK shows progress while saving. The form renders even while closed
// so that its instance exists before the first open.
export function FormDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  submit: () => Promise<void>;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void props.submit().catch(() => undefined)}
      okText={t('account.ok')}
      cancelText={t('account.cancel')}
      confirmLoading={props.saving}
      forceRender
    >
      {props.children}
    </Modal>
  );
}
