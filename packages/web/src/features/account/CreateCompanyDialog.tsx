import { Company, type CompanyRow } from '@hangar/domain/contracts/organize';
import { CompanyInput } from '@hangar/domain/contracts/platform';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import type { FileEntry } from '../../session/session-context';
import { backgroundRule, ImageField, logoRule } from './AvatarField';
import { showApiError } from './api-errors';
import { FormDialog } from './FormDialog';
import { useSwitchCompany } from './use-switch-company';

// Company creation (platform spec §2 "Dialogs", §5): name, system name, logo, background image;
// POST /api/Company/Add (the creator becomes its administrator), then the user may switch to it.

interface Values {
  name: string;
  systemName: string;
  logo?: FileEntry[];
  background?: FileEntry[];
}

export function CreateCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const switchCompany = useSwitchCompany();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const offerSwitch = (company: Pick<CompanyRow, 'id' | 'name'>) => {
    modal.confirm({
      title: t('account.company.switchTitle'),
      content: t('account.company.switchAsk', { name: company.name }),
      okText: t('account.company.switchOk'),
      cancelText: t('account.company.stay'),
      onOk: () =>
        switchCompany(company.id).catch((error: unknown) => {
          showApiError(error, message);
        }),
    });
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const company = await call(Company.api.Add, {
        name: values.name.trim(),
        systemName: values.systemName.trim(),
        logo: values.logo ?? [],
        background: values.background ?? [],
      });
      void message.success(t('ok.companyCreated'));
      close();
      offerSwitch(company);
    } catch (error) {
      showApiError(error, message, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t('account.company.title')} open={open} onClose={close} submit={submit} saving={saving}>
      <Form form={form} layout="vertical" name="create-company">
        <Form.Item
          name="name"
          label={t('account.company.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.companyNameRequired') },
            contractRule(CompanyInput.shape.name, t, t('account.company.name')),
          ]}
        >
          <Input count={counterOf(CompanyInput.shape.name)} />
        </Form.Item>
        <Form.Item
          name="systemName"
          label={t('account.company.systemName')}
          rules={[
            { required: true, whitespace: true, message: t('validation.systemNameRequired') },
            contractRule(CompanyInput.shape.systemName, t, t('account.company.systemName')),
          ]}
        >
          <Input count={counterOf(CompanyInput.shape.systemName)} />
        </Form.Item>
        <Form.Item name="logo" label={t('account.company.logo')}>
          <ImageField rule={logoRule} />
        </Form.Item>
        <Form.Item name="background" label={t('account.company.background')}>
          <ImageField rule={backgroundRule} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
