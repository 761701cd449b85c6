import type { FleetSummary } from '@hangar/domain/contracts/maintenance';
import { Card, Col, Row, Tooltip } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Status, useStatusColours } from '../../components/status-colours';
import { StatusStatistic } from '../../components/status-figures';

/*
 * FleetSummaryCards — the four counts of the fleet time-control monitor (FleetSummary for today): overdue,
 * warning (overdue included), due this month, due next month; used by the monitor and the dashboard.
 *
 *   <FleetSummaryCards summary={summary.data} loading={summary.isFetching} />               // figures only
 *   <FleetSummaryCards summary={...} loading={...} active={quick} onPick={(k) => toggle(k)} /> // quick filters
 *
 * Children (grid columns) follow the four figures (the monitor passes its certificate counts).
 * With onPick, the overdue and warning cards are buttons (click, Enter or Space) and the active one is marked.
 */

export type QuickFilter = 'overdue' | 'warning';

export interface FleetSummaryCardsProps {
  summary: FleetSummary | undefined;
  loading: boolean;
  active?: QuickFilter | null;
  onPick?(filter: QuickFilter): void;
  /** Further figures (grid columns) after the four, e.g. the monitor's certificate counts. */
  children?: ReactNode;
}

type Figure = { key: keyof FleetSummary; title: string; status?: Status; quick?: QuickFilter };

/** A card's grid span: two a row on a phone, four on a tablet, all six on one row from 1200 px (issue 29). */
const SUMMARY_CARD_SPAN = { xs: 12, md: 6, xl: 4 } as const;

export function FleetSummaryCards({ summary, loading, active = null, onPick, children }: FleetSummaryCardsProps) {
  const { t } = useTranslation();
  const colours = useStatusColours();
  const figures: Figure[] = [
    { key: 'overdue', title: t('maintenance.fleet.overdue'), status: 'overdue', quick: 'overdue' },
    { key: 'warning', title: t('maintenance.fleet.warning'), status: 'warning', quick: 'warning' },
    { key: 'dueThisMonth', title: t('maintenance.fleet.dueThisMonth') },
    { key: 'dueNextMonth', title: t('maintenance.fleet.dueNextMonth') },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="fleet-summary">
      {figures.map((f) => {
        const quick = onPick && f.quick ? f.quick : undefined;
        const pick = () => quick && onPick?.(quick);
        const onKeyDown = (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            pick();
          }
        };
        const value = summary?.[f.key];
        const mark = f.status ? colours[f.status].mark : undefined;
        const card = (
          <Card
            size="small"
            hoverable={quick !== undefined}
            {...(quick
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-pressed': active === quick,
                  onClick: pick,
                  onKeyDown,
                }
              : {})}
            style={active && active === quick ? { borderColor: mark, boxShadow: `0 0 0 1px ${mark}` } : undefined}
          >
            <StatusStatistic title={f.title} value={value} status={f.status} loading={loading && value === undefined} />
          </Card>
        );
        return (
          <Col key={f.key} {...SUMMARY_CARD_SPAN}>
            {quick ? <Tooltip title={t('maintenance.fleet.showOnly')}>{card}</Tooltip> : card}
          </Col>
        );
      })}
      {children}
    </Row>
  );
}
