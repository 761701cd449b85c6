// Installed components (spec §2.5, §5 "Component dialog", §9 "Excel import of components"): server messages
// `bom.*` (the spec's wording where it gives one). Listed in frame-area-messages.ts: the component screens are
// shown by the signed-in frame only.

export const componentMessages = {
  'bom.planeRequired': ['请选择飞机', 'Choose the aircraft'],
  'bom.categoryRequired': ['类别不能为空', 'The category cannot be empty'],
  'bom.nameRequired': ['名称不能为空', 'The name cannot be empty'],
  'bom.ctypeInvalid': ['部件类型不正确', 'The component type is not valid'],
  'bom.tsnHoursInvalid': ['新件以来小时须为不小于 0 的数', 'The hours since new must be a number, 0 or more'],
  'bom.csnLandingsInvalid': [
    '新件以来起落须为不小于 0 的整数',
    'The landings since new must be a whole number, 0 or more',
  ],
  'bom.lifeHoursInvalid': ['寿命小时须为不小于 0 的数', 'The life in hours must be a number, 0 or more'],
  'bom.lifeLandingsInvalid': ['寿命起落须为不小于 0 的整数', 'The life in landings must be a whole number, 0 or more'],
  'bom.lifeCalendarInvalid': [
    '日历寿命格式不正确（如 20Y、6M、180D）',
    'The calendar life is not valid (e.g. 20Y, 6M, 180D)',
  ],
  'bom.importEmpty': ['缺少数据', 'The sheet has no data'],
} as const satisfies Record<string, readonly [string, string]>;
