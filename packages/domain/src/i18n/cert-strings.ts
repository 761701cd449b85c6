// Interface strings of aircraft certificates (screens of features/certificates): key → [zh-CN, en-US]; added
// when the signed-in frame loads (frame-areas.ts). Server messages of the area are in certificates.ts.

/** Interface strings of the certificate list, its upload dialog, the dashboard card and the fleet counts. */
export const certStrings = {
  // Fields (PlaneCert labels `cert.<field>`)
  'cert.plane': ['飞机', 'Aircraft'],
  'cert.name': ['证件名称', 'Certificate'],
  // The certificate's kind (issue 32: an expired airworthiness certificate grounds the aircraft)
  'cert.kind': ['证件类别', 'Kind'],
  'cert.kind.1': ['适航证', 'Airworthiness'],
  'cert.kind.2': ['国籍登记证', 'Registration'],
  'cert.kind.3': ['电台执照', 'Radio station licence'],
  'cert.kind.99': ['其他', 'Other'],
  'cert.seri': ['证件编号', 'Number'],
  'cert.issueDate': ['颁发日期', 'Issue date'],
  'cert.expireDate': ['到期日期', 'Expiry date'],
  'cert.remarks': ['备注', 'Remarks'],
  'cert.files': ['证件文件', 'Files'],
  'cert.closed': ['状态', 'State'],
  'cert.daysLeft': ['剩余天数', 'Days left'],
  // List
  'cert.tab': ['证件', 'Certificates'],
  'cert.add': ['上传证件', 'Upload certificate'],
  'cert.edit': ['编辑证件', 'Edit certificate'],
  'cert.close': ['关闭', 'Close'],
  'cert.open': ['打开', 'Open'],
  'cert.rev': ['版本', 'Revision'],
  'cert.cert': ['证件', 'Certificate'],
  'cert.state.open': ['在用', 'In use'],
  'cert.state.valid': ['有效', 'Valid'],
  'cert.state.expired': ['已过期', 'Expired'],
  'cert.state.closed': ['已关闭', 'Closed'],
  // Renewal and revisions (issue 29)
  'cert.renew.action': ['续期', 'Renew'],
  'cert.renew.title': ['续期证件：{name}', 'Renew certificate: {name}'],
  'cert.ok.renewed': ['证件已续期，原版本已保留', 'Certificate renewed; the earlier revision is kept'],
  'cert.history.action': ['历史', 'History'],
  'cert.history.title': ['证件版本：{name}', 'Revisions of {name}'],
  'cert.history.rev': ['第 {rev} 版', 'Revision {rev}'],
  'cert.history.current': ['当前版本', 'Current'],
  'cert.history.entered': ['录入日期', 'Entered'],
  'cert.expiring': ['即将到期', 'Expiring'],
  'cert.expired': ['已过期', 'Expired'],
  'cert.days': ['{days} 天', '{days} days'],
  'cert.noExpiry': ['长期有效', 'No expiry'],
  'cert.ok.closed': ['证件已关闭', 'Certificate closed'],
  'cert.ok.opened': ['证件已打开', 'Certificate opened'],
  // Dashboard card and fleet monitor counts
  'cert.alerts.title': ['证件到期预警', 'Certificate expiry warnings'],
  'cert.alerts.expiring': ['90 天内到期', 'Expiring within 90 days'],
  'cert.alerts.expired': ['已过期证件', 'Expired certificates'],
  'cert.alerts.none': ['暂无证件到期', 'No certificate is due'],
  'cert.alerts.daysLeft': ['剩余 {days} 天', '{days} days left'],
  'cert.alerts.overdue': ['已过期 {days} 天', 'Expired {days} days ago'],
  // Aircraft archive sub-tabs (materials spec §2.2)
  'cert.archive.equipment': ['装机清单', 'Installed equipment'],
  'cert.archive.flightTime': ['飞行时间', 'Flight time'],
  'cert.archive.records': ['维修记录', 'Maintenance records'],
} as const satisfies Record<string, readonly [string, string]>;
