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
  'bom.alreadyInstalled': [
    '件号 {model} 序号 {seri} 已装在 {plane} 上',
    'Part {model} serial {seri} is already installed on {plane}',
  ],
  'bom.duplicateInSheet': [
    '件号 {model} 序号 {seri} 与第 {other} 行重复',
    'Part {model} serial {seri} repeats row {other}',
  ],
  'bom.filterRequired': ['缺少查询条件：{field}', 'The query needs the filter {field}'],
  'bom.planeFixed': [
    '部件所属飞机不能修改（请使用更换）',
    'The aircraft of a component cannot be changed (replace it instead)',
  ],
  'bom.materialNotFound': ['物料不存在', 'The material does not exist'],
  'bom.retiredReadOnly': [
    '该部件已被更换，历史记录不能修改',
    'This component has been replaced: its history record cannot be changed',
  ],
  'bom.hasHistory': [
    '该部件有更换记录，不能删除（请先撤销更换）',
    'This component has replacement history and cannot be deleted (cancel its replacements first)',
  ],
  'bom.nothingToRestore': ['该部件没有可撤销的更换', 'This component has no replacement to cancel'],
  'bom.planeHasComponents': [
    '该飞机还有 {count} 条装机清单记录，不能删除',
    'The aircraft still has {count} installed-component records: it cannot be deleted',
  ],
  'bom.materialInUse': [
    '该物料被 {count} 条装机清单记录引用，不能删除',
    'This material is named by {count} installed-component records and cannot be deleted',
  ],
  'bom.importProblems': [
    '导入失败：{count} 处错误，未保存任何数据',
    'Import failed: {count} problems; nothing was saved',
  ],
} as const satisfies Record<string, readonly [string, string]>;
