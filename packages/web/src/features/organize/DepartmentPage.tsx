import { ObjType } from '@hangar/domain/codes';
import { Department } from '@hangar/domain/contracts/organize';
import { Button, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf } from '../../components/entity-fields';
import { type Editing, type FormField, ListPage } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';
import { type DepartmentNode, departmentOptions, subtreeIds } from './department-tree';
import { useDepartments } from './use-organization';

// /organize/department: the company's departments as a tree by parent, siblings by sorter; add (at the top
// or under a department), edit (name, parent, sorter), delete (the server refuses a department with
// sub-departments or employees, and says so).

export default function DepartmentPage() {
  const { t } = useTranslation();
  const departments = useDepartments();

  // The whole tree is loaded at once and shown in its order: no server sort.
  const columns = columnsOf<DepartmentNode>(Department, t, ['name', 'sorter'], {
    name: { sorter: false },
    sorter: { sorter: false, width: 100 },
  });

  const formFields = (editing: Editing<DepartmentNode>): FormField[] => {
    // A department cannot move under itself or under one of its own sub-departments.
    const blocked = editing.state === 'edit' ? subtreeIds(departments.tree, editing.record.id) : new Set<number>();
    const parents = [
      { value: 0, title: t('organize.department.top') },
      ...departmentOptions(departments.tree, blocked),
    ];
    return formFieldsOf(Department, t, ['name', 'parent', 'sorter'], {
      // Not cleared: 0 is the top level.
      parent: { input: <TreeSelect treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" /> },
    });
  };

  return (
    <ListPage<DepartmentNode>
      table="department"
      api={Department.api}
      rows={{ items: departments.tree, loading: departments.loading }}
      columns={columns}
      formFields={formFields}
      defaultValues={{ parent: 0, sorter: 0 }}
      toBody={(body) => ({ ...body, parent: body.parent ?? 0, sorter: body.sorter ?? 0 })}
      titles={{ add: t('organize.department.add'), edit: t('organize.department.edit') }}
      rowActions={(row, open) => (
        <PermissionGate can={Department.api.Add}>
          <Button type="link" size="small" onClick={() => open.add({ parent: row.id })}>
            {t('organize.department.addChild')}
          </Button>
        </PermissionGate>
      )}
      operLog={ObjType.Department}
      actionsWidth={300}
    />
  );
}
