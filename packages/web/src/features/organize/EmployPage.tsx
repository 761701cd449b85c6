import { EmployStatus, ObjType } from '@hangar/domain/codes';
import { User } from '@hangar/domain/contracts/account';
import { Employ, type Employee } from '@hangar/domain/contracts/organize';
import { EmployAddInput, EmployUpdateInput } from '@hangar/domain/contracts/platform';
import { prehashPassword } from '@hangar/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Input, Select, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { contractRule } from '../../components/contract-rules';
import { dueCell } from '../../components/date-due';
import { EditorDialog } from '../../components/EditorDialog';
import { phoneRules } from '../../components/form-rules';
import { type Editing, type FormField, ListPage } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';
import type { SearchField } from '../../components/SearchBar';
import { useSession } from '../../session/session-context';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { departmentOptions } from './department-tree';
import { useDepartments, useRoles } from './use-organization';

// /organize/employ: employees of the current company. Invite a phone with department and roles (the person
// joins on accepting; until then the list shows the phone and 待接受 only, and a declined invitation 已拒绝);
// edit name in the company, department, roles, the certifying licence (number, type, expiry: a sign-off of a
// maintenance record needs one that has not expired; the list warns of one expired or expiring within 30 days)
// and (administrators only) the administrator flag; lock / unlock and reset the password of members (entered
// twice, sent pre-hashed); remove from the company, or withdraw an invitation.

interface PassValues {
  pass: string;
  repeat: string;
}

const VIEW = 'organize-employ';

/** Suggestions of the licence type (free text: any other may be typed). */
const LICENCE_TYPES = ['CCAR-66 ME', 'CCAR-66 AV', 'FAA A&P', 'FAA IA', 'EASA B1', 'EASA B2', 'EASA C'];

