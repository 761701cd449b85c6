import { Qualification, type QualPersonRow } from '@hangar/domain/contracts/qualifications';
import { Checkbox, Flex, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { PersonDrawer, type QualRole } from './PersonDrawer';
import { day, ExpiryTag, QUAL_KEY } from './qual-view';

/*
 * PeopleList — the members a qualification screen lists (Qualification/People: the staff screen's certifying
 * people, the pilots' screen's pilots), found by name and optionally only those with something expired or
 * expiring within 90 days: name (opens the person's drawer), department, licences, authorisations in force (staff)
 * or the medical's last valid day and the date of birth (pilots), the worst expiry state as a tag that names it,
 * and the nearest expiry with what it is. On phones each person is a card.
 *
 *   <PeopleList who="repairman" />
 */

export function PeopleList({ who }: { who: QualRole }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [expiringOnly, setExpiringOnly] = useState(false);
  const [open, setOpen] = useState<QualPersonRow | null>(null);
  const filter = { role: who, ...(name ? { name } : {}), ...(expiringOnly ? { expiringOnly } : {}) };

  const nameCell = (r: QualPersonRow) => (
    <LinkButton onClick={() => setOpen(r)} aria-label={t('qual.open', { name: r.name })}>
      {r.name}
    </LinkButton>
  );
  const next = (r: QualPersonRow) =>
    r.nextExpiry ? `${day(r.nextExpiry)} ${r.nextWhat ? t(`qual.what.${r.nextWhat}`) : ''}`.trim() : '';
  const columns: ColumnsType<QualPersonRow> = [
    { title: t('qual.user'), key: 'name', render: (_, r) => nameCell(r) },
    { title: t('qual.department'), key: 'department', render: (_, r) => r.department },
    { title: t('qual.licences'), key: 'licences', render: (_, r) => r.licences },
    ...(who === 'repairman'
      ? [
          {
            title: t('qual.authorisations'),
            key: 'authorisations',
            render: (_: unknown, r: QualPersonRow) => r.authorisations,
          },
        ]
      : [
          {
            title: t('qual.medicalUntil'),
            key: 'medicalUntil',
            render: (_: unknown, r: QualPersonRow) => day(r.medicalUntil),
          },
          { title: t('qual.birthDate'), key: 'birthDate', render: (_: unknown, r: QualPersonRow) => day(r.birthDate) },
        ]),
    { title: t('qual.expiry'), key: 'expiry', render: (_, r) => <ExpiryTag state={r.expiry} /> },
    { title: t('qual.nextExpiry'), key: 'nextExpiry', render: (_, r) => next(r) },
  ];
  return (
    <Flex vertical gap={12} data-testid={`qual-people-${who}`}>
      <RowControlsStyle />
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          style={{ maxWidth: 260 }}
          placeholder={t('qual.filter.name')}
          aria-label={t('qual.filter.name')}
          onSearch={(value) => setName(value.trim())}
        />
        <Checkbox checked={expiringOnly} onChange={(e) => setExpiringOnly(e.target.checked)}>
          {t('qual.filter.expiringOnly')}
        </Checkbox>
      </Flex>
      <DataTable<QualPersonRow>
        rowKey="user"
        columns={columns}
        queryKey={[QUAL_KEY, 'people', filter]}
        query={(page) => call(Qualification.api.People, { ...filter, page: page.page, pageSize: page.pageSize })}
        heightOffset={380}
        card={(r) => (
          <Flex vertical gap={4}>
            <span className="hangar-inline">
              {nameCell(r)} <ExpiryTag state={r.expiry} />
            </span>
            {r.department ? <span>{r.department}</span> : null}
            {r.nextExpiry ? (
              <span>
                {t('qual.nextExpiry')}: {next(r)}
              </span>
            ) : null}
          </Flex>
        )}
      />
      {open ? <PersonDrawer who={who} user={open.user} name={open.name} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
}
