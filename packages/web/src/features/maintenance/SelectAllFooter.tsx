import { Checkbox, Flex, Typography } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';

// The footer of the maintenance lists (model document §2.5, §2.6): select all rows of the page, and how many
// rows are selected in all (the selection is kept across pages).

export interface SelectAllFooterProps {
  /** Ids of the rows shown. */
  pageIds: number[];
  selected: Key[];
  onChange(keys: Key[]): void;
}

export function SelectAllFooter({ pageIds, selected, onChange }: SelectAllFooterProps) {
  const { t } = useTranslation();
  const chosen = pageIds.filter((id) => selected.includes(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const toggle = (checked: boolean) => {
    const others = selected.filter((k) => !pageIds.includes(Number(k)));
    onChange(checked ? [...others, ...pageIds] : others);
  };
  return (
    <Flex gap={16} align="center" style={{ padding: '8px 0' }}>
      <Checkbox
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        disabled={pageIds.length === 0}
        onChange={(e) => toggle(e.target.checked)}
      >
        {t('maintenance.selectAll')}
      </Checkbox>
      <Typography.Text type="secondary">{t('maintenance.selected', { count: selected.length })}</Typography.Text>
    </Flex>
  );
}
