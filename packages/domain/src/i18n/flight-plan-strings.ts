// Interface strings of the flight plans (issue 35): the fields' labels (the operation log's, the screen's to come)
// and the states: key → [zh-CN, en-US], added when the signed-in frame loads (frame-areas.ts). Server messages of
// the area are in flight-plans.ts.

export const flightPlanStrings = {
  'flightPlan.plane': ['飞机', 'Aircraft'],
  'flightPlan.planDate': ['计划日期', 'Planned day'],
  'flightPlan.hours': ['计划小时', 'Planned hours'],
  'flightPlan.landings': ['计划起落', 'Planned landings'],
  'flightPlan.route': ['航线', 'Route'],
  'flightPlan.programme': ['训练科目', 'Training programme'],
  'flightPlan.crew': ['机组', 'Crew'],
  'flightPlan.remarks': ['备注', 'Remarks'],
  'flightPlan.state': ['状态', 'State'],
  'flightPlan.fly': ['飞行记录', 'Flight record'],
  'flightPlan.cancelReason': ['取消原因', 'Reason cancelled'],
  'flightPlan.createdAt': ['创建时间', 'Created'],
  'flightPlan.state.0': ['计划', 'Planned'],
  'flightPlan.state.1': ['已飞', 'Flown'],
  'flightPlan.state.2': ['已取消', 'Cancelled'],
  'flightPlan.conflict.status': ['飞机不可用', 'Aircraft unserviceable'],
  'flightPlan.conflict.due': ['计划日前到期', 'Due before the flight'],
} as const;
