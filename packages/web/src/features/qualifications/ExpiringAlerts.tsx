import {
  EXPIRY_URGENT_DAYS,
  EXPIRY_WARN_DAYS,
  type ExpiringRow,
  Qualification,
} from '@hangar/domain/contracts/qualifications';
import { findGrantable } from '@hangar/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/http';
import { AlertCard } from '../../components/AlertCard';
import { StatusTag } from '../../components/status-colours';
import { useCan, useSession } from '../../session/session-context';
import { day, QUAL_KEY } from './qual-view';

/*
 * Expiring qualifications (Qualification/Expiring): the dashboard's 资质到期 card — everyone's for a reader of a
 * qualification screen, else the user's own — with the counts expired, within 30 days and within 90 days and the
 * nearest rows (person, what, expiry), each linking to the screen that holds it where the user may open one; and
 * the to-dos' list of the user's own qualifications expired or expiring within 30 days (the header badge counts
 * them).
 */

/** The rows the dashboard card lists. */
const NEAREST = 6;

const screenPath = (key: string) => findGrantable(key)?.path ?? '/';

/** The screens that show an expiring row, in the order a link prefers them. */
const SCREENS: Record<ExpiringRow['what'], string[]> = {
  licence: ['qualification-repairman', 'qualification-pilot'],
  authorisation: ['qualification-repairman'],
  training: ['qualification-repairman'],
  medical: ['qualification-health', 'qualification-pilot'],
};

/** Expired first, then the nearest expiry. */
const nearestFirst = (rows: readonly ExpiringRow[]) => [...rows].sort((a, b) => a.daysLeft - b.daysLeft);

export function useExpiring({ mine, days }: { mine: boolean; days: number }) {
  const { user } = useSession();
  return useQuery({
    queryKey: [QUAL_KEY, 'expiring', user.id, user.curCID, mine, days],
    enabled: user.curCID !== null,
    meta: { silent: true },
    queryFn: () => call(Qualification.api.Expiring, { ...(mine ? { mine } : {}), days }),
    select: nearestFirst,
  });
}

/** The user's own qualifications expired or expiring within 30 days (the to-dos). */
export const useMyExpiring = () => useExpiring({ mine: true, days: EXPIRY_URGENT_DAYS });

function Left({ row }: { row: ExpiringRow }) {
  const { t } = useTranslation();
  return row.daysLeft < 0 ? (
    <StatusTag status="overdue">{t('qual.alerts.overdue', { days: Math.abs(row.daysLeft) })}</StatusTag>
  ) : (
    <StatusTag status={row.state === 'due30' ? 'warning' : 'dueSoon'}>
      {t('qual.alerts.daysLeft', { days: row.daysLeft })}
    </StatusTag>
  );
}

/** One row: person, what and its label (a link to its screen where the user may open it), expiry, days left. */
function ExpiringLine({ row, showPerson }: { row: ExpiringRow; showPerson: boolean }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const screen = SCREENS[row.what].find((key) => can(key));
  const text = [showPerson ? row.userName : '', t(`qual.what.${row.what}`), row.label].filter(Boolean).join(' · ');
  return (
    <Flex justify="space-between" wrap gap={8} style={{ width: '100%' }}>
      {screen ? <Link to={screenPath(screen)}>{text}</Link> : <span>{text}</span>}
      <span className="hangar-inline">
        {day(row.expires)} <Left row={row} />
      </span>
    </Flex>
  );
}

/** The dashboard's 资质到期 card. */
export function ExpiringAlerts() {
  const { t } = useTranslation();
  const reader = useCan(Qualification.api.People);
  const expiring = useExpiring({ mine: !reader, days: EXPIRY_WARN_DAYS });
  const rows = expiring.data ?? [];
  const count = (state: ExpiringRow['state']) =>
    expiring.data ? rows.filter((r) => r.state === state).length : undefined;
  return (
    <AlertCard
      title={t(reader ? 'qual.alerts.title' : 'qual.alerts.titleMine')}
      testId="qual-alerts-card"
      loading={expiring.isPending}
      error={expiring.error}
      counts={[
        { title: t('qual.alerts.expired'), value: count('expired'), status: 'overdue', testId: 'qual-expired' },
        { title: t('qual.alerts.due30'), value: count('due30'), status: 'warning', testId: 'qual-due30' },
        { title: t('qual.alerts.due90'), value: count('due90'), status: 'dueSoon', testId: 'qual-due90' },
      ]}
      empty={rows.length === 0}
      emptyText={t('qual.alerts.none')}
    >
      <Flex vertical gap={6} data-testid="qual-alert-rows">
        {rows.slice(0, NEAREST).map((r) => (
          <ExpiringLine key={`${r.what}-${r.id}`} row={r} showPerson={reader} />
        ))}
      </Flex>
    </AlertCard>
  );
}

/** The to-dos' part: the user's own qualifications expired or expiring within 30 days (nothing when none). */
export function MyExpiringList({ rows }: { rows: readonly ExpiringRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="qual-todos-title" data-testid="qual-todos">
      <Typography.Title level={3} id="qual-todos-title" style={{ fontSize: 14, marginTop: 0 }}>
        {t('qual.todos.title')}
      </Typography.Title>
      <List
        size="small"
        dataSource={[...rows]}
        renderItem={(r) => (
          <List.Item key={`${r.what}-${r.id}`}>
            <ExpiringLine row={r} showPerson={false} />
          </List.Item>
        )}
      />
    </section>
  );
}
