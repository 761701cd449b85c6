// Interface strings of landings and the forecast in the due figures (time-rule editor, rule chips, the
// per-aircraft maintenance list, the fleet monitor, the dashboard and their exports): key → [zh-CN, en-US];
// added when the signed-in frame loads (frame-areas.ts). The rules' validation messages are `timeRule.*`
// (maintenance.ts, the domain's validateTimeRules).

export const dueStrings = {
  // Figures of a due
  'maintenance.expireLandings': ['到期起落', 'Expiry landings'],
  'maintenance.remainLandings': ['剩余起落', 'Landings left'],
  'maintenance.executeLandings': ['执行起落', 'Execution landings'],
  'maintenance.card.remainLandings': ['剩余 {n} 次起落', '{n} landings left'],
  'maintenance.due.landings': ['{landings}次', '{landings} ldg'],
  // The day an item falls due, forecasts included, and the figure that drives it
  'maintenance.dueDate': ['预计到期日', 'Due date'],
  'maintenance.forecastDate': ['预测日期', 'Forecast date'],
  'maintenance.dueBy.calendar': ['日历', 'Calendar'],
  'maintenance.dueBy.hours': ['小时预测', 'Hours forecast'],
  'maintenance.dueBy.landings': ['起落预测', 'Landings forecast'],
  'maintenance.dueByColumn': ['到期依据', 'Driven by'],
  'maintenance.due.forecastAt': ['预测 {date}', 'forecast {date}'],
  // Time-rule editor: the landings part of a rule
  'maintenance.rule.landings': ['起落', 'Landings'],
  'maintenance.rule.lc': ['间隔(次)', 'Interval (landings)'],
  'maintenance.rule.lo': ['容差(次)', 'Tolerance (landings)'],
  'maintenance.rule.lw': ['预警(次)', 'Warning (landings)'],
  'maintenance.rule.landingsText': ['{n}次起落', '{n} landings'],
  // In-place edit of the execution landings
  'maintenance.landings.saved': ['设置执行起落次数成功', 'Execution landings set'],
  'maintenance.landings.failed': ['设置执行起落次数失败', 'Setting the execution landings failed'],
  // Filters "falls due within N days (forecasts included)" and "within N landings"
  'maintenance.dueWithin.days': ['天内到期(含预测)', 'days to due (forecasts incl.)'],
  'maintenance.dueWithin.landings': ['次起落内到期', 'landings to expiry'],
  // The aircraft's totals in the fleet rows
  'maintenance.fleet.totals': ['飞机总小时 / 起落', 'Aircraft hours / landings'],
  'maintenance.fleet.allLandings': ['飞机总起落', 'Aircraft landings'],
  'maintenance.fleet.allFlyHours': ['飞机总小时', 'Aircraft hours'],
} as const satisfies Record<string, readonly [string, string]>;
