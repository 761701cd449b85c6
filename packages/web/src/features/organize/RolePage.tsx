import { ObjType } from '@hangar/domain/codes';
import { RoleInput } from '@hangar/domain/contracts/platform';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { contractRule, counterOf } from '../../components/contract-rules';
import { DataTable } from '../../components/DataTable';
import { EditorDialog } from '../../components/EditorDialog';
import { postQuery } from '../../components/list-query';
import { OperLogDrawer } from '../../components/oper-log/OperLogDrawer';
import { PermissionGate } from '../../components/PermissionGate';
import { SearchBar, type SearchField, toFilters } from '../../components/SearchBar';
import type { Role } from './types';
import { useSearch } from './use-search';

// /organize/role: the company's roles (name, remark); add, edit, delete (the server refuses a role that
// employees hold), and a link to its grants on /organize/auth.

interface Values {
  name: string;
  remark?: string | null;
}

type Editing = { state: 'add' } | { state: 'edit'; record: Role };

const VIEW = 'organize-role';

export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { bar, searched } = useSearch('role');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const filters = toFilters(searched);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['role'] });

  const fields: SearchField[] = [
    { name: 'name', title: t('organize.role.name'), type: 'text' },
    { name: 'remark', title: t('organize.role.remark'), type: 'text' },
  ];

  const save = async (values: Values) => {
    const body = { name: values.name.trim(), remark: values.remark?.trim() || null };
    if (editing?.state === 'edit') await api.post('/api/Role/Update', { id: editing.record.id, ...body });
    else await api.post('/api/Role/Add', body);
    await refresh();
  };

  const columns: ColumnsType<Role> = [
    { title: t('organize.role.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('organize.role.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('organize.role.createdAt'), dataIndex: 'createdAt', key: 'createdAt', width: 180 },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 260,
      render: (_, row) => (
        <Space size={0} wrap>
          <PermissionGate allow={[VIEW, 'Edit']}>
            <Button type="link" size="small" onClick={() => setEditing({ state: 'edit', record: row })}>
              {t('organize.edit')}
            </Button>
          </PermissionGate>
          <PermissionGate allow={{ view: 'organize-auth' }}>
            <Button type="link" size="small" onClick={() => void navigate(`/organize/auth?role=${row.id}`)}>
              {t('organize.role.grant')}
            </Button>
          </PermissionGate>
          <PermissionGate allow={[VIEW, 'Delete']}>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDelete({
                  onOk: async () => {
                    await api.post('/api/Role/Delete', { id: row.id });
                    await refresh();
                  },
                })
              }
            >
              {t('organize.delete')}
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

  return (
    <Flex vertical gap={12}>
      <SearchBar
        fields={fields}
        {...bar}
        extra={
          <PermissionGate allow={[VIEW, 'Add']}>
            <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
              {t('organize.role.add')}
            </Button>
          </PermissionGate>
        }
      />
      <DataTable<Role>
        columns={columns}
        queryKey={['role', 'page', filters]}
        query={postQuery<Role>('/api/Role/Query', { filters })}
        rowKey="id"
      />
      <EditorDialog<Values>
        state={editing?.state ?? 'add'}
        title={t(editing?.state === 'edit' ? 'organize.role.edit' : 'organize.role.add')}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
        initialValues={editing?.state === 'edit' ? { name: editing.record.name, remark: editing.record.remark } : {}}
      >
        <Form.Item
          name="name"
          label={t('organize.role.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.roleNameRequired') },
            contractRule(RoleInput.shape.name, t, t('organize.role.name')),
          ]}
        >
          <Input count={counterOf(RoleInput.shape.name)} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('organize.role.remark')}
          rules={[contractRule(RoleInput.shape.remark, t, t('organize.role.remark'))]}
        >
          <Input.TextArea count={counterOf(RoleInput.shape.remark)} rows={3} />
        </Form.Item>
      </EditorDialog>
      <OperLogDrawer
        open={logOf !== null}
        onClose={() => setLogOf(null)}
        targetType={ObjType.Role}
        targetId={logOf ?? 0}
      />
    </Flex>
  );
}
