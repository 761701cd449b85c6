import { EmployStatus, ObjType } from '@hangar/domain/codes';
import { EmployAddInput } from '@hangar/domain/contracts/platform';
import { prehashPassword } from '@hangar/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Select, Space, Switch, Tag, TreeSelect } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { useSession } from '../../app/session-context';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { contractRule, counterOf } from '../../components/contract-rules';
import { DataTable } from '../../components/DataTable';
import { EditorDialog } from '../../components/EditorDialog';
import { phoneRules } from '../../components/form-rules';
import { postQuery } from '../../components/list-query';
import { OperLogDrawer } from '../../components/oper-log/OperLogDrawer';
import { PermissionGate } from '../../components/PermissionGate';
import { SearchBar, type SearchField, toFilters } from '../../components/SearchBar';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { departmentOptions } from './department-tree';
import type { Employee } from './types';
import { useDepartments, useRoles } from './use-organization';
import { useSearch } from './use-search';

// /organize/employ: employees of the current company. Invite a phone with department and roles (the person
// joins on accepting; until then the list shows the phone and 待接受 only, and a declined invitation 已拒绝);
// edit name in the company, department, roles and (administrators only) the administrator flag; lock / unlock
// and reset the password of members (entered twice, sent pre-hashed); remove from the company, or withdraw an
// invitation.

interface MemberValues {
  phone?: string;
  realName?: string | null;
  department?: number | null;
  roleIds?: number[];
  isAdmin?: 0 | 1;
}

interface PassValues {
  pass: string;
  repeat: string;
}

type Editing = { state: 'add' } | { state: 'edit'; record: Employee };

const VIEW = 'organize-employ';

