import { ObjType } from '@hangar/domain/codes';
import { MaterialType } from '@hangar/domain/contracts/materials';
import type { RowOf } from '@hangar/domain/entity';
import { Button, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf } from '../../components/entity-fields';
import { type Editing, type FormField, ListPage } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';
import { useMaterialTypes } from './use-material-types';

// /product/materialType (view product-material-type): the company's material categories as a tree by parent,
// siblings by sorter; add (at the top or under a category), edit (name, parent, order, remarks), delete (the
// server refuses a category with sub-categories or materials, and says so).

type TypeNode = RowOf<typeof MaterialType> & { children?: TypeNode[] };

export default function MaterialTypePage() {
  const { t } = useTranslation();
  const types = useMaterialTypes();

  const columns = columnsOf<TypeNode>(MaterialType, t, ['name', 'sorter', 'remarks'], {
    name: { sorter: false },
    sorter: { sorter: false, width: 100 },
    remarks: { sorter: false },
  });

  const formFields = (editing: Editing<TypeNode>): FormField[] => {
    const parents = [
      { value: 0, title: t('materialType.top') },
      ...types.treeOptions(editing.state === 'edit' ? editing.record.id : undefined),
    ];
    return formFieldsOf(MaterialType, t, ['name', 'parent', 'sorter', 'remarks'], {
      // Not cleared: 0 is the top level.
      parent: {
        kind: 'custom',
        input: <TreeSelect treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />,
      },
    });
  };

  return (
    <ListPage<TypeNode>
      table={MaterialType.table}
      api={MaterialType.api}
      rows={{ items: types.tree as TypeNode[], loading: types.loading }}
      columns={columns}
      formFields={formFields}
      defaultValues={{ parent: 0, sorter: 0 }}
      toBody={(body) => ({ ...body, parent: body.parent ?? 0, sorter: body.sorter ?? 0 })}
      titles={{ add: t('materialType.add'), edit: t('materialType.edit') }}
      rowActions={(row, open) => (
        <PermissionGate can={MaterialType.api.Add}>
          <Button type="link" size="small" onClick={() => open.add({ parent: row.id })}>
            {t('materialType.addChild')}
          </Button>
        </PermissionGate>
      )}
      operLog={ObjType.MaterialType}
      actionsWidth={300}
    />
  );
}
