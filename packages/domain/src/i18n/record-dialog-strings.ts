// Interface strings of the record dialogs (screens of features/records: the maintenance task, repair /
// modification, AD/SB and fault dialogs, the assembly rows editor, the ATA picker and "record done"): key →
// [zh-CN, en-US]; added when the signed-in frame loads (frame-areas.ts). Field labels are the records' own
// (`task.<field>`, `assembly.<field>`, record-strings.ts); server messages are `task.*` etc. in records.ts.

export const recordDialogStrings = {
  // Titles
  'recordDialog.title.task.add': ['新增维修记录', 'New maintenance record'],
  'recordDialog.title.task.edit': ['编辑维修记录', 'Edit maintenance record'],
  'recordDialog.title.task.view': ['维修记录', 'Maintenance record'],
  'recordDialog.title.repair.add': ['新增修理/改装记录', 'New repair / modification'],
  'recordDialog.title.repair.edit': ['编辑修理/改装记录', 'Edit repair / modification'],
  'recordDialog.title.repair.view': ['修理/改装记录', 'Repair / modification'],
  'recordDialog.title.ad.add': ['录入 CAD/AD', 'New CAD/AD'],
  'recordDialog.title.ad.edit': ['编辑 CAD/AD', 'Edit CAD/AD'],
  'recordDialog.title.ad.view': ['CAD/AD', 'CAD/AD'],
  'recordDialog.title.sb.add': ['录入 SB/SI', 'New SB/SI'],
  'recordDialog.title.sb.edit': ['编辑 SB/SI', 'Edit SB/SI'],
  'recordDialog.title.sb.view': ['SB/SI', 'SB/SI'],
  'recordDialog.title.fault.add': ['新增故障记录', 'New fault record'],
  'recordDialog.title.fault.edit': ['编辑故障记录', 'Edit fault record'],
  'recordDialog.title.fault.view': ['故障记录', 'Fault record'],
  'recordDialog.close': ['关闭', 'Close'],
  'recordDialog.plane': ['机号：{name}', 'Aircraft: {name}'],
  // Choices
  'recordDialog.type.8': ['修理', 'Repair'],
  'recordDialog.type.9': ['改装', 'Modification'],
  'recordDialog.hoursSuffix': ['小时', 'h'],
  'recordDialog.repeatCtrl': ['关联时控项目', 'Linked control item'],
  'recordDialog.repeatCtrlHint': [
    '重复执行的 AD 关联本机的时控项目，下次到期由该项目计算',
    'A repetitive AD links one of the aircraft’s control items, which computes its next due',
  ],
  // Sign-off
  'recordDialog.signed': ['已签署', 'Signed off'],
  'recordDialog.signedBy': ['签署人', 'Signed by'],
  'recordDialog.licence': ['执照', 'Licence'],
  'recordDialog.signedAt': ['签署时间', 'Signed at'],
  'recordDialog.signedTotals': ['签署时总小时/起落', 'Total hours / landings at sign-off'],
  'recordDialog.amended': ['已修订 {count} 次', 'Amended {count} times'],
  // Assembly rows
  'recordDialog.items': ['拆装部件', 'Removed and installed components'],
  'recordDialog.items.add': ['添加拆装记录', 'Add a component change'],
  'recordDialog.items.remove': ['删除', 'Remove'],
  'recordDialog.items.empty': ['无拆装记录', 'No component changes'],
  'recordDialog.items.row': ['第 {n} 行', 'Row {n}'],
  // The control item's panel
  'recordDialog.ctrl.title': ['时控信息', 'Time control'],
  'recordDialog.ctrl.none': ['未关联时控项目', 'No control item linked'],
  'recordDialog.ctrl.item': ['项目', 'Item'],
  'recordDialog.ctrl.executed': ['上次执行', 'Last done'],
  'recordDialog.ctrl.rule': ['规则', 'Rule'],
  'recordDialog.ctrl.expireDate': ['到期日期', 'Due date'],
  'recordDialog.ctrl.remainDays': ['剩余天数', 'Days left'],
  'recordDialog.ctrl.expireHours': ['到期小时', 'Due hours'],
  'recordDialog.ctrl.remainHours': ['剩余小时', 'Hours left'],
  'recordDialog.ctrl.expireLandings': ['到期起落', 'Due landings'],
  'recordDialog.ctrl.remainLandings': ['剩余起落', 'Landings left'],
  'recordDialog.ctrl.overdue': ['已超限', 'Overdue'],
  'recordDialog.ctrl.warning': ['临近到期', 'Due soon'],
  // ATA
  'recordDialog.ata.placeholder': ['选择或搜索 ATA 章节', 'Choose or search an ATA chapter'],
  // Record done
  'recordDialog.done': ['记录完成', 'Record done'],
  'recordDialog.doneSaved': ['已记录完成，到期已更新', 'Recorded as done; the due is updated'],
} as const satisfies Record<string, readonly [string, string]>;