export default function EmployPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const departments = useDepartments();
  const roles = useRoles();
  const [resetOf, setResetOf] = useState<Employee | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['employ'] });
  const nameOf = (row: Employee) => row.realName || row.name || row.phone;
  const isMember = (row: Employee) => row.status === EmployStatus.Active;
  const pending = (row: Employee) => row.status === EmployStatus.Pending;

  const yesNo = [
    { value: 1, label: t('organize.yes') },
    { value: 0, label: t('organize.no') },
  ];
  const searchFields: SearchField[] = [
    { name: 'realName', title: t('organize.employ.realName'), type: 'text' },
    { name: 'phone', title: t('organize.employ.phone'), type: 'text' },
    { name: 'name', title: t('organize.employ.name'), type: 'text' },
    {
      name: 'department',
      title: t('organize.employ.department'),
      type: 'enum',
      options: departments.items.map((d) => ({ value: d.id, label: d.name })),
    },
    { name: 'isAdmin', title: t('organize.employ.isAdmin'), type: 'enum', options: yesNo },
    {
      name: 'locked',
      title: t('organize.employ.locked'),
      type: 'enum',
      options: [
        { value: 1, label: t('organize.employ.state.locked') },
        { value: 0, label: t('organize.employ.state.active') },
      ],
    },
    {
      name: 'status',
      title: t('organize.employ.status'),
      type: 'enum',
      options: [
        { value: EmployStatus.Pending, label: t('organize.employ.state.pending') },
        { value: EmployStatus.Active, label: t('organize.employ.state.member') },
        { value: EmployStatus.Declined, label: t('organize.employ.state.declined') },
      ],
    },
  ];

  const setLock = async (row: Employee, locked: boolean) => {
    try {
      // Only members (with a user id) are offered lock and unlock.
      if (row.pid !== null) await call(locked ? User.api.Lock : User.api.Unlock, { id: row.pid });
      void message.success(t(locked ? 'organize.employ.lockDone' : 'organize.employ.unlockDone'));
      await refresh();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const askLock = (row: Employee) =>
    modal.confirm({
      title: t('organize.employ.lock'),
      content: t('organize.employ.lockAsk', { name: nameOf(row) }),
      okButtonProps: { danger: true },
      onOk: () => setLock(row, true),
    });

  const columns: ColumnsType<Employee> = [
    { title: t('organize.employ.realName'), dataIndex: 'realName', key: 'realName', sorter: true },
    { title: t('organize.employ.name'), dataIndex: 'name', key: 'name' },
    { title: t('organize.employ.phone'), dataIndex: 'phone', key: 'phone', sorter: true },
    {
      title: t('organize.employ.department'),
      dataIndex: 'department',
      key: 'department',
      render: (id: number | null) => (id === null ? '' : (departments.names.get(id) ?? t('organize.unknown'))),
    },
    {
      title: t('organize.employ.roles'),
      dataIndex: 'roleIds',
      key: 'roleIds',
      render: (ids: number[]) => ids.map((id) => <Tag key={id}>{roles.names.get(id) ?? `#${id}`}</Tag>),
    },
    { title: t('licence.no'), dataIndex: 'licenceNo', key: 'licenceNo' },
    {
      title: t('licence.expire'),
      dataIndex: 'licenceExpire',
      key: 'licenceExpire',
      // Without an expiry the licence does not expire.
      render: (date: string | null, row) => (row.licenceNo ? (date ? dueCell(t, date) : t('licence.noExpiry')) : null),
    },
    {
      title: t('organize.employ.isAdmin'),
      dataIndex: 'isAdmin',
      key: 'isAdmin',
      width: 90,
      render: (v: 0 | 1) => (v === 1 ? <Tag color="gold">{t('organize.yes')}</Tag> : t('organize.no')),
    },
    {
      title: t('organize.employ.locked'),
      dataIndex: 'locked',
      key: 'locked',
      width: 90,
      render: (v: 0 | 1, row) =>
        row.status === EmployStatus.Pending ? (
          <Tag color="blue">{t('organize.employ.state.pending')}</Tag>
        ) : row.status === EmployStatus.Declined ? (
          <Tag>{t('organize.employ.state.declined')}</Tag>
        ) : v === 1 ? (
          <Tag color="red">{t('organize.employ.state.locked')}</Tag>
        ) : (
          t('organize.employ.state.active')
        ),
    },
  ];

  const adminField: FormField = {
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

  const licenceFields: FormField[] = [
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

  const formFields = (editing: Editing<Employee>): FormField[] => [
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
      treeData: departmentOptions(departments.tree),
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
          options={roles.items.map((r) => ({ value: r.id, label: r.name }))}
        />
      ),
    },
    // Only an administrator makes or unmakes administrators.
    ...(editing.state === 'edit' && session.user.isAdmin === 1 ? [adminField] : []),
    // The licence is kept on the employee row: set when editing (an invitation is sent without one).
    ...(editing.state === 'edit' ? licenceFields : []),
  ];
  return (
    <ListPage<Employee>
      table="employ"
      api={{
        Query: Employ.api.QueryEmployee,
        Add: Employ.api.Add,
        Update: Employ.api.Update,
        Delete: Employ.api.Remove,
      }}
      view={VIEW}
      searchFields={searchFields}
      columns={columns}
      highlight={(row) => row.locked === 1}
      formFields={formFields}
      defaultValues={{ roleIds: [] }}
      toBody={(body, editing) => {
        const { phone, ...member } = body;
        const common: Record<string, unknown> = { ...member, roleIds: member.roleIds ?? [] };
        // The type is a free-text suggestion box (a custom field): trimmed here like the text fields.
        if (typeof common.licenceType === 'string') common.licenceType = common.licenceType.trim() || null;
        return editing.state === 'add' ? { phone, ...common } : common;
      }}
      titles={{ add: t('organize.employ.add'), edit: t('organize.employ.edit') }}
      savedMessage={{ add: t('organize.employ.invited') }}
      editActions={(row) =>
        // An invitation has no account of the company's to lock or reset.
        isMember(row) && (
          <PermissionGate allow={[VIEW, 'Edit']}>
            {row.locked === 1 ? (
              <Button type="link" size="small" onClick={() => void setLock(row, false)}>
                {t('organize.employ.unlock')}
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => askLock(row)}>
                {t('organize.employ.lock')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setResetOf(row)}>
              {t('organize.employ.resetPass')}
            </Button>
          </PermissionGate>
        )
      }
      deleteText={(row) =>
        pending(row)
          ? {
              label: t('organize.employ.withdraw'),
              content: t('organize.employ.withdrawAsk', { name: nameOf(row) }),
              successMessage: t('organize.employ.withdrawDone'),
            }
          : {
              label: t('organize.employ.remove'),
              content: t('organize.employ.removeAsk', { name: nameOf(row) }),
              successMessage: t('organize.employ.removeDone'),
            }
      }
      operLog={ObjType.Employ}
      actionsWidth={330}
    >
      <EditorDialog<PassValues>
        state="edit"
        title={t('organize.employ.resetTitle', { name: resetOf ? nameOf(resetOf) : '' })}
        open={resetOf !== null}
        onClose={() => setResetOf(null)}
        successMessage={t('organize.employ.resetDone')}
        onSubmit={async (values) => {
          if (resetOf?.pid) await call(User.api.ResetPass, { id: resetOf.pid, pass: prehashPassword(values.pass) });
        }}
      >
        <NewPasswordFields label={t('organize.employ.newPass')} repeatLabel={t('organize.employ.repeatPass')} />
      </EditorDialog>
    </ListPage>
  );
}
