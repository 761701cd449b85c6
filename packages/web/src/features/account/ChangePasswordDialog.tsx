import { User } from '@hangar/domain/contracts/account';
import { prehashPassword } from '@hangar/domain/password';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { showApiError } from './api-errors';
import { FormDialog } from './FormDialog';
import { NewPasswordFields } from './NewPasswordFields';

// Change password (platform spec §2 "Dialogs", §5, §8): old, new (at least 6), repeat (equal to new).
// Both passwords leave the browser pre-hashed (POST /api/user/ChangePass); a wrong old password is the
// server's 原密码不正确, shown as its message.

interface Values {
  oldPass: string;
  pass: string;
  repeat: string;
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(User.api.ChangePass, {
        oldPass: prehashPassword(values.oldPass),
        pass: prehashPassword(values.pass),
      });
      void message.success(t('ok.passwordChanged'));
      close();
    } catch (error) {
      showApiError(error, message, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t('account.password.title')} open={open} onClose={close} submit={submit} saving={saving}>
      <Form form={form} layout="vertical" name="change-password">
        <Form.Item
          name="oldPass"
          label={t('account.password.old')}
          rules={[{ required: true, message: t('account.password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t('account.password.new')} repeatLabel={t('account.password.repeat')} />
      </Form>
    </FormDialog>
  );
}
