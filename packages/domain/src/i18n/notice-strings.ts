// Interface strings of the notices to aircraft (screens of features/notices: the evaluation dialog, later the
// engineer notice dialog): key → [zh-CN, en-US]; added when the signed-in frame loads (frame-areas.ts). Server
// messages of the area are in notices.ts (`notice.*`).

/** Interface strings of the evaluation dialog (model document §2.9, §4 "Applicability per aircraft", §8). */
export const noticeStrings = {
  'notices.appraise.title': ['评估 - {name}', 'Evaluation - {name}'],
  'notices.appraise.viewTitle': ['查看评估 - {name}', 'Evaluation (read-only) - {name}'],
  'notices.appraise.docName': ['文件名称', 'Document name'],
  'notices.appraise.docSeri': ['文件编号', 'Document number'],
  'notices.col.fit': ['适用', 'Applicable'],
  'notices.col.unfit': ['不适用', 'Not applicable'],
  'notices.col.name': ['机号', 'Tail number'],
  'notices.col.planeSeri': ['机身序号', 'Airframe serial'],
  'notices.col.planeEngModel': ['发动机件号', 'Engine part number'],
  'notices.col.companyName': ['所属单位', 'Organisation'],
  'notices.col.applicability': ['评估状态', 'Evaluation'],
  'notices.col.appraiseTime': ['评估日期', 'Evaluated on'],
  'notices.col.appraiseUser': ['评估人', 'Evaluated by'],
  'notices.applicability.unevaluated': ['未评估', 'Not evaluated'],
  'notices.applicability.fit': ['适用', 'Applicable'],
  'notices.applicability.unfit': ['不适用', 'Not applicable'],
  'notices.tick.fit': ['{name} 适用', '{name} applicable'],
  'notices.tick.unfit': ['{name} 不适用', '{name} not applicable'],
  'notices.done.fit': ['评估为适用', 'Evaluated as applicable'],
  'notices.done.unfit': ['评估为不适用', 'Evaluated as not applicable'],
  'notices.done.unevaluated': ['已取消评估', 'Evaluation cancelled'],
  'notices.planeQueryFailed': ['查询飞机出错', 'The aircraft could not be looked up'],
  'notices.openPlane': ['查看飞机 {name}', 'Show aircraft {name}'],
} as const satisfies Record<string, readonly [string, string]>;
