import { type FlightStatRow, PlaneFly } from '@hangar/domain/contracts/utilisation';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useReference } from '../../components/reference';
import { flightChartOption, yearMonth } from './flight-chart';

/*
 * The flight log's statistics tab (spec §2.11, §3 "Flight statistics row"): with an aircraft, its months
 * (PlaneFly/StatPlane, newest first); without, a month picker (this month by default) and every aircraft of
 * the company in that month (PlaneFly/StatByMonth, fixed filters year and month). A table (year-month, model,
 * aircraft, days present, landings, flight hours) and a chart of hours and landings, per month or per
 * aircraft. Query keys start with plane_fly: a saved record refreshes them.
 */

/** The chart, loaded with ECharts only when statistics are shown. */
const FlightChart = lazy(() => import('./FlightChart'));

/** Rows of the statistics table a page (a fleet's month can be long). */
const STAT_PAGE_SIZE = 30;

export function FlightStats({ plane }: { plane: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  const models = useReference('planeModel');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const year = month.year();
  const monthNo = month.month() + 1;
  const stats = useQuery({
    queryKey: plane ? [PlaneFly.table, 'StatPlane', plane.id] : [PlaneFly.table, 'StatByMonth', year, monthNo],
    queryFn: (): Promise<FlightStatRow[]> =>
      plane
        ? call(PlaneFly.api.StatPlane, { plane: plane.id })
        : call(PlaneFly.api.StatByMonth, {
            fixedFilters: [
              { name: 'year', compare: 'eq', value: year },
              { name: 'month', compare: 'eq', value: monthNo },
            ],
          }),
  });
  const rows = stats.data ?? [];

  const columns: ColumnsType<FlightStatRow> = [
    { title: t('flight.stat.yearMonth'), key: 'yearMonth', render: (_, row) => yearMonth(row) },
    { title: t('flight.stat.model'), dataIndex: 'model', key: 'model', render: (id: number) => models.labelOf(id) },
    { title: t('flight.stat.plane'), dataIndex: 'planeName', key: 'planeName' },
    { title: t('flight.stat.days'), dataIndex: 'days', key: 'days' },
    { title: t('flight.stat.countFly'), dataIndex: 'countFly', key: 'countFly' },
    { title: t('flight.stat.hourFly'), dataIndex: 'hourFly', key: 'hourFly' },
  ];
  const option = flightChartOption(rows, plane ? 'month' : 'plane', {
    hours: t('flight.stat.hourFly'),
    landings: t('flight.stat.countFly'),
  });

  return (
    <Flex vertical gap={12} data-testid="flight-stats">
      {plane ? null : (
        <Flex align="center" gap={8}>
          <Typography.Text>{t('flight.stat.month')}</Typography.Text>
          <DatePicker
            picker="month"
            aria-label={t('flight.stat.month')}
            value={month}
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => {
              if (d) setMonth(d.startOf('month'));
            }}
          />
        </Flex>
      )}
      {rows.length > 0 ? (
        <Suspense fallback={<Skeleton active />}>
          <FlightChart option={option} />
        </Suspense>
      ) : null}
      <Table<FlightStatRow>
        rowKey={(row) => `${row.plane}-${yearMonth(row)}`}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={stats.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: STAT_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flight.stat.empty')} /> }}
      />
      {stats.error ? <Typography.Text type="danger">{stats.error.message}</Typography.Text> : null}
    </Flex>
  );
}
