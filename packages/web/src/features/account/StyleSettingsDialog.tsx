import { User } from '@hangar/domain/contracts/account';
import type { UserSetting } from '@hangar/domain/contracts/platform';
import { App, Form, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';
import { readSetting } from '../../session/settings';
import { showApiError } from './api-errors';
import { FormDialog } from './FormDialog';

// Style settings (platform spec §2 "Dialogs", §3 "User settings"): theme, home mode, menu position, menu
// fold and default state. The settings travel as one JSON text (POST /api/User/UpdateConfig); keys this
// dialog does not show (homepageSet, homeMapType) are kept as they were. The JSON text is read as the frame
// reads it (app/settings readSetting), so both agree on defaults.

type Values = Pick<UserSetting, 'theme' | 'homeMode' | 'menuPosition' | 'menuFoldSet' | 'menuDefaultState'>;

export function StyleSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const setting = readSetting(session.user.setting);

  useEffect(() => {
    if (open) form.setFieldsValue(readSetting(session.user.setting));
  }, [open, session.user.setting, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(User.api.UpdateConfig, { setting: JSON.stringify({ ...setting, ...values }) });
      void message.success(t('ok.configUpdated'));
      await session.refresh();
      onClose();
    } catch (error) {
      showApiError(error, message);
    } finally {
      setSaving(false);
    }
  };

  const options = <T extends string | number>(prefix: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <FormDialog title={t('account.style.title')} open={open} onClose={onClose} submit={submit} saving={saving}>
      <Form form={form} layout="vertical" name="style-settings">
        <Form.Item name="theme" label={t('account.style.theme')}>
          <Radio.Group
            optionType="button"
            options={options('account.style.theme', ['default', 'lightBlue', 'dark'] as const)}
          />
        </Form.Item>
        <Form.Item name="homeMode" label={t('account.style.homeMode')}>
          <Radio.Group optionType="button" options={options('account.style.homeMode', [0, 1] as const)} />
        </Form.Item>
        <Form.Item name="menuPosition" label={t('account.style.menuPosition')}>
          <Radio.Group optionType="button" options={options('account.style.menuPosition', [0, 1, 2] as const)} />
        </Form.Item>
        <Form.Item
          name="menuFoldSet"
          label={t('account.style.menuFoldSet')}
          valuePropName="checked"
          getValueProps={(value: number) => ({ checked: value === 1 })}
          normalize={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="menuDefaultState" label={t('account.style.menuDefaultState')}>
          <Radio.Group optionType="button" options={options('account.style.menuDefaultState', [0, 1] as const)} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
