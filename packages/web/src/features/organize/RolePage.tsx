import { ObjType } from '@hangar/domain/codes';
import { Role, type RoleRow } from '@hangar/domain/contracts/organize';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';

// /organize/role: the company's roles (name, remark); add, edit, delete (the server refuses a role that
// employees hold), and a link to its grants on /organize/auth.

export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const shown = ['name', 'remark'] as const;
  const columns = columnsOf<RoleRow>(Role, t, [...shown, 'createdAt'], {
    remark: { sorter: false },
    createdAt: { sorter: false, width: 180 },
  });
  return (
    <ListPage<RoleRow>
      table="role"
      api={Role.api}
      searchFields={searchFieldsOf(Role, t, shown)}
      columns={columns}
      formFields={formFieldsOf(Role, t, shown)}
      titles={{ add: t('organize.role.add'), edit: t('organize.role.edit') }}
      editActions={(row) => (
        <PermissionGate can={Role.api.QueryGrant}>
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
