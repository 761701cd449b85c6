import { LoadingOutlined } from '@ant-design/icons';
import { ASSEMBLY_PAGE_SIZE, MaintainAssembly, type MaintainAssemblyRow } from '@hangar/domain/contracts/records';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { searchFieldsOf } from '../../components/entity-fields';
import { useExport } from '../../components/excel-export';
import { useListQuery, useSearchState } from '../../components/list-query';
import { SearchBar } from '../../components/SearchBar';
import { usePager } from '../../components/use-pager';
import { day, type Scalar } from './record-kinds';

/*
 * AssemblyList — an aircraft's assembly change rows of one component type (spec §2.10: engine 1, propeller 2,
 * other 0; the drawer's last three record sub-tabs): type, name, removed part number / serial / time in service,
 * installed part number / serial / time in service, remarks (and the day of the change). Search and export only
 * (没有数据 when empty); no add, no row action. Fixed filters: plane eq, ctype eq, state gt 0. 100 a page (§9).
 *
 *   <AssemblyList plane={{ id, name }} ctype={1} />
 */

const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000, QUERY_LIMITS.maxPageSize];

interface AssemblyColumn {
  key: keyof MaintainAssemblyRow & string;
  title: string;
  value: (row: MaintainAssemblyRow) => Scalar;
}

function assemblyColumns(t: TFunction): {
  removed: AssemblyColumn[];
  installed: AssemblyColumn[];
  head: AssemblyColumn[];
  tail: AssemblyColumn[];
} {
  const plain = (key: AssemblyColumn['key'], title = t(`assembly.${key}`)): AssemblyColumn => ({
    key,
    title,
    value: (row) => {
      const v = row[key];
      return typeof v === 'string' || typeof v === 'number' ? v : null;
    },
  });
  return {
    head: [
      { key: 'ctype', title: t('assembly.ctype'), value: (r) => t(`assembly.ctype.${r.ctype}`) },
      plain('name'),
      { key: 'changeDate', title: t('assembly.changeDate'), value: (r) => day(r.changeDate) },
    ],
    removed: [plain('removeModel'), plain('removeSeri'), plain('removeHours')],
    installed: [plain('installModel'), plain('installSeri'), plain('installHours')],
    tail: [plain('comments')],
  };
}

export default function AssemblyList({ plane, ctype }: { plane: { id: number; name: string }; ctype: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  const exporter = useExport();
  const search = useSearchState(MaintainAssembly.table);
  const { page, pageSize, pagination } = usePager(ASSEMBLY_PAGE_SIZE, PAGE_SIZES);
  const fixedFilters = [
    { name: 'plane', compare: 'eq', value: plane.id, relate: 'and' },
    { name: 'ctype', compare: 'eq', value: ctype, relate: 'and' },
    { name: 'state', compare: 'gt', value: 0, relate: 'and' },
  ];
  const list = useListQuery<MaintainAssemblyRow>(MaintainAssembly.table, MaintainAssembly.api.Query, {
    fixedFilters,
    filters: search.filters,
    page,
    pageSize,
  });
  const groups = assemblyColumns(t);
  const all = [...groups.head, ...groups.removed, ...groups.installed, ...groups.tail];
  const sub = (c: AssemblyColumn) => ({
    title: c.title,
    key: c.key,
    render: (_: unknown, row: MaintainAssemblyRow) => c.value(row),
  });
  const columns: ColumnsType<MaintainAssemblyRow> = [
    ...groups.head.map(sub),
    { title: t('recordList.col.removed'), key: 'removed', children: groups.removed.map(sub) },
    { title: t('recordList.col.installed'), key: 'installed', children: groups.installed.map(sub) },
    ...groups.tail.map((c) => ({ ...sub(c), ellipsis: true })),
  ];
  const title = t(`recordList.tab.${ctype === 1 ? 'engine' : ctype === 2 ? 'propeller' : 'other'}`);

  const exportRows = async () => {
    try {
      const rows = await call(MaintainAssembly.api.Query, {
        fixedFilters,
        filters: search.filters,
        page: 1,
        pageSize: QUERY_LIMITS.maxPageSize,
      } as never);
      await exporter.run<MaintainAssemblyRow>({
        fileName: `${plane.name}-${title}`,
        sheetName: title,
        rows: rows.items,
        columns: all.map((c) => ({ title: c.title, dataIndex: c.key, render: c.value })),
      });
    } catch (error) {
      exporter.failed(error);
    }
  };

  return (
    <Flex vertical gap={12} data-testid={`assembly-list-${ctype}`}>
      <Flex justify="space-between" gap={8} wrap>
        <SearchBar
          fields={searchFieldsOf(MaintainAssembly, t, [
            'name',
            'removeModel',
            'removeSeri',
            'installModel',
            'installSeri',
            'changeDate',
          ])}
          {...search.bar}
        />
        <Button
          onClick={() => void exportRows()}
          disabled={exporter.exporting}
          icon={exporter.exporting ? <LoadingOutlined /> : undefined}
        >
          {t('recordList.export')}
        </Button>
      </Flex>
      <Table<MaintainAssemblyRow>
        rowKey="id"
        size="small"
        bordered
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.totalItems)}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
    </Flex>
  );
}