export default function EmployPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const departments = useDepartments();
  const roles = useRoles();
  const { bar, searched } = useSearch('employ');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [resetOf, setResetOf] = useState<Employee | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const filters = toFilters(searched);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['employ'] });
  const nameOf = (row: Employee) => row.realName || row.name || row.phone;
  const isMember = (row: Employee) => row.status === EmployStatus.Active;
  const pending = (row: Employee) => row.status === EmployStatus.Pending;

  const yesNo = [
    { value: 1, label: t('organize.yes') },
    { value: 0, label: t('organize.no') },
  ];
  const fields: SearchField[] = [
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

  const save = async (values: MemberValues) => {
    const common = {
      department: values.department ?? null,
      roleIds: values.roleIds ?? [],
      realName: values.realName?.trim() || null,
    };
    if (editing?.state === 'edit') {
      await api.post('/api/Employ/Update', {
        id: editing.record.id,
        ...common,
        ...(session.user.isAdmin === 1 ? { isAdmin: values.isAdmin ?? editing.record.isAdmin } : {}),
      });
    } else {
      await api.post('/api/Employ/Add', { phone: values.phone, ...common });
    }
    await refresh();
  };

  const setLock = async (row: Employee, locked: boolean) => {
    try {
      await api.post(locked ? '/api/User/Lock' : '/api/User/Unlock', { id: row.pid });
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
    {
      title: t('organize.actions'),
      key: 'actions',
      fixed: 'right',
      width: 330,
      render: (_, row) => (
        <Space size={0} wrap>
          <PermissionGate allow={[VIEW, 'Edit']}>
            <Button type="link" size="small" onClick={() => setEditing({ state: 'edit', record: row })}>
              {t('organize.edit')}
            </Button>
          </PermissionGate>
          {/* An invitation has no account of the company's to lock or reset. */}
          {isMember(row) && (
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
            </PermissionGate>
          )}
          {isMember(row) && (
            <PermissionGate allow={[VIEW, 'Edit']}>
              <Button type="link" size="small" onClick={() => setResetOf(row)}>
                {t('organize.employ.resetPass')}
              </Button>
            </PermissionGate>
          )}
          <PermissionGate allow={[VIEW, 'Delete']}>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDelete({
                  content: t(pending(row) ? 'organize.employ.withdrawAsk' : 'organize.employ.removeAsk', {
                    name: nameOf(row),
                  }),
                  successMessage: t(pending(row) ? 'organize.employ.withdrawDone' : 'organize.employ.removeDone'),
                  onOk: async () => {
                    await api.post('/api/Employ/Remove', { id: row.id });
                    await refresh();
                  },
                })
              }
            >
              {t(pending(row) ? 'organize.employ.withdraw' : 'organize.employ.remove')}
            </Button>
          </PermissionGate>
          <PermissionGate allow={{ view: 'organize-log' }}>
            <Button type="link" size="small" onClick={() => setLogOf(row.id)}>
              {t('organize.log')}
            </Button>
          </PermissionGate>
        </Space>
      ),
    },
  ];

  const initialValues: MemberValues =
    editing?.state === 'edit'
      ? {
          realName: editing.record.realName,
          department: editing.record.department,
          roleIds: editing.record.roleIds,
          isAdmin: editing.record.isAdmin,
        }
      : { roleIds: [] };

  return (
    <Flex vertical gap={12}>
      <SearchBar
        fields={fields}
        {...bar}
        extra={
          <PermissionGate allow={[VIEW, 'Add']}>
            <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
              {t('organize.employ.add')}
            </Button>
          </PermissionGate>
        }
      />
      <DataTable<Employee>
        columns={columns}
        queryKey={['employ', 'page', filters]}
        query={postQuery<Employee>('/api/Employ/QueryEmployee', { filters })}
        rowKey="id"
        highlight={(row) => row.locked === 1}
      />
      <EditorDialog<MemberValues>
        state={editing?.state ?? 'add'}
        title={t(editing?.state === 'edit' ? 'organize.employ.edit' : 'organize.employ.add')}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
        initialValues={initialValues}
        successMessage={editing?.state === 'add' ? t('organize.employ.invited') : undefined}
      >
        {editing?.state === 'add' ? (
          <Form.Item
            name="phone"
            label={t('organize.employ.phone')}
            extra={t('organize.employ.phoneHint')}
            rules={phoneRules(t)}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
        ) : (
          <Form.Item label={t('organize.employ.phone')}>
            <Input value={editing?.state === 'edit' ? editing.record.phone : ''} disabled />
          </Form.Item>
        )}
        <Form.Item
          name="realName"
          label={t('organize.employ.realName')}
          rules={[contractRule(EmployAddInput.shape.realName, t, t('organize.employ.realName'))]}
        >
          <Input count={counterOf(EmployAddInput.shape.realName)} />
        </Form.Item>
        <Form.Item name="department" label={t('organize.employ.department')}>
          <TreeSelect
            treeData={departmentOptions(departments.tree)}
            treeDefaultExpandAll
            allowClear
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="roleIds" label={t('organize.employ.roles')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={roles.items.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        {editing?.state === 'edit' && session.user.isAdmin === 1 && (
          <Form.Item
            name="isAdmin"
            label={t('organize.employ.isAdmin')}
            valuePropName="checked"
            getValueProps={(value: number) => ({ checked: value === 1 })}
            normalize={(checked: boolean) => (checked ? 1 : 0)}
          >
            <Switch />
          </Form.Item>
        )}
      </EditorDialog>
      <EditorDialog<PassValues>
        state="edit"
        title={t('organize.employ.resetTitle', { name: resetOf ? nameOf(resetOf) : '' })}
        open={resetOf !== null}
        onClose={() => setResetOf(null)}
        successMessage={t('organize.employ.resetDone')}
        onSubmit={async (values) => {
          if (resetOf) await api.post('/api/User/ResetPass', { id: resetOf.pid, pass: prehashPassword(values.pass) });
        }}
      >
        <NewPasswordFields label={t('organize.employ.newPass')} repeatLabel={t('organize.employ.repeatPass')} />
      </EditorDialog>
      <OperLogDrawer
        open={logOf !== null}
        onClose={() => setLogOf(null)}
        targetType={ObjType.Employ}
        targetId={logOf ?? 0}
      />
    </Flex>
  );
}
