import { MaintainItem, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf, searchFieldsOf } from '../../components/entity-fields';
import type { SearchField } from '../../components/SearchBar';
import { maintainTypeColor, maintainTypeLabel } from './codes';
import { ruleLine } from './display';

// What the model's item list and the item picker share (model document §2.5, §2.6): the table name, the
// search fields (name, id, part number, content) and the columns (id, name, part number, type, requirement,
// intervals).

/** Query key prefix: the table name, so DataRefresh and saves refresh every list of items. */
export const ITEM_TABLE = 'maintain_item';

export function useItemSearchFields(): SearchField[] {
  const { t } = useTranslation();
  const [name, ...rest] = searchFieldsOf(MaintainItem, t, ['name', 'matModel', 'content']);
  return [name, { name: 'id', title: t('maintenance.id'), type: 'number' }, ...rest];
}

const CLAMP: CSSProperties = {
  maxWidth: 240,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** The columns the list and the picker share: id, name, part number, type, requirement, intervals. */
export function useItemColumns(): ColumnsType<MaintainItemRow> {
  const { t, i18n } = useTranslation();
  const [name, matModel] = columnsOf<MaintainItemRow>(MaintainItem, t, ['name', 'matModel']);
  return [
    { title: t('maintenance.id'), dataIndex: 'id', key: 'id', width: 80, sorter: true },
    // Widths that wrap long names and rules, so the intervals (and the list's state after them) fit 1440 px.
    { ...name, width: 240 },
    // Not sorted from its header.
    { ...matModel, sorter: undefined, width: 120 },
    {
      title: t('maintenance.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: number) => <Tag color={maintainTypeColor(type)}>{maintainTypeLabel(i18n.language, type)}</Tag>,
    },
    {
      title: t('maintenance.content'),
      dataIndex: 'content',
      key: 'content',
      width: 240,
      // Two lines at most, the whole text in the title: a one-line ellipsis widens the table instead.
      render: (content: string) => (
        <div title={content} style={CLAMP}>
          {content}
        </div>
      ),
    },
    {
      title: t('maintenance.interval'),
      key: 'interval',
      width: 280,
      render: (_, row) => (
        <Flex vertical>
          {row.timerContent.map((rule) => (
            <span key={rule.name}>{ruleLine(rule, i18n.language)}</span>
          ))}
        </Flex>
      ),
    },
  ];
}
