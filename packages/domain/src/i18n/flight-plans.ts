// Flight plans (issue 35): server messages `flightPlan.*` — refusals of a plan's fields and state. Listed in
// frame-area-messages.ts: the screen is the signed-in frame's.

export const flightPlanMessages = {
  'flightPlan.planeRequired': ['请选择飞机', 'Choose the aircraft'],
  'flightPlan.planeUnknown': ['该飞机不属于本单位', 'The aircraft is not one of the company’s'],
  'flightPlan.dateRequired': ['请选择计划日期', 'Choose the planned day'],
  'flightPlan.dateInPast': ['计划日期不能早于今天', 'The planned day cannot be before today'],
  'flightPlan.dateTooFar': ['计划日期不能晚于 5 年后', 'The planned day cannot be more than 5 years ahead'],
  'flightPlan.hoursInvalid': ['计划小时须在 0 至 24 之间', 'The planned hours must be between 0 and 24'],
  'flightPlan.landingsInvalid': [
    '计划起落须为 0 至 200 的整数',
    'The planned landings must be a whole number from 0 to 200',
  ],
  'flightPlan.crewInvalid': ['机组最多 20 人', 'A crew has at most 20 members'],
  'flightPlan.crewRepeated': ['机组成员重复', 'A crew member is repeated'],
  'flightPlan.crewNotMember': ['机组成员须为本单位人员', 'Every crew member must be a member of the company'],
  'flightPlan.stateInvalid': ['状态须为计划、已飞或已取消', 'The state must be planned, flown or cancelled'],
  'flightPlan.notPlanned': [
    '只能修改、删除或取消计划中的飞行计划',
    'Only a planned flight plan can be changed, deleted or cancelled',
  ],
  'flightPlan.planeHasPlans': [
    '该飞机有 {count} 条飞行计划，不能删除',
    'The aircraft has {count} flight plans and cannot be deleted',
  ],
  'flightPlan.cancelReasonRequired': ['请填写取消原因', 'Give the reason for cancelling'],
} as const;
