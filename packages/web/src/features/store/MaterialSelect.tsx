import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import { movementRefusal } from '@hangar/domain/contracts/store';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialText } from './order-form';
import { useMaterialSearch } from './use-store-refs';

// A line's material: a searchable remote select over Material/QueryWithStock (part number or name), each
// option `part number · name · stock` — the stock in the order's warehouse when one is chosen. Materials not
// approved are shown but cannot be chosen, on receipts and issues alike (store.ts: the server refuses to move
// them either way). The lines also offer the materials feature's selector drawer (OrderLines).

export const SEARCH_DELAY_MS = 300;

export interface MaterialSelectProps {
  id?: string;
  value?: number;
  onChange?(value: number | undefined): void;
  /** The row of the material chosen. */
  onPick?(row: MaterialStockRow | undefined): void;
  /** How the current value reads when it is not among the search results (a draft's line). */
  currentLabel?: string;
  warehouse?: number;
  /** The select's width (px, or '100%' in a phone's line card). */
  width?: number | string;
  status?: 'error';
}

export function stockIn(row: MaterialStockRow, warehouse: number | undefined): number {
  return warehouse === undefined ? row.stock : (row.whStock[`w${warehouse}`] ?? 0);
}

export function MaterialSelect({
  id,
  value,
  onChange,
  onPick,
  currentLabel,
  warehouse,
  status,
  width = 300,
}: MaterialSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useMaterialSearch(text, open);
  const options = search.items.map((row) => ({
    value: row.id,
    label:
      materialText(row, stockIn(row, warehouse), t) + (row.approved === 1 ? '' : ` (${t('store.lines.notApproved')})`),
    disabled: movementRefusal(row) !== null,
  }));
  if (value !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentLabel ?? String(value), disabled: false });
  }
  return (
    <Select<number>
      id={id}
      aria-label={t('store.item.material')}
      placeholder={t('store.lines.search')}
      style={{ width }}
      status={status}
      value={value}
      options={options}
      loading={search.loading}
      open={open}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      popupMatchSelectWidth={false}
      onChange={(next) => {
        onChange?.(next);
        onPick?.(search.items.find((r) => r.id === next));
      }}
    />
  );
}
