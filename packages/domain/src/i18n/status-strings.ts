// Interface strings of the aircraft status (issue 32): the tag, the aircraft list's column and filter, the drawer's
// reasons and history, the fleet monitor, the dashboard card and the flight-log warning: key → [zh-CN, en-US];
// added when the signed-in frame loads (frame-areas.ts). Server messages of the area are in status.ts.

export const statusStrings = {
  'plane.entity.airStatus': ['适航状态', 'Status'],
  'plane.entity.airStatusSince': ['状态起始', 'Status since'],
  'flight.unserviceableReason': ['不可用时飞行原因', 'Reason for flying while unserviceable'],
  'status.reasons': ['原因', 'Reasons'],
  'status.noReasons': ['无', 'None'],
  'status.since': ['自 {at}', 'Since {at}'],
  'status.due': ['到期 {due}', 'Due {due}'],
  'status.history.tab': ['状态历史', 'Status history'],
  'status.history.at': ['时间', 'When'],
  'status.history.status': ['状态', 'Status'],
  'status.history.reasons': ['原因', 'Reasons'],
  'status.history.cause': ['触发', 'Cause'],
  'status.history.empty': ['暂无状态变化', 'No status change yet'],
  'status.cause.counters': ['飞行小时/起落变化', 'Counters changed'],
  'status.cause.signed': ['维修记录签署', 'Record signed'],
  'status.cause.change': ['数据变更', 'Data changed'],
  'status.cause.daily': ['每日重算', 'Daily recompute'],
  'status.cause.initial': ['初始', 'Initial'],
  'status.fleet.title': ['机队适航状态', 'Fleet status'],
  'status.fleet.count': ['{count} 架', '{count} aircraft'],
  'status.flight.warning': ['该飞机当前不可用', 'This aircraft is unserviceable'],
  'status.flight.reason': ['不可用时飞行原因', 'Reason for flying while unserviceable'],
  'status.flight.reasonRequired': ['请填写不可用时飞行的原因', 'Give the reason for recording this flight'],
} as const;
