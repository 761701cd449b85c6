import { EmployStatus } from '@hangar/domain/codes';
import { code, type FieldDecl, type OperTargets, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads the organisation's records (companies, users, departments, roles, memberships):
// the declaration of every target type no other feature declares (components/oper-log/oper-fields.ts).

const organizeFields: Record<string, FieldDecl> = {
  department: { value: ref('department') },
  parent: { value: ref('department') },
  roleIds: { value: ref('role') },
  // A membership's state (an invitation accepted or declined), as the employee list names it.
  status: {
    value: code((value, { t }) =>
      value === EmployStatus.Active
        ? t('organize.employ.state.member')
        : value === EmployStatus.Declined
          ? t('organize.employ.state.declined')
          : t('organize.employ.state.pending'),
    ),
  },
};

const targets: OperTargets = { targets: {}, fallback: { prefix: 'organize.field.', fields: organizeFields } };
export default targets;
