import type { Employee } from '@hangar/domain/contracts/organize';
import { EmployAddInput, EmployUpdateInput } from '@hangar/domain/contracts/platform';
import { AutoComplete, Input, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { contractRule } from '../../components/contract-rules';
import { phoneRules } from '../../components/form-rules';
import type { Editing, FormField } from '../../components/ListPage';
import { type DepartmentNode, departmentOptions } from './department-tree';

// The employee form (EmployPage): an invitation (phone, name in the company, department, roles) or an edit (the
// phone shown, not sent; the administrator flag for administrators; the certifying licence: number, type with
// suggestions, expiry), and the body sent from it (employBody).

/** Suggestions of the licence type (free text: any other may be typed). */
const LICENCE_TYPES = ['CCAR-66 ME', 'CCAR-66 AV', 'FAA A&P', 'FAA IA', 'EASA B1', 'EASA B2', 'EASA C'];

/** The certifying licence: a sign-off of a maintenance record needs one that has not expired. */
function licenceFields(t: TFunction): FormField[] {
  return [
    { name: 'licenceNo', label: t('licence.no'), kind: 'text', schema: EmployUpdateInput.shape.licenceNo },
    {
      name: 'licenceType',
      label: t('licence.type'),
      kind: 'custom',
      rules: [contractRule(EmployUpdateInput.shape.licenceType, t, t('licence.type'))],
      item: { extra: t('licence.typeHint') },
      input: (
        <AutoComplete
          allowClear
          options={LICENCE_TYPES.map((value) => ({ value }))}
          showSearch={{
            filterOption: (typed, option) => String(option?.value ?? '').includes(typed.trim().toUpperCase()),
          }}
        />
      ),
    },
    { name: 'licenceExpire', label: t('licence.expire'), kind: 'date', item: { extra: t('licence.expireHint') } },
  ];
}

function adminField(t: TFunction): FormField {
  return {
    name: 'isAdmin',
    label: t('organize.employ.isAdmin'),
    kind: 'custom',
    item: {
      valuePropName: 'checked',
      getValueProps: (value: number) => ({ checked: value === 1 }),
      normalize: (checked: boolean) => (checked ? 1 : 0),
    },
    input: <Switch />,
  };
}

export interface EmployFormOptions {
  departments: DepartmentNode[];
  roles: readonly { id: number; name: string }[];
  /** The signed-in user is an administrator: only they make or unmake administrators. */
  isAdmin: boolean;
}

export function employFormFields(
  t: TFunction,
  { departments, roles, isAdmin }: EmployFormOptions,
): (editing: Editing<Employee>) => FormField[] {
  return (editing) => [
    editing.state === 'add'
      ? {
          name: 'phone',
          label: t('organize.employ.phone'),
          kind: 'custom',
          rules: phoneRules(t),
          item: { extra: t('organize.employ.phoneHint') },
          input: <Input inputMode="numeric" maxLength={11} />,
        }
      : // The phone of a member is theirs: shown, not sent.
        { name: 'phone', label: t('organize.employ.phone'), kind: 'custom', input: <Input disabled /> },
    {
      name: 'realName',
      label: t('organize.employ.realName'),
      kind: 'text',
      schema: EmployAddInput.shape.realName,
    },
    {
      name: 'department',
      label: t('organize.employ.department'),
      kind: 'tree',
      treeData: departmentOptions(departments),
    },
    {
      name: 'roleIds',
      label: t('organize.employ.roles'),
      kind: 'custom',
      input: (
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={roles.map((r) => ({ value: r.id, label: r.name }))}
        />
      ),
    },
    // Only an administrator makes or unmakes administrators.
    ...(editing.state === 'edit' && isAdmin ? [adminField(t)] : []),
    // The licence is kept on the employee row: set when editing (an invitation is sent without one).
    ...(editing.state === 'edit' ? licenceFields(t) : []),
  ];
}

/** The body sent: the phone only with an invitation, roles always a list, the licence type trimmed (empty → null). */
export function employBody(body: Record<string, unknown>, editing: Editing<Employee>): Record<string, unknown> {
  const { phone, ...member } = body;
  const common: Record<string, unknown> = { ...member, roleIds: member.roleIds ?? [] };
  // The type is a free-text suggestion box (a custom field): trimmed here like the text fields.
  if (typeof common.licenceType === 'string') common.licenceType = common.licenceType.trim() || null;
  return editing.state === 'add' ? { phone, ...common } : common;
}
