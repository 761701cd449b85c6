import type { OrderRow } from '@hangar/domain/contracts/orders';
import { Button, Flex, Radio, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPayload } from './order-query';
import { day } from './order-view';
import { useOrderRows } from './use-order-rows';

/*
 * The orders by aircraft over time (issue 33): a table whose rows are the aircraft (a row header each) and whose
 * columns are days (4 weeks) or weeks (16), each order a bar over its planned span, in its state's colour, a
 * button named with its number, title and dates (so a screen reader reads the span, not a position) that opens
 * the order. Earlier / Later move by the shown period; the start follows the filter's "planned from" when set.
 *
 *   <OrderCalendar payload={orderPayload(filter)} from={filter.from} onOpen={(id) => …} />
 */

type Scale = 'days' | 'weeks';
const PERIODS: Record<Scale, number> = { days: 28, weeks: 16 };

const css = `
.hangar-order-calendar { border-collapse: collapse; width: 100%; min-width: 720px; table-layout: fixed; }
.hangar-order-calendar th, .hangar-order-calendar td { border: 1px solid var(--ant-color-border-secondary); padding: 2px; }
.hangar-order-calendar thead th { font-weight: 500; font-size: 12px; text-align: center; }
.hangar-order-calendar tbody th { text-align: start; width: 100px; font-weight: 500; }
.hangar-order-lanes { display: grid; gap: 2px; }
.hangar-order-bar { font: inherit; font-size: 12px; text-align: start; overflow: hidden; white-space: nowrap;
  text-overflow: ellipsis; border: 1px solid; border-radius: 4px; padding: 0 4px; cursor: pointer; min-width: 0; }
.hangar-order-bar:focus-visible { outline: 2px solid var(--ant-color-primary); }
`;

const BAR_CLASS: Record<number, string> = {
  0: 'hangar-tag',
  1: 'hangar-tag hangar-tag-blue',
  2: 'hangar-tag hangar-tag-gold',
  3: 'hangar-tag hangar-tag-cyan',
  4: 'hangar-tag hangar-status-fine',
  9: 'hangar-tag hangar-status-closed',
};

/** The periods shown: their first days, from `start`. */
export function periodsOf(start: Dayjs, scale: Scale): Dayjs[] {
  const unit = scale === 'days' ? 'day' : 'week';
  return Array.from({ length: PERIODS[scale] }, (_, i) => start.add(i, unit));
}

/** An order's bar: the first and last period it covers (0-based, clamped), or null outside the shown range. */
export function spanOf(row: Pick<OrderRow, 'plannedStart' | 'plannedEnd'>, periods: Dayjs[], scale: Scale) {
  const unit = scale === 'days' ? 'day' : 'week';
  const first = periods[0];
  const end = periods[periods.length - 1].add(1, unit);
  const s = dayjs(day(row.plannedStart));
  const e = dayjs(day(row.plannedEnd));
  if (e.isBefore(first) || !s.isBefore(end)) return null;
  const index = (d: Dayjs) => Math.min(periods.length - 1, Math.max(0, d.diff(first, unit)));
  return { from: index(s), to: index(e) };
}

export default function OrderCalendar({
  payload,
  from,
  onOpen,
}: {
  payload: OrderPayload;
  from: Dayjs | null;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  const rows = useOrderRows(payload);
  const [scale, setScale] = useState<Scale>('days');
  const [offset, setOffset] = useState(0);
  const base = (from ?? dayjs()).startOf('day');
  const start = (scale === 'weeks' ? base.startOf('week') : base).add(
    offset * PERIODS[scale],
    scale === 'days' ? 'day' : 'week',
  );
  const periods = periodsOf(start, scale);
  const items = rows.data?.items ?? [];
  const planes = [...new Map(items.map((r) => [r.plane, r.planeName ?? String(r.plane)])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  return (
    <Spin spinning={rows.isFetching}>
      <style href="hangar-order-calendar" precedence="default">
        {css}
      </style>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Radio.Group
          optionType="button"
          value={scale}
          onChange={(e) => {
            setScale(e.target.value);
            setOffset(0);
          }}
          options={[
            { value: 'days', label: t('orders.calendar.days') },
            { value: 'weeks', label: t('orders.calendar.weeks') },
          ]}
        />
        <Button onClick={() => setOffset((o) => o - 1)}>{t('orders.calendar.prev')}</Button>
        <Button onClick={() => setOffset((o) => o + 1)}>{t('orders.calendar.next')}</Button>
        <Typography.Text aria-live="polite">
          {periods[0].format('YYYY-MM-DD')} –{' '}
          {periods[periods.length - 1].add(scale === 'days' ? 0 : 6, 'day').format('YYYY-MM-DD')}
        </Typography.Text>
      </Flex>
      {/* A scroll area on narrow screens: a named tab stop, so the keyboard can scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section style={{ overflowX: 'auto' }} aria-label={t('orders.view.calendar')} tabIndex={0}>
        <table className="hangar-order-calendar" data-testid="order-calendar">
          <caption className="hangar-visually-hidden">{t('orders.view.calendar')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.plane')}</th>
              {periods.map((p) => (
                <th key={p.valueOf()} scope="col">
                  {p.format('MM-DD')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planes.length === 0 ? (
              <tr>
                <td colSpan={periods.length + 1}>{t('orders.noOrders')}</td>
              </tr>
            ) : (
              planes.map(([plane, name]) => (
                <tr key={plane}>
                  <th scope="row">{name}</th>
                  <td colSpan={periods.length}>
                    <div
                      className="hangar-order-lanes"
                      style={{ gridTemplateColumns: `repeat(${periods.length}, minmax(0, 1fr))` }}
                    >
                      {items
                        .filter((r) => r.plane === plane)
                        .map((r) => {
                          const span = spanOf(r, periods, scale);
                          if (!span) return null;
                          return (
                            <button
                              key={r.id}
                              type="button"
                              className={`hangar-order-bar ${BAR_CLASS[r.state] ?? 'hangar-tag'}`}
                              style={{ gridColumn: `${span.from + 1} / ${span.to + 2}` }}
                              aria-label={t('orders.calendar.span', {
                                seri: r.seri,
                                title: r.title,
                                start: day(r.plannedStart),
                                end: day(r.plannedEnd),
                                state: t(`order.state.${r.state}`),
                              })}
                              title={`${r.seri} ${r.title}`}
                              onClick={() => onOpen(r.id)}
                            >
                              {r.seri} {r.title}
                            </button>
                          );
                        })}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </Spin>
  );
}
