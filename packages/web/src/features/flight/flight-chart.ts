import type { FlightStatRow } from '@hangar/domain/contracts/utilisation';

// The statistics chart's option (spec §2.11): flight hours (bars, left axis) and landings (line, right axis) per
// month of one aircraft, or per aircraft in one month. A pure function of the statistics rows, so that it is
// tested without rendering ECharts (FlightChart.tsx draws it).

/** One aircraft's months (oldest first), or one month's aircraft (in the rows' order). */
export type ChartBy = 'month' | 'plane';

export interface ChartLabels {
  hours: string;
  landings: string;
}

/** `YYYY-MM` of a statistics row. */
export const yearMonth = (row: Pick<FlightStatRow, 'theYear' | 'theMonth'>) =>
  `${row.theYear}-${String(row.theMonth).padStart(2, '0')}`;

/** The chart's categories and the two series, in the order shown. */
export function chartSeries(rows: readonly FlightStatRow[], by: ChartBy) {
  const ordered =
    by === 'month' ? [...rows].sort((a, b) => a.theYear - b.theYear || a.theMonth - b.theMonth) : [...rows];
  return {
    categories: ordered.map((r) => (by === 'month' ? yearMonth(r) : r.planeName)),
    hours: ordered.map((r) => Math.round(r.hourFly * 100) / 100),
    landings: ordered.map((r) => r.countFly),
  };
}

/** The ECharts option (only bar, line, grid, tooltip and legend: the components FlightChart registers). */
export function flightChartOption(rows: readonly FlightStatRow[], by: ChartBy, labels: ChartLabels) {
  const { categories, hours, landings } = chartSeries(rows, by);
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { data: [labels.hours, labels.landings], top: 0 },
    grid: { left: 48, right: 48, top: 48, bottom: 16, containLabel: true },
    xAxis: [{ type: 'category' as const, data: categories }],
    yAxis: [
      { type: 'value' as const, name: labels.hours, minInterval: 1 },
      { type: 'value' as const, name: labels.landings, minInterval: 1 },
    ],
    series: [
      { name: labels.hours, type: 'bar' as const, yAxisIndex: 0, data: hours, barMaxWidth: 32 },
      { name: labels.landings, type: 'line' as const, yAxisIndex: 1, data: landings },
    ],
  };
}

export type FlightChartOption = ReturnType<typeof flightChartOption>;
