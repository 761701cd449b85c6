import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from './use-store-refs';

/** The filter bars' warehouse choice (/store/inout, /product/entity): every warehouse, disabled ones too. */
export function WarehouseFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(v: number | undefined): void;
}) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <Select
      aria-label={t('store.order.warehouse')}
      placeholder={t('store.inout.allWarehouses')}
      options={warehouses.options.map(({ disabled: _, ...o }) => o)}
      value={value}
      onChange={(v: number | undefined) => onChange(v)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 160 }}
    />
  );
}
