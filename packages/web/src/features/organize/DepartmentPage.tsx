import { ObjType } from '@hangar/domain/codes';
import { DepartmentInput } from '@hangar/domain/contracts/platform';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Space, Table, TreeSelect } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { contractRule, counterOf, numberOf, numberRule } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { OperLogDrawer } from '../../components/oper-log/OperLogDrawer';
import { PermissionGate } from '../../components/PermissionGate';
import { type DepartmentNode, departmentOptions, subtreeIds } from './department-tree';
import type { Department } from './types';
import { useDepartments } from './use-organization';

// /organize/department: the company's departments as a tree by parent, siblings by sorter; add (at the top
// or under a department), edit (name, parent, sorter), delete (the server refuses a department with
// sub-departments or employees, and says so).

interface Values {
  name: string;
  parent: number;
  sorter: number;
}

type Editing = { state: 'add'; parent: number } | { state: 'edit'; record: Department };

const VIEW = 'organize-department';

export default function DepartmentPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const departments = useDepartments();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['department'] });

  const blocked = editing?.state === 'edit' ? subtreeIds(departments.tree, editing.record.id) : new Set<number>();
  const parentOptions = [
    { value: 0, title: t('organize.department.top') },
    ...departmentOptions(departments.tree, blocked),
  ];

  const save = async (values: Values) => {
    const body = { name: values.name.trim(), parent: values.parent ?? 0, sorter: numberOf(values.sorter) ?? 0 };
    if (editing?.state === 'edit') await api.post('/api/Department/Update', { id: editing.record.id, ...body });
    else await api.post('/api/Department/Add', body);
    await refresh();
  };

  const remove = (row: Department) =>
    confirmDelete({
      onOk: async () => {
        await api.post('/api/Department/Delete', { id: row.id });
        await refresh();
      },
    });

  const columns: ColumnsType<DepartmentNode> = [
    { title: t('organize.department.name'), dataIndex: 'name', key: 'name' },
    { title: t('organize.department.sorter'), dataIndex: 'sorter', key: 'sorter', width: 100 },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Space size={0} wrap>
          <PermissionGate allow={[VIEW, 'Add']}>
            <Button type="link" size="small" onClick={() => setEditing({ state: 'add', parent: row.id })}>
              {t('organize.department.addChild')}
            </Button>
          </PermissionGate>
          <PermissionGate allow={[VIEW, 'Edit']}>
            <Button type="link" size="small" onClick={() => setEditing({ state: 'edit', record: row })}>
              {t('organize.edit')}
            </Button>
          </PermissionGate>
          <PermissionGate allow={[VIEW, 'Delete']}>
            <Button type="link" size="small" danger onClick={() => void remove(row)}>
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

  const initialValues: Partial<Values> | undefined =
    editing?.state === 'edit'
      ? { name: editing.record.name, parent: editing.record.parent, sorter: editing.record.sorter }
      : editing?.state === 'add'
        ? { parent: editing.parent, sorter: 0 }
        : undefined;

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <PermissionGate allow={[VIEW, 'Add']}>
          <Button type="primary" onClick={() => setEditing({ state: 'add', parent: 0 })}>
            {t('organize.department.add')}
          </Button>
        </PermissionGate>
      </Flex>
      <Table<DepartmentNode>
        columns={columns}
        dataSource={departments.tree}
        rowKey="id"
        loading={departments.loading}
        pagination={false}
        size="middle"
        expandable={{
          // Everything open unless the user folded it, also for departments added later.
          expandedRowKeys: departments.items.map((d) => d.id).filter((id) => !folded.has(id)),
          onExpand: (expanded, row) =>
            setFolded((prev) => {
              const next = new Set(prev);
              if (expanded) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
      />
      <EditorDialog<Values>
        state={editing?.state ?? 'add'}
        title={t(editing?.state === 'edit' ? 'organize.department.edit' : 'organize.department.add')}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
        initialValues={initialValues}
      >
        <Form.Item
          name="name"
          label={t('organize.department.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.departmentNameRequired') },
            contractRule(DepartmentInput.shape.name, t, t('organize.department.name')),
          ]}
        >
          <Input count={counterOf(DepartmentInput.shape.name)} />
        </Form.Item>
        <Form.Item name="parent" label={t('organize.department.parent')}>
          <TreeSelect treeData={parentOptions} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
        </Form.Item>
        <Form.Item
          name="sorter"
          label={t('organize.department.sorter')}
          rules={[numberRule(DepartmentInput.shape.sorter, t, t('organize.department.sorter'))]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
      </EditorDialog>
      <OperLogDrawer
        open={logOf !== null}
        onClose={() => setLogOf(null)}
        targetType={ObjType.Department}
        targetId={logOf ?? 0}
      />
    </Flex>
  );
}
