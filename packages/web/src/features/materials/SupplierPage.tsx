import { ObjType } from '@hangar/domain/codes';
import { Supplier } from '@hangar/domain/contracts/materials';
import type { RowOf } from '@hangar/domain/entity';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dueCell } from '../../components/date-due';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';
import { yesNoOptions } from './material-codes';

// /product/supplier (view product-supplier): the company's suppliers; the approval's expiry warns within 30
// days and when passed (tags, like certificates); approved suppliers are tagged.

type SupplierRow = RowOf<typeof Supplier>;
const shown = [
  'name',
  'code',
  'contact',
  'phone',
  'email',
  'addr',
  'approvalNo',
  'approvalExpire',
  'approved',
] as const;

export default function SupplierPage() {
  const { t } = useTranslation();
  return (
    <ListPage<SupplierRow>
      table={Supplier.table}
      api={Supplier.api}
      searchFields={searchFieldsOf(
        Supplier,
        t,
        ['name', 'code', 'contact', 'approvalNo', 'approvalExpire', 'approved'],
        {
          approved: { type: 'enum', options: yesNoOptions(t) },
        },
      )}
      columns={columnsOf<SupplierRow>(Supplier, t, shown, {
        approvalExpire: { render: (value: string | null) => dueCell(t, value) },
        approved: {
          render: (value: number) => (value ? <Tag color="green">{t('supplier.approved')}</Tag> : null),
        },
      })}
      formFields={formFieldsOf(Supplier, t, [...shown, 'remarks'], {
        approved: { options: yesNoOptions(t) },
        remarks: { kind: 'textarea', wide: true },
        addr: { wide: true },
      })}
      formColumns={2}
      defaultValues={{ approved: 0 }}
      titles={{ add: t('supplier.add'), edit: t('supplier.edit') }}
      operLog={ObjType.Supplier}
    />
  );
}
