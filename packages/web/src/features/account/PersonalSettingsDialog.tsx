import { User } from '@hangar/domain/contracts/account';
import { UserInfoInput } from '@hangar/domain/contracts/platform';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callAt } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import { phoneRules } from '../../components/form-rules';
import { type FileEntry, useSession } from '../../session/session-context';
import { AvatarField } from './AvatarField';
import { showApiError } from './api-errors';
import { FormDialog } from './FormDialog';

// Personal settings (platform spec §2 "Dialogs", §5): phone, nickname, sex, birthday, avatar of the
// signed-in user; POST /api/User/UpdateInfo/{id}, then the session is reloaded. A phone in use is refused by
// the save, at the phone field.

interface Values {
  phone: string;
  name: string;
  sex: 1 | 2;
  birthday: Dayjs | null;
  avatar: FileEntry[];
}

export function PersonalSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const { user } = session;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      phone: user.phone,
      name: user.name,
      sex: user.sex === 1 || user.sex === 2 ? user.sex : undefined,
      birthday: user.birthday ? dayjs(user.birthday) : null,
      avatar: user.avatar,
    });
  }, [open, user, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await callAt(
        User.api.UpdateInfo,
        { id: user.id },
        {
          phone: values.phone,
          name: values.name.trim(),
          sex: values.sex,
          birthday: values.birthday ? `${values.birthday.format('YYYY-MM-DD')} 00:00:00` : null,
          avatar: values.avatar ?? [],
        },
      );
      void message.success(t('ok.infoUpdated'));
      await session.refresh();
      onClose();
    } catch (error) {
      // 修改信息失败 (spec §8) with the server's reason; field errors go under their fields.
      if (error instanceof ApiError && error.errors.length === 0) {
        void message.error(`${t('account.personal.updateFailed')}: ${error.message}`);
      } else showApiError(error, message, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t('account.personal.title')} open={open} onClose={onClose} submit={submit} saving={saving}>
      <Form form={form} layout="vertical" name="personal-settings">
        <Form.Item
          name="phone"
          label={t('account.personal.phone')}
          // Whether another account holds the phone is the save's answer (shown here): no lookup asks it
          // beforehand, since QueryByPhone tells nobody which numbers are registered.
          rules={phoneRules(t)}
        >
          <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('account.personal.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired') },
            contractRule(UserInfoInput.shape.name, t, t('account.personal.name')),
          ]}
        >
          <Input count={counterOf(UserInfoInput.shape.name)} />
        </Form.Item>
        <Form.Item
          name="sex"
          label={t('account.personal.sex')}
          rules={[{ required: true, message: t('validation.sexRequired') }]}
        >
          <Radio.Group
            options={[
              { value: 1, label: t('account.personal.male') },
              { value: 2, label: t('account.personal.female') },
            ]}
          />
        </Form.Item>
        <Form.Item name="birthday" label={t('account.personal.birthday')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="avatar" label={t('account.personal.avatar')}>
          <AvatarField />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
