// The flight log (spec §2.11, §8): server messages `flight.*` (the spec's wording where it gives one) and the
// aircraft's rule once it has flight records. Listed in frame-area-messages.ts: the flight screens are shown by
// the signed-in frame only.

export const utilisationMessages = {
  // The aircraft's landings and utilisation (PlaneEntity), a control item's execution landings
  'register.landingsFormat': ['总起落次数须为不小于 0 的整数', 'The total landings must be a whole number, 0 or more'],
  'register.dailyHoursFormat': ['日均飞行小时须在 0 到 24 之间', 'The daily flight hours must be between 0 and 24'],
  'register.dailyLandingsFormat': ['日均起落次数须在 0 到 1000 之间', 'The daily landings must be between 0 and 1000'],
  'register.forecastWindowFormat': [
    '预测统计天数须为 7 到 730 之间的整数',
    'The forecast window must be a whole number of days from 7 to 730',
  ],
  // Landings parts of time rules (@hangar/domain/due validateTimeRules)
  'timeRule.anyIntervalRequired': [
    '时控项{name}必须填写小时间隔、日历间隔或起落间隔',
    'Time rule {name} needs an hours, a calendar or a landings interval',
  ],
  'timeRule.landingsInvalid': [
    '时控项{name}的起落间隔必须是大于0的整数',
    'The landings interval of time rule {name} must be a whole number greater than 0',
  ],
  'timeRule.landingsToleranceInvalid': [
    '时控项{name}的起落偏差必须是不小于0的整数',
    'The landings tolerance of time rule {name} must be a whole number of at least 0',
  ],
  'timeRule.landingsWarningInvalid': [
    '时控项{name}的起落预警必须是不小于0的整数',
    'The landings warning of time rule {name} must be a whole number of at least 0',
  ],
  'flight.landingsFromLog': [
    '已有飞行记录，总起落次数由飞行记录计算',
    'The aircraft has flight records: its total landings come from the flight log',
  ],
  'maintain.landingsFormat': ['起落次数格式不正确', 'The landings must be a whole number, 0 or more'],
  'flight.planeRequired': ['请选择飞机', 'Choose the aircraft'],
  'flight.dateRequired': ['请选择日期', 'Choose the flight date'],
  'flight.dateInFuture': ['飞行日期不能晚于今天', 'The flight date cannot be after today'],
  'flight.added': ['创建飞行记录成功', 'Flight record created'],
  'flight.updated': ['修改飞行记录成功', 'Flight record changed'],
  'flight.dayFlyCountInvalid': [
    '当日起落次数须为不小于 0 的整数',
    'The landings of the day must be a whole number, 0 or more',
  ],
  'flight.dayFlyHoursInvalid': [
    '当日飞行小时须在 0 到 24 之间',
    'The flight hours of the day must be between 0 and 24',
  ],
  'flight.garminHoursInvalid': ['GARMIN 时间须在 0 到 24 之间', 'The GARMIN time must be between 0 and 24 hours'],
  'flight.airHoursInvalid': ['空地时间须在 0 到 24 之间', 'The air-ground time must be between 0 and 24 hours'],
  'flight.addEngineHoursInvalid': ['发动机小时不能为负数', 'The engine hours cannot be negative'],
  'flight.hobbsHoursInvalid': ['HOBBS 时间不能为负数', 'The HOBBS time cannot be negative'],
  'flight.addEngineHoursBelow': [
    '发动机小时不能小于之前记录的读数（{value}）',
    'The engine hours cannot be below the reading of an earlier record ({value})',
  ],
  'flight.addEngineHoursAbove': [
    '发动机小时不能大于之后记录的读数（{value}）',
    'The engine hours cannot be above the reading of a later record ({value})',
  ],
  'flight.engineHoursBehind': [
    '发动机小时 {value} 落后于飞行小时：自 {date} 的读数 {previous} 以来已飞行 {flown} 小时，读数应不小于 {expected}。已按输入保存，请核对。',
    'The engine hours {value} fall behind the flight hours: {flown} h were flown since the reading of {previous} on {date}, so at least {expected} was expected. Saved as typed; please check it.',
  ],
  'flight.hobbsHoursBelow': [
    'HOBBS 时间不能小于之前记录的读数（{value}）',
    'The HOBBS time cannot be below the reading of an earlier record ({value})',
  ],
  'flight.hobbsHoursAbove': [
    'HOBBS 时间不能大于之后记录的读数（{value}）',
    'The HOBBS time cannot be above the reading of a later record ({value})',
  ],
  'flight.planeFixed': ['飞行记录不能移到其他飞机', 'A flight record cannot be moved to another aircraft'],
  'flight.deleteLatestOnly': [
    '只能删除该飞机最新的飞行记录',
    'Only the aircraft’s latest flight record can be deleted',
  ],
  'flight.filterRequired': ['缺少查询条件：{field}', 'The query needs the filter {field}'],
  'flight.planeHasFlights': ['该飞机还有飞行记录，不能删除', 'The aircraft has flight records: it cannot be deleted'],
  'flight.hoursFromLog': [
    '已有飞行记录，总飞行小时由飞行记录计算',
    'The aircraft has flight records: its total flight hours come from the flight log',
  ],
} as const satisfies Record<string, readonly [string, string]>;
