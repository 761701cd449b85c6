import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { FlightChartOption } from './flight-chart';

// The statistics chart (flight-chart.ts builds its option). ECharts is heavy: this module is only imported
// lazily (FlightStats), with the core and just the bar and line charts, grid, tooltip and legend, so that it
// stays out of the frame's and the sign-in page's chunks.

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export default function FlightChart({ option }: { option: FlightChartOption }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320, width: '100%' }} />;
}
