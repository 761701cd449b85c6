// Interface strings of the flight log and the aircraft's utilisation (screens of features/flight, the aircraft
// form, info panel and drawer of features/plane): key → [zh-CN, en-US]; added when the signed-in frame loads
// (frame-areas.ts). The server messages of the flight log are in utilisation.ts.

export const flightStrings = {
  // Flight record fields (PlaneFly labels `flight.<field>`, spec §2.11, §3 "Flight record")
  'flight.plane': ['飞机', 'Aircraft'],
  'flight.planeName': ['飞机', 'Aircraft'],
  'flight.flyDate': ['日期', 'Date'],
  'flight.dayFlyCount': ['当日起落', 'Landings of the day'],
  'flight.dayFlyHours': ['当日飞行小时', 'Flight hours of the day'],
  'flight.garminHours': ['GARMIN 时间', 'GARMIN time'],
  'flight.airHours': ['空地时间', 'Air-ground time'],
  'flight.addFlyCount': ['累计起落', 'Total landings'],
  'flight.addFlyHours': ['累计机身小时', 'Total airframe hours'],
  'flight.addEngineHours': ['发动机小时', 'Engine hours'],
  'flight.hobbsHours': ['HOBBS 时间', 'HOBBS time'],
  'flight.comments': ['备注', 'Remarks'],
  'flight.pilot': ['机长', 'Pilot in command'],
  'flight.pilotReason': ['机长资质不符仍记录的原因', 'Reason for recording with this pilot'],
  'flight.pilotReasonRequired': [
    '请填写机长资质不符仍记录本次飞行的原因',
    'Give the reason for recording this flight with this pilot',
  ],
  'flight.createdBy': ['创建人', 'Created by'],
  'flight.createdAt': ['创建时间', 'Created at'],
  // The flight log's tabs, records and dialog
  'flight.tab.records': ['飞行记录', 'Flight records'],
  'flight.tab.stats': ['飞行统计', 'Statistics'],
  'flight.add': ['新增飞行记录', 'Add a flight record'],
  'flight.edit': ['编辑飞行记录', 'Edit the flight record'],
  'flight.latestOnly': ['只能删除最新的飞行记录', 'Only the latest flight record can be deleted'],
  // Statistics (spec §3 "Flight statistics row")
  'flight.stat.yearMonth': ['年月', 'Month'],
  'flight.stat.model': ['机型', 'Model'],
  'flight.stat.plane': ['飞机编号', 'Aircraft'],
  'flight.stat.days': ['出勤天数', 'Days flown'],
  'flight.stat.countFly': ['起落次数', 'Landings'],
  'flight.stat.hourFly': ['飞行小时', 'Flight hours'],
  'flight.stat.month': ['统计月份', 'Month'],
  'flight.stat.empty': ['暂无飞行统计', 'No flight statistics'],
  'flight.stat.chartTitle': ['飞行小时与起落', 'Flight hours and landings'],
  // The aircraft operation screen (/plane/operation)
  'flight.op.plane': ['飞机', 'Aircraft'],
  'flight.op.pick': ['选择飞机', 'Choose an aircraft'],
  'flight.op.fleet': ['机队月度飞行统计', 'The fleet’s monthly flying'],
  // The flight log's tab: named as the aircraft archive's (飞行时间), not as its own records tab inside it.
  'flight.op.flights': ['飞行时间', 'Flight time'],
  'flight.op.equipment': ['装机清单', 'Installed equipment'],
  'flight.op.option': [
    '{name} · {model} · 总飞行小时 {hours} · 总起落 {landings}',
    '{name} · {model} · {hours} h · {landings} landings',
  ],
  'flight.op.notFound': ['找不到该飞机', 'The aircraft was not found'],
  // The aircraft's counters and utilisation (PlaneEntity labels `plane.entity.<field>`)
  'plane.entity.drawerTitleFull': [
    '{name}（总飞行小时 {hours} · 总起落 {landings}）',
    '{name} (total flight hours {hours} · total landings {landings})',
  ],
  'plane.entity.allLandings': ['总起落次数', 'Total landings'],
  'plane.entity.engineHours': ['发动机小时', 'Engine hours'],
  'plane.entity.manualDailyHours': ['日均飞行小时（人工）', 'Daily flight hours (manual)'],
  'plane.entity.manualDailyLandings': ['日均起落（人工）', 'Daily landings (manual)'],
  'plane.entity.forecastWindow': ['预测统计天数', 'Forecast window (days)'],
  'plane.entity.dailyHours': ['日均飞行小时', 'Daily flight hours'],
  'plane.entity.dailyLandings': ['日均起落', 'Daily landings'],
  'plane.entity.forecastSource': ['利用率来源', 'Utilisation source'],
  'plane.entity.countersDate': ['计数日期', 'Counters date'],
  'plane.entity.forecastGroup': ['利用率预测', 'Utilisation forecast'],
  'plane.entity.countersFromLog': [
    '已有飞行记录，总飞行小时和总起落由飞行记录计算',
    'The aircraft has flight records: its total flight hours and landings come from the flight log',
  ],
  'plane.entity.manualHelp': [
    '仅在飞机没有飞行记录时用于预测；有飞行记录后按飞行记录计算',
    'Used for forecasts only while the aircraft has no flight record; then the flight log gives the rate',
  ],
  'plane.entity.forecastWindowHelp': [
    '按最近多少天的飞行记录计算日均利用率（7–730，默认 90）',
    'Days of flight log the daily utilisation is averaged over (7–730, default 90)',
  ],
  'plane.entity.utilisation': ['利用率', 'Utilisation'],
  'plane.entity.utilisationValue': [
    '{hours} 小时/天 · {landings} 起落/天（{source}）',
    '{hours} h/day · {landings} landings/day ({source})',
  ],
  'plane.entity.source.log': ['飞行记录', 'flight log'],
  'plane.entity.source.manual': ['人工填写', 'manual'],
  'plane.entity.source.none': ['无利用率，不作预测', 'None: no forecast'],
} as const satisfies Record<string, readonly [string, string]>;
