import { Alert, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeopleList } from './PeopleList';
import { QualMatrix, useMatrix } from './QualMatrix';

/*
 * /qualification/repairman (维修人员资质 / Maintenance staff, issue 34): the certifying people with the state of
 * their licences and authorisations (a person's drawer holds the licences, authorisations, training and recency)
 * and the qualification matrix. While the company holds no authorisation at all, a banner says that sign-offs are
 * checked against licences only (docs/decisions.md "Authorisations are enforced once the first is granted").
 */
export default function RepairmanPage() {
  const { t } = useTranslation();
  const matrix = useMatrix();
  return (
    <Flex vertical gap={12}>
      {matrix.data && !matrix.data.enforced ? (
        <Alert type="info" showIcon title={t('qual.licenceOnly')} data-testid="qual-licence-only" />
      ) : null}
      <Tabs
        defaultActiveKey="people"
        destroyOnHidden
        items={[
          { key: 'people', label: t('qual.tab.people'), children: <PeopleList who="repairman" /> },
          { key: 'matrix', label: t('qual.tab.matrix'), children: <QualMatrix /> },
        ]}
      />
    </Flex>
  );
}
