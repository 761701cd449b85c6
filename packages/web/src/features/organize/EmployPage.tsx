import { ObjType } from '@hangar/domain/codes';
import { Employ, type Employee } from '@hangar/domain/contracts/organize';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/ListPage';
import { useSession } from '../../session/session-context';
import { employColumns, employSearchFields } from './employ-columns';
import { employBody, employFormFields } from './employ-form';
import { EMPLOY_VIEW, useEmployActions } from './use-employ-actions';
import { useDepartments, useRoles } from './use-organization';

// /organize/employ: employees of the current company. Invite a phone with department and roles (the person
// joins on accepting; until then the list shows the phone and 待接受 only, and a declined invitation 已拒绝);
// edit name in the company, department, roles, the certifying licence (number, type, expiry: a sign-off of a
// maintenance record needs one that has not expired; the list warns of one expired or expiring within 30 days)
// and (administrators only) the administrator flag; lock / unlock and reset the password of members (entered
// twice, sent pre-hashed); remove from the company, or withdraw an invitation.
// Parts: employ-columns.tsx (columns, search fields), employ-form.tsx (form fields with the licence, the body
// sent), use-employ-actions.tsx (lock, reset password, delete words).

export default function EmployPage() {
  const { t } = useTranslation();
  const session = useSession();
  const departments = useDepartments();
  const roles = useRoles();
  const actions = useEmployActions();

  return (
    <ListPage<Employee>
      table="employ"
      api={{
        Query: Employ.api.QueryEmployee,
        Add: Employ.api.Add,
        Update: Employ.api.Update,
        Delete: Employ.api.Remove,
      }}
      view={EMPLOY_VIEW}
      searchFields={employSearchFields(t, departments.items)}
      columns={employColumns(t, { departments: departments.names, roles: roles.names })}
      highlight={(row) => row.locked === 1}
      formFields={employFormFields(t, {
        departments: departments.tree,
        roles: roles.items,
        isAdmin: session.user.isAdmin === 1,
      })}
      defaultValues={{ roleIds: [] }}
      toBody={employBody}
      titles={{ add: t('organize.employ.add'), edit: t('organize.employ.edit') }}
      savedMessage={{ add: t('organize.employ.invited') }}
      editActions={actions.editActions}
      deleteText={actions.deleteText}
      operLog={ObjType.Employ}
      actionsWidth={330}
    >
      {actions.resetDialog}
    </ListPage>
  );
}
