import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enterSubmits } from '../../components/dialog-keyboard';

// The modal of the account dialogs that edit a form: OK submits (a failed submit keeps the dialog open and has
// already shown its message), cancel closes, OK shows progress while saving. The form renders even while closed
// so that its instance exists before the first open. Enter in a one-line field submits like OK (issue 31).
export function FormDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  submit: () => Promise<void>;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ok = () => void props.submit().catch(() => undefined);
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onClose}
      onOk={ok}
      okText={t('account.ok')}
      cancelText={t('account.cancel')}
      confirmLoading={props.saving}
      forceRender
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter from the fields inside, not an own control */}
      <div onKeyDown={enterSubmits(ok)}>{props.children}</div>
    </Modal>
  );
}
