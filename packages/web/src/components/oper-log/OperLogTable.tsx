import { objectTypes } from '@hangar/domain/catalogue';
import { type OperLogRow as OperLog, OperLog as OperLogApi } from '@hangar/domain/contracts/organize';
import { objTypeLabelKey } from '@hangar/domain/identity';
import type { Condition } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Collapse, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { DataTable } from '../DataTable';
import { postQuery } from '../list-query';
import { useReference } from '../reference';
import { type Filter, toFilters } from '../SearchBar';
import { readOperContent } from './oper-content';
import { type NamedList, type OperTargets, operContentReader, type ReaderEnv } from './oper-fields';
import { loadOperTargets } from './sources';

// The operation-log list shared by the log screen and the drawer any screen opens for one record
// (POST /api/OperLog/Query, newest first).

/** The object type codes with their labels, for columns and the search bar. */
export function useObjTypeOptions(): { value: number; label: string }[] {
  const { t } = useTranslation();
  return objectTypes.map(({ code }) => ({ value: code, label: t(objTypeLabelKey(code)) }));
}

/** The reference lists whose ids log entries name, loaded once per table (each cached for the session). */
function useLogNames(): ReaderEnv['nameOf'] {
  const { can } = useSession();
  const lists: Record<NamedList, { find(id: number): unknown; labelOf(id: number): string }> = {
    plane: useReference('plane'),
    planeModel: useReference('planeModel'),
    planeType: useReference('planeType'),
    brand: useReference('brand'),
    department: useReference('department'),
    role: useReference('role', { enabled: can('organize-role') }),
  };
  return (list, id) => (lists[list].find(id) ? lists[list].labelOf(id) : undefined);
}

export interface OperContentProps {
  text: string;
  /** The entry's target type (ObjType) and job: they decide how its fields read. */
  targetType: number;
  job: string;
  nameOf: ReaderEnv['nameOf'];
  /** The features' declarations (loadOperTargets). */
  declared: OperTargets;
}

export function OperContent({ text, targetType, job, nameOf, declared }: OperContentProps) {
  const { t, i18n } = useTranslation();
  const view = readOperContent(text, operContentReader(declared, targetType, job, { t, lang: i18n.language, nameOf }));
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
  const nameOf = useLogNames();
  // The features' declarations of their records, loaded with the first log table.
  const declared = useQuery({ queryKey: ['oper-targets'], queryFn: loadOperTargets, staleTime: Infinity }).data ?? {
    targets: {},
  };
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
      render: (text: string, row) => (
        <OperContent text={text} targetType={row.targetType} job={row.job} nameOf={nameOf} declared={declared} />
      ),
    },
  ];
  return (
    <DataTable<OperLog>
      columns={columns}
      queryKey={['oper_log', fixedFilters, filters]}
      query={postQuery<OperLog>(OperLogApi.api.Query, { filters, fixedFilters })}
      rowKey="id"
      heightOffset={heightOffset}
      defaultSort={{ field: 'id', order: 'descend' }}
    />
  );
}
