// Interface strings of the AD/SB register (issue 32): the register table (the aircraft drawer's sub-tab and the
// /maintain/ad screen), the register data of the document dialog, the reason of a "not applicable" evaluation, the
// record dialog's document; key → [zh-CN, en-US]; added when the signed-in frame loads (frame-areas.ts). Server
// messages are in adreg.ts (`adreg.*`).

export const adregStrings = {
  'adreg.tab': ['适航指令/服务通告', 'AD/SB register'],
  'adreg.col.seri': ['编号', 'Number'],
  'adreg.col.name': ['名称', 'Title'],
  'adreg.col.revision': ['版次', 'Revision'],
  'adreg.col.plane': ['机号', 'Tail number'],
  'adreg.col.state': ['状态', 'Status'],
  'adreg.col.deadline': ['期限 / 下次到期', 'Deadline / next due'],
  'adreg.col.compliance': ['执行记录', 'Compliance'],
  'adreg.col.remarks': ['说明', 'Remarks'],
  'adreg.col.component': ['部件', 'Component'],
  'adreg.noComponent': ['未装件号 {parts}', 'No P/N {parts} installed'],
  'adreg.state.open': ['适用未执行', 'Applicable, open'],
  'adreg.state.complied': ['已执行', 'Complied'],
  'adreg.state.repetitive': ['重复执行', 'Repetitive'],
  'adreg.state.notApplicable': ['不适用', 'Not applicable'],
  'adreg.state.superseded': ['已被替代', 'Superseded'],
  'adreg.state.unevaluated': ['未评估', 'Not evaluated'],
  'adreg.overdue': ['已超期', 'Overdue'],
  'adreg.deadlineFrom.control': ['按时控项目', 'From its control item'],
  'adreg.deadlineFrom.compliance': ['按执行期限', 'From its compliance time'],
  'adreg.noDeadline': ['无期限', 'No deadline'],
  'adreg.supersededBy': ['被 {seri} 替代', 'Superseded by {seri}'],
  'adreg.hours': ['{n} 小时内', 'Within {n} h'],
  'adreg.byHours': ['总小时 {n} 前', 'By {n} h total'],
  'adreg.empty': ['暂无评估为适用或不适用的文件', 'No document evaluated against this aircraft'],
  'adreg.dict.2': ['CAD/AD', 'CAD/AD'],
  'adreg.dict.3': ['SB/SI', 'SB/SI'],
  'adreg.page.document': ['文件', 'Document'],
  'adreg.page.pick': ['选择文件查看全机队状态', 'Pick a document to see it across the fleet'],
  'adreg.page.fleet': ['全机队状态', 'Across the fleet'],
  'adreg.page.open': ['全机队未执行', 'Open across the fleet'],
  'adreg.page.counts': ['评估 {evaluated} 架，未执行 {open} 架', '{evaluated} evaluated, {open} open'],
  // The document dialog's register data (a model's CAD/AD and SB/SI documents).
  'adreg.doc.section': ['适航指令登记', 'Register data'],
  'document.effectiveDate': ['生效日期', 'Effective date'],
  'document.complianceDate': ['执行截止日期', 'Comply by'],
  'document.complianceDays': ['生效后执行天数', 'Days from the effective date'],
  'document.complianceHours': ['执行期限小时数', 'Within flight hours'],
  'document.repetitive': ['重复执行', 'Repetitive'],
  'document.supersededBy': ['被替代文件', 'Superseded by'],
  'document.applianceParts': ['适用部件件号', 'Appliance P/N'],
  // The evaluation's reason.
  'adreg.reason.title': ['不适用原因 - {name}', 'Why not applicable - {name}'],
  'adreg.reason.label': ['原因', 'Reason'],
  'adreg.reason.col': ['不适用原因', 'Reason not applicable'],
  // The record dialog's document and, for an appliance document, its component.
  'task.component': ['执行部件', 'Component'],
  'task.document': ['依据文件', 'Complies with'],
  'task.documentHint': [
    '从本机评估过的文件中选择；机型资料库以外的文件只填编号',
    'Pick a document evaluated against this aircraft; for a document outside the model’s library, type its number only',
  ],
} as const satisfies Record<string, readonly [string, string]>;
