// The aircraft's airworthiness status (issue 32, module plane-status): server messages `status.*` and the names of
// the statuses and reasons, which the server writes into a refusal and the screens show. Listed in
// frame-area-messages.ts: the status is shown by the signed-in frame only.

export const statusMessages = {
  'status.unserviceableReasonRequired': [
    '{plane} 当前不可用（{reasons}），记录飞行须填写原因',
    '{plane} is unserviceable ({reasons}): give the reason to record a flight',
  ],
  'status.air.1': ['可用', 'Serviceable'],
  'status.air.2': ['带保留可用', 'Serviceable with deferrals'],
  'status.air.3': ['不可用', 'Unserviceable'],
  'status.kind.overdueItem': ['超期项目', 'Overdue item'],
  'status.kind.openFault': ['未处理故障', 'Open fault'],
  'status.kind.deferral': ['保留故障', 'Deferred defect'],
  'status.kind.expiredDeferral': ['保留到期', 'Expired deferral'],
  'status.kind.certificateExpired': ['适航证过期', 'Airworthiness certificate expired'],
  'status.kind.adOverdue': ['适航指令超期', 'AD overdue'],
  'status.kind.inMaintenance': ['维修中', 'In maintenance'],
  'status.kind.lifeExceeded': ['超寿件', 'Life limit exceeded'],
} as const;
