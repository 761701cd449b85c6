import { ObjType } from '@hangar/domain/codes';
import { RoleInput } from '@hangar/domain/contracts/platform';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FormField, ListPage } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';
import type { SearchField } from '../../components/SearchBar';
import type { Role } from './types';

// /organize/role: the company's roles (name, remark); add, edit, delete (the server refuses a role that
// employees hold), and a link to its grants on /organize/auth.

export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const searchFields: SearchField[] = [
    { name: 'name', title: t('organize.role.name'), type: 'text' },
    { name: 'remark', title: t('organize.role.remark'), type: 'text' },
  ];
  const columns: ColumnsType<Role> = [
    { title: t('organize.role.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('organize.role.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('organize.role.createdAt'), dataIndex: 'createdAt', key: 'createdAt', width: 180 },
  ];
  const formFields: FormField[] = [
    {
      name: 'name',
      label: t('organize.role.name'),
      kind: 'text',
      required: t('validation.roleNameRequired'),
      schema: RoleInput.shape.name,
    },
    { name: 'remark', label: t('organize.role.remark'), kind: 'textarea', schema: RoleInput.shape.remark },
  ];

  return (
    <ListPage<Role>
      table="role"
      api="/api/Role"
      view="organize-role"
      searchFields={searchFields}
      columns={columns}
      formFields={formFields}
      titles={{ add: t('organize.role.add'), edit: t('organize.role.edit') }}
      editActions={(row) => (
        <PermissionGate allow={{ view: 'organize-auth' }}>
          <Button type="link" size="small" onClick={() => void navigate(`/organize/auth?role=${row.id}`)}>
            {t('organize.role.grant')}
          </Button>
        </PermissionGate>
      )}
      operLog={ObjType.Role}
      actionsWidth={260}
    />
  );
}
