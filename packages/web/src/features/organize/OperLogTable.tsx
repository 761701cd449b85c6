import { ObjType } from '@hangar/domain/codes';
import type { Condition } from '@hangar/domain/query';
import { Avatar, Collapse, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { DataTable } from '../../components/DataTable';
import { postQuery } from '../../components/list-query';
import { useReference } from '../../components/reference';
import { type Filter, toFilters } from '../../components/SearchBar';
import { readOperContent } from './oper-content';
import type { OperLog } from './types';

// The operation-log list shared by the log screen and the drawer any screen opens for one record
// (POST /api/OperLog/Query, newest first).

/** The object type codes with their labels, for columns and the search bar. */
export function useObjTypeOptions(): { value: number; label: string }[] {
  const { t } = useTranslation();
  return Object.values(ObjType).map((code) => ({ value: code, label: t(`organize.objType.${code}`) }));
}

/** Fields whose values are ids of reference lists, shown by name when the list is readable. */
const departmentFields = new Set(['department', 'parent']);

export function OperContent({ text }: { text: string }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const departments = useReference('department');
  const roles = useReference('role', { enabled: can('organize-role') });
  const nameIn = (ref: { find(id: number): unknown; labelOf(id: number): string }, id: unknown) =>
    typeof id === 'number' && ref.find(id) ? ref.labelOf(id) : undefined;
  const view = readOperContent(
    text,
    (field) => t(`organize.field.${field}`, { defaultValue: field }),
    (field, raw) => {
      if (departmentFields.has(field)) return nameIn(departments, raw);
      if (field === 'roleIds' && Array.isArray(raw) && raw.length > 0) {
        const names = raw.map((id) => nameIn(roles, id));
        return names.every((n) => n !== undefined) ? names.join('、') : undefined;
      }
      return undefined;
    },
  );
  return (
    <Flex vertical gap={2}>
      {view.name && <Typography.Text strong>{view.name}</Typography.Text>}
      {view.changes.map((line) => (
        <Typography.Text key={line} style={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Typography.Text>
      ))}
      {view.before && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'before',
              label: t('organize.operLog.before'),
              children: (
                <Flex vertical gap={2}>
                  {view.before.map(([field, value]) => (
                    <Typography.Text key={field} type="secondary">
                      {field}: {value}
                    </Typography.Text>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}

export interface OperLogTableProps {
  /** Filters the user cannot remove (the drawer's target). */
  fixedFilters?: Filter[];
  /** The search bar's conditions. */
  conditions?: Condition[];
  heightOffset?: number;
  /** Leaves out the object columns (the drawer shows one object). */
  compact?: boolean;
}

export function OperLogTable({ fixedFilters = [], conditions = [], heightOffset, compact = false }: OperLogTableProps) {
  const { t } = useTranslation();
  const objTypes = useObjTypeOptions();
  const filters = toFilters(conditions);
  const columns: ColumnsType<OperLog> = [
    { title: t('organize.operLog.operTime'), dataIndex: 'operTime', key: 'operTime', sorter: true, width: 170 },
    {
      title: t('organize.operLog.user'),
      key: 'user',
      width: 140,
      render: (_, row) => (
        <Flex align="center" gap={6}>
          <Avatar size="small" src={row.avatar[0]?.url}>
            {row.userName?.slice(0, 1)}
          </Avatar>
          <span>{row.userName ?? t('organize.unknown')}</span>
        </Flex>
      ),
    },
    ...(compact
      ? []
      : ([
          {
            title: t('organize.operLog.targetType'),
            dataIndex: 'targetType',
            key: 'targetType',
            width: 110,
            render: (code: number) => objTypes.find((o) => o.value === code)?.label ?? code,
          },
          { title: t('organize.operLog.targetID'), dataIndex: 'targetID', key: 'targetID', width: 100 },
        ] satisfies ColumnsType<OperLog>)),
    {
      title: t('organize.operLog.job'),
      dataIndex: 'job',
      key: 'job',
      width: 110,
      render: (job: string) => t(`organize.operLog.job.${job}`, { defaultValue: job }),
    },
    {
      title: t('organize.operLog.operContent'),
      dataIndex: 'operContent',
      key: 'operContent',
      render: (text: string) => <OperContent text={text} />,
    },
  ];
  return (
    <DataTable<OperLog>
      columns={columns}
      queryKey={['oper_log', fixedFilters, filters]}
      query={postQuery<OperLog>('/api/OperLog/Query', { filters, fixedFilters })}
      rowKey="id"
      heightOffset={heightOffset}
      defaultSort={{ field: 'id', order: 'descend' }}
    />
  );
}
