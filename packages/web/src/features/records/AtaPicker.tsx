import { AtaChapter, type AtaChapterRow } from '@hangar/domain/contracts/records';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListQuery } from '../../components/list-query';

/*
 * AtaPicker — the ATA chapter of a fault (an antd Form control): the company's chapters (AtaChapter/Query, by
 * code, disabled ones left out unless the record already names one), each shown as `code name` in the
 * interface language (the Chinese name when no English one is kept), searchable by code or name. The value is
 * the chapter code (`32`, `32-10`); a code no longer in the table is still shown as it is stored.
 *
 *   <Form.Item name="ata" label={...}><AtaPicker /></Form.Item>
 */

export interface AtaPickerProps {
  /** Given by the Form.Item (the label's target). */
  id?: string;
  value?: string | null;
  onChange?(value: string | null): void;
  disabled?: boolean;
}

/** `32 起落架` / `32 Landing gear`. */
export function ataLabel(row: Pick<AtaChapterRow, 'code' | 'nameZh' | 'nameEn'>, lang: string): string {
  const name = lang.startsWith('en') ? row.nameEn || row.nameZh : row.nameZh;
  return `${row.code} ${name}`;
}

export function AtaPicker({ id, value, onChange, disabled }: AtaPickerProps) {
  const { t, i18n } = useTranslation();
  const chapters = useListQuery<AtaChapterRow>(
    AtaChapter.table,
    AtaChapter.api.Query,
    { page: 1, pageSize: 1000, sortField: 'code', sortOrder: 'asc' },
    { staleTime: 60_000 },
  );
  const options = chapters.items
    .filter((c) => !c.disabled || c.code === value)
    .map((c) => ({ value: c.code, label: ataLabel(c, i18n.language) }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      aria-label="ATA"
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      options={options}
      loading={chapters.loading}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('recordDialog.ata.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
