import { ObjType } from '@hangar/domain/codes';
import { CompanyInput } from '@hangar/domain/contracts/platform';
import type { ListBody } from '@hangar/domain/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { useSession } from '../../app/session-context';
import { contractRule, counterOf } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { OperLogDrawer } from '../../components/oper-log/OperLogDrawer';
import { PermissionGate } from '../../components/PermissionGate';
import { backgroundRule, ImageField, logoRule } from '../account/AvatarField';
import type { Company } from './types';

// /organize/company: the profile of the current company (name, system name, short name, address, logo,
// background); edited with organize-company Edit through POST /api/Company/Update. The header shows the
// system name and logo, so the session is reloaded after a change.

type Values = Pick<Company, 'name' | 'systemName' | 'shortName' | 'addr' | 'logo' | 'background'>;

export default function CompanyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const companyId = session.user.curCID;
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);

  const company = useQuery({
    queryKey: ['company', 'current', companyId],
    queryFn: async () => {
      const list = await api.post<ListBody<Company>>('/api/Company/Query', {
        filters: [{ name: 'id', compare: 'eq', value: companyId }],
        page: 1,
        pageSize: 1,
      });
      return list.items[0] ?? null;
    },
    enabled: companyId !== null,
  });

  if (companyId === null) return <Empty description={t('organize.company.none')} />;
  if (company.isPending) return <Spin />;
  if (company.isError) return <Typography.Text type="danger">{company.error.message}</Typography.Text>;
  const row = company.data;
  if (!row) return <Empty description={t('organize.company.none')} />;

  const save = async (values: Values) => {
    await api.post('/api/Company/Update', {
      name: values.name.trim(),
      systemName: values.systemName.trim(),
      shortName: values.shortName?.trim() || null,
      addr: values.addr?.trim() || null,
      logo: values.logo ?? [],
      background: values.background ?? [],
    });
    await queryClient.invalidateQueries({ queryKey: ['company'] });
    await session.refresh();
  };

  return (
    <Card
      title={t('organize.company.title')}
      extra={
        <Space>
          <PermissionGate allow={{ view: 'organize-log' }}>
            <Button onClick={() => setShowLog(true)}>{t('organize.log')}</Button>
          </PermissionGate>
          <PermissionGate allow={['organize-company', 'Edit']}>
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('organize.edit')}
            </Button>
          </PermissionGate>
        </Space>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        bordered
        items={[
          { key: 'name', label: t('organize.company.name'), children: row.name },
          { key: 'systemName', label: t('organize.company.systemName'), children: row.systemName },
          { key: 'shortName', label: t('organize.company.shortName'), children: row.shortName },
          { key: 'addr', label: t('organize.company.addr'), children: row.addr },
          {
            key: 'logo',
            label: t('organize.company.logo'),
            children: <ImageField value={row.logo} rule={logoRule} />,
          },
          {
            key: 'background',
            label: t('organize.company.background'),
            children: <ImageField value={row.background} rule={backgroundRule} />,
          },
        ]}
      />
      <EditorDialog<Values>
        state="edit"
        title={t('organize.company.edit')}
        open={editing}
        onClose={() => setEditing(false)}
        onSubmit={save}
        initialValues={row}
      >
        <Form.Item
          name="name"
          label={t('organize.company.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.companyNameRequired') },
            contractRule(CompanyInput.shape.name, t, t('organize.company.name')),
          ]}
        >
          <Input count={counterOf(CompanyInput.shape.name)} />
        </Form.Item>
        <Form.Item
          name="systemName"
          label={t('organize.company.systemName')}
          rules={[
            { required: true, whitespace: true, message: t('validation.systemNameRequired') },
            contractRule(CompanyInput.shape.systemName, t, t('organize.company.systemName')),
          ]}
        >
          <Input count={counterOf(CompanyInput.shape.systemName)} />
        </Form.Item>
        <Form.Item
          name="shortName"
          label={t('organize.company.shortName')}
          rules={[contractRule(CompanyInput.shape.shortName, t, t('organize.company.shortName'))]}
        >
          <Input count={counterOf(CompanyInput.shape.shortName)} />
        </Form.Item>
        <Form.Item
          name="addr"
          label={t('organize.company.addr')}
          rules={[contractRule(CompanyInput.shape.addr, t, t('organize.company.addr'))]}
        >
          <Input count={counterOf(CompanyInput.shape.addr)} />
        </Form.Item>
        <Form.Item name="logo" label={t('organize.company.logo')}>
          <ImageField rule={logoRule} />
        </Form.Item>
        <Form.Item name="background" label={t('organize.company.background')}>
          <ImageField rule={backgroundRule} />
        </Form.Item>
      </EditorDialog>
      <OperLogDrawer open={showLog} onClose={() => setShowLog(false)} targetType={ObjType.Company} targetId={row.id} />
    </Card>
  );
}
