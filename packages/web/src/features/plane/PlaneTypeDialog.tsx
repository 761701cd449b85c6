import { PlaneType } from '@hangar/domain/contracts/registers';
import type { EndpointInput } from '@hangar/domain/endpoint';
import type { RowOf } from '@hangar/domain/entity';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useCan } from '../../session/session-context';
import type { DepartmentNode } from '../organize/department-tree';
import { usePlaneTypes } from './use-plane-types';

// The model categories (plane types: a tree by parent, a catalogue shared by every company and written by
// company 10000, which alone sees the button opening this dialog). Add at the top or under a category,
// edit (name, parent, order, remarks), delete (the server refuses a category with sub-categories or models).

type PlaneTypeRow = RowOf<typeof PlaneType>;
type Editing = { state: 'add'; parent: number } | { state: 'edit'; record: PlaneTypeRow };

const TABLE = PlaneType.table;

export function PlaneTypeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const types = usePlaneTypes();
  const [editing, setEditing] = useState<Editing | null>(null);
  const may = {
    add: useCan(PlaneType.api.Add),
    edit: useCan(PlaneType.api.Update),
    delete: useCan(PlaneType.api.Delete),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TABLE] });

  const fields: FormField[] = formFieldsOf(PlaneType, t, ['name', 'parent', 'sorter', 'remarks'], {
    parent: {
      treeData: [
        { value: 0, title: t('plane.type.top') },
        ...types.treeOptions(editing?.state === 'edit' ? editing.record.id : undefined),
      ],
    },
  });

  const save = async (values: Record<string, unknown>) => {
    const fromForm = formBody(fields, values);
    // The form sends every field; an emptied order is 0 (the first place).
    const body = { ...fromForm, sorter: fromForm.sorter ?? 0 } as EndpointInput<typeof PlaneType.api.Add>;
    if (editing?.state === 'edit') await call(PlaneType.api.Update, { ...body, id: editing.record.id });
    else await call(PlaneType.api.Add, body);
    await refresh();
  };

  const columns: ColumnsType<DepartmentNode> = [
    { title: t('plane.type.name'), dataIndex: 'name', key: 'name' },
    { title: t('plane.type.sorter'), dataIndex: 'sorter', key: 'sorter', width: 80 },
    {
      title: t('list.action.actions'),
      key: 'actions',
      width: 240,
      render: (_, row) => (
        <Space size={0} wrap>
          {may.add ? (
            <Button type="link" size="small" onClick={() => setEditing({ state: 'add', parent: row.id })}>
              {t('plane.type.addChild')}
            </Button>
          ) : null}
          {may.edit ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ state: 'edit', record: row as unknown as PlaneTypeRow })}
            >
              {t('list.action.edit')}
            </Button>
          ) : null}
          {may.delete ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDelete({
                  onOk: async () => {
                    await call(PlaneType.api.Delete, { id: row.id });
                    await refresh();
                  },
                })
              }
            >
              {t('list.action.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={800} title={t('plane.type.manage')} destroyOnHidden>
      <Flex vertical gap={12}>
        {may.add ? (
          <Flex justify="flex-end">
            <Button type="primary" onClick={() => setEditing({ state: 'add', parent: 0 })}>
              {t('plane.type.add')}
            </Button>
          </Flex>
        ) : null}
        <Table<DepartmentNode>
          // Re-mounted when categories come or go, so that every branch starts open.
          key={types.items.length}
          columns={columns}
          dataSource={types.tree}
          rowKey="id"
          loading={types.loading}
          pagination={false}
          size="small"
          expandable={{ defaultExpandAllRows: true }}
        />
      </Flex>
      <EditorDialog<Record<string, unknown>>
        state={editing?.state ?? 'add'}
        title={t(editing?.state === 'edit' ? 'plane.type.edit' : 'plane.type.add')}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
        initialValues={
          editing?.state === 'edit' ? formValues(fields, editing.record) : { parent: editing?.parent ?? 0, sorter: 0 }
        }
      >
        <FormFields fields={fields} />
      </EditorDialog>
    </Modal>
  );
}
