import { describe, expect, it } from 'vitest';
import { chartSeries, flightChartOption } from './flight-chart';
import { statRow } from './test-rows';

// The statistics chart's option, built from the statistics rows without rendering ECharts.

const labels = { hours: '飞行小时', landings: '起落次数' };

describe('flight chart option', () => {
  it('puts one aircraft’s months oldest first, hours as bars and landings as a line on its own axis', () => {
    const rows = [
      statRow({ theYear: 2026, theMonth: 3, hourFly: 31.456, countFly: 40 }),
      statRow({ theYear: 2026, theMonth: 1, hourFly: 12, countFly: 15 }),
      statRow({ theYear: 2025, theMonth: 12, hourFly: 0, countFly: 0 }),
    ];
    const option = flightChartOption(rows, 'month', labels);
    expect(option.xAxis[0].data).toEqual(['2025-12', '2026-01', '2026-03']);
    expect(option.series).toEqual([
      expect.objectContaining({ name: '飞行小时', type: 'bar', yAxisIndex: 0, data: [0, 12, 31.46] }),
      expect.objectContaining({ name: '起落次数', type: 'line', yAxisIndex: 1, data: [0, 15, 40] }),
    ]);
    expect(option.legend.data).toEqual(['飞行小时', '起落次数']);
    expect(option.yAxis.map((a) => a.name)).toEqual(['飞行小时', '起落次数']);
  });

  it('names one month’s aircraft by tail number, in the rows’ order', () => {
    const rows = [
      statRow({ plane: 5, planeName: 'B-7001', hourFly: 20, countFly: 30 }),
      statRow({ plane: 6, planeName: 'B-7002', hourFly: 0, countFly: 0 }),
    ];
    expect(chartSeries(rows, 'plane')).toEqual({
      categories: ['B-7001', 'B-7002'],
      hours: [20, 0],
      landings: [30, 0],
    });
  });

  it('leaves the rows given unchanged', () => {
    const rows = [statRow({ theMonth: 3 }), statRow({ theMonth: 1 })];
    chartSeries(rows, 'month');
    expect(rows.map((r) => r.theMonth)).toEqual([3, 1]);
  });
});
