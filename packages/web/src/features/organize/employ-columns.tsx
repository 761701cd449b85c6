import { EmployStatus } from '@hangar/domain/codes';
import type { Employee } from '@hangar/domain/contracts/organize';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { dueCell } from '../../components/date-due';
import type { SearchField } from '../../components/SearchBar';

// The employees list's columns and search fields (EmployPage): names, phone, department and roles by name, the
// certifying licence (its expiry warned of when expired or expiring within 30 days), administrator, and the state
// (pending invitation, declined, locked, active). Pure builders over the loaded departments' and roles' names.

export function employSearchFields(t: TFunction, departments: readonly { id: number; name: string }[]): SearchField[] {
  const yesNo = [
    { value: 1, label: t('organize.yes') },
    { value: 0, label: t('organize.no') },
  ];
  return [
    { name: 'realName', title: t('organize.employ.realName'), type: 'text' },
    { name: 'phone', title: t('organize.employ.phone'), type: 'text' },
    { name: 'name', title: t('organize.employ.name'), type: 'text' },
    {
      name: 'department',
      title: t('organize.employ.department'),
      type: 'enum',
      options: departments.map((d) => ({ value: d.id, label: d.name })),
    },
    { name: 'isAdmin', title: t('organize.employ.isAdmin'), type: 'enum', options: yesNo },
    {
      name: 'locked',
      title: t('organize.employ.locked'),
      type: 'enum',
      options: [
        { value: 1, label: t('organize.employ.state.locked') },
        { value: 0, label: t('organize.employ.state.active') },
      ],
    },
    {
      name: 'status',
      title: t('organize.employ.status'),
      type: 'enum',
      options: [
        { value: EmployStatus.Pending, label: t('organize.employ.state.pending') },
        { value: EmployStatus.Active, label: t('organize.employ.state.member') },
        { value: EmployStatus.Declined, label: t('organize.employ.state.declined') },
      ],
    },
  ];
}

export function employColumns(
  t: TFunction,
  names: { departments: ReadonlyMap<number, string>; roles: ReadonlyMap<number, string> },
): ColumnsType<Employee> {
  return [
    { title: t('organize.employ.realName'), dataIndex: 'realName', key: 'realName', sorter: true },
    { title: t('organize.employ.name'), dataIndex: 'name', key: 'name' },
    { title: t('organize.employ.phone'), dataIndex: 'phone', key: 'phone', sorter: true },
    {
      title: t('organize.employ.department'),
      dataIndex: 'department',
      key: 'department',
      render: (id: number | null) => (id === null ? '' : (names.departments.get(id) ?? t('organize.unknown'))),
    },
    {
      title: t('organize.employ.roles'),
      dataIndex: 'roleIds',
      key: 'roleIds',
      render: (ids: number[]) => ids.map((id) => <Tag key={id}>{names.roles.get(id) ?? `#${id}`}</Tag>),
    },
    { title: t('licence.no'), dataIndex: 'licenceNo', key: 'licenceNo' },
    {
      title: t('licence.expire'),
      dataIndex: 'licenceExpire',
      key: 'licenceExpire',
      // Without an expiry the licence does not expire.
      render: (date: string | null, row) => (row.licenceNo ? (date ? dueCell(t, date) : t('licence.noExpiry')) : null),
    },
    {
      title: t('organize.employ.isAdmin'),
      dataIndex: 'isAdmin',
      key: 'isAdmin',
      width: 90,
      render: (v: 0 | 1) => (v === 1 ? <Tag color="gold">{t('organize.yes')}</Tag> : t('organize.no')),
    },
    {
      title: t('organize.employ.locked'),
      dataIndex: 'locked',
      key: 'locked',
      width: 90,
      render: (v: 0 | 1, row) =>
        row.status === EmployStatus.Pending ? (
          <Tag color="blue">{t('organize.employ.state.pending')}</Tag>
        ) : row.status === EmployStatus.Declined ? (
          <Tag>{t('organize.employ.state.declined')}</Tag>
        ) : v === 1 ? (
          <Tag color="red">{t('organize.employ.state.locked')}</Tag>
        ) : (
          t('organize.employ.state.active')
        ),
    },
  ];
}
