import { ObjType } from '@hangar/domain/codes';
import type { FileEntry } from '@hangar/domain/contracts/fields';
import { Company } from '@hangar/domain/contracts/organize';
import { CompanyInput } from '@hangar/domain/contracts/platform';
import type { EndpointInput } from '@hangar/domain/endpoint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useOperLog } from '../../components/oper-log/OperLogAction';
import { PermissionGate } from '../../components/PermissionGate';
import { useSession } from '../../session/session-context';
import { backgroundRule, ImageField, logoRule } from '../account/AvatarField';

// /organize/company: the profile of the current company (name, system name, short name, address, logo,
// background); edited with organize-company Edit through POST /api/Company/Update. The header shows the
// system name and logo, so the session is reloaded after a change.

export default function CompanyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const companyId = session.user.curCID;
  const [editing, setEditing] = useState(false);
  const log = useOperLog(ObjType.Company);

  const company = useQuery({
    queryKey: ['company', 'current', companyId],
    queryFn: async () => {
      const list = await call(Company.api.Query, {
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

  const text = (name: 'name' | 'systemName' | 'shortName' | 'addr', required?: string): FormField => ({
    name,
    label: t(`organize.company.${name}`),
    kind: 'text',
    required,
    schema: CompanyInput.shape[name],
  });
  const fields: FormField[] = [
    text('name', t('validation.companyNameRequired')),
    text('systemName', t('validation.systemNameRequired')),
    text('shortName'),
    text('addr'),
    { name: 'logo', label: t('organize.company.logo'), kind: 'custom', input: <ImageField rule={logoRule} /> },
    {
      name: 'background',
      label: t('organize.company.background'),
      kind: 'custom',
      input: <ImageField rule={backgroundRule} />,
    },
  ];

  const save = async (values: Record<string, unknown>) => {
    const body = formBody(fields, values);
    // The form's values (formBody); the server checks them against the contract.
    await call(Company.api.Update, {
      ...(body as EndpointInput<typeof Company.api.Update>),
      logo: (body.logo ?? []) as FileEntry[],
      background: (body.background ?? []) as FileEntry[],
    });
    await queryClient.invalidateQueries({ queryKey: ['company'] });
    await session.refresh();
  };

  return (
    <Card
      title={t('organize.company.title')}
      extra={
        <Space>
          {log.allowed && <Button onClick={() => log.open(row.id)}>{t('organize.log')}</Button>}
          <PermissionGate can={Company.api.Update}>
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
      <EditorDialog<Record<string, unknown>>
        state="edit"
        title={t('organize.company.edit')}
        open={editing}
        onClose={() => setEditing(false)}
        onSubmit={save}
        initialValues={formValues(fields, row)}
      >
        <FormFields fields={fields} />
      </EditorDialog>
      {log.drawer}
    </Card>
  );
}
