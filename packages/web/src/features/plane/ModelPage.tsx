import { ObjType } from '@hangar/domain/codes';
import { MaintainItem } from '@hangar/domain/contracts/maintenance';
import { PlaneModel } from '@hangar/domain/contracts/registers';
import { canSetManager, canWriteModel } from '@hangar/domain/model-access';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { type FormField, ListPage } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { useCan, useSession } from '../../session/session-context';
import { type ModelRow, modelFields } from './fields';
import { ModelDrawer } from './ModelDrawer';
import { PlaneTypeDialog } from './PlaneTypeDialog';
import { usePlaneTypes } from './use-plane-types';

// /plane/model: the shared catalogue of aircraft models (every company reads every model). Add needs the
// view's Add function (the adding company manages the new model); edit and delete need the function and
// company 10000 or the model's managing company (model spec §6). The name opens the (read-only) model
// drawer; the row action 维修项目 opens the editable maintenance items for 10000 or the manager holding a
// function of the view, else the drawer on its read-only Maintenance items tab; 日志 opens the model's
// operation log. Company 10000 also manages the category tree (类别管理) and may choose a model's managing
// company.

export default function ModelPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const types = usePlaneTypes();
  const brands = useReference('brand');
  const [shown, setShown] = useState<{ model: ModelRow; tab: 'base' | 'items'; mode?: 'config' } | null>(null);
  // The programme's writes (the configure mode of the items tab).
  const mayWriteItems = [
    useCan(MaintainItem.api.Add),
    useCan(MaintainItem.api.Update),
    useCan(MaintainItem.api.Delete),
  ].some(Boolean);
  const [typesOpen, setTypesOpen] = useState(false);
  const manufacturer = canSetManager(user.curCID);

  const searchFields = searchFieldsOf(PlaneModel, t, ['name', 'type', 'manufacturer', 'engModel'], {
    type: { type: 'enum', options: types.options },
  });

  /** The names of the category, brand and managing company, joined in by the list. */
  const display = (name: 'type' | 'brand' | 'manager') => ({
    title: t(`plane.model.${name}`),
    dataIndex: `${name}Name`,
    key: `${name}Name`,
  });
  const [nameColumn, ...restColumns] = columnsOf<ModelRow>(
    PlaneModel,
    t,
    ['name', 'manufacturer', 'engModel', 'seats', 'remarks'],
    {
      name: {
        render: (name: string, row) => (
          <Button type="link" size="small" onClick={() => setShown({ model: row, tab: 'base' })}>
            {name}
          </Button>
        ),
      },
      engModel: { sorter: false },
      remarks: { sorter: false, ellipsis: true },
    },
  );
  const columns: ColumnsType<ModelRow> = [
    nameColumn,
    display('type'),
    display('brand'),
    display('manager'),
    ...restColumns,
  ];

  const [name, ...rest] = modelFields(t);
  const formFields: FormField[] = [
    name,
    ...formFieldsOf(PlaneModel, t, ['type', 'brand', 'manager'], {
      type: { treeData: types.treeOptions() },
      brand: { options: brands.options },
      manager: { hidden: !manufacturer },
    }),
    ...rest,
  ];

  return (
    <ListPage<ModelRow>
      table={PlaneModel.table}
      api={PlaneModel.api}
      searchFields={searchFields}
      columns={columns}
      formFields={formFields}
      formColumns={2}
      labelWidth={150}
      dialogWidth={1000}
      titles={{ add: t('plane.model.add'), edit: t('plane.model.edit') }}
      canWrite={(row) => canWriteModel(user.curCID, row)}
      toBody={(body) => {
        // The managing company is the caller's unless company 10000 names one.
        if (body.manager === null || body.manager === undefined) delete body.manager;
        return body;
      }}
      operLog={ObjType.Model}
      rowActions={(row) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() =>
              setShown({
                model: row,
                tab: 'items',
                mode: mayWriteItems && canWriteModel(user.curCID, row) ? 'config' : undefined,
              })
            }
          >
            {t('plane.model.tab.items')}
          </Button>
        </>
      )}
      toolbar={manufacturer ? <Button onClick={() => setTypesOpen(true)}>{t('plane.type.manage')}</Button> : undefined}
    >
      <ModelDrawer
        model={shown?.model ?? null}
        defaultTab={shown?.tab}
        mode={shown?.mode}
        onClose={() => setShown(null)}
      />
      <PlaneTypeDialog open={typesOpen} onClose={() => setTypesOpen(false)} />
    </ListPage>
  );
}
