// Interface strings of the ATA chapter table (/base/ata), the employee form's certifying licence and the
// dashboard's open-faults card: key → [zh-CN, en-US]; added when the signed-in frame loads (frame-areas.ts). The
// server messages of the chapter table are `ata.*` in records.ts (ata.codeRequired, ata.codeExists, …).

/** Interface strings of the ATA chapter page, the employee licence fields and the open-faults card. */
export const ataStrings = {
  // Fields (AtaChapter labels `ata.<field>`)
  'ata.code': ['章节号', 'Chapter'],
  'ata.nameZh': ['中文名称', 'Chinese name'],
  'ata.nameEn': ['英文名称', 'English name'],
  'ata.disabled': ['停用', 'Disabled'],
  // Page
  'ata.add': ['新增章节', 'Add chapter'],
  'ata.edit': ['编辑章节', 'Edit chapter'],
  'ata.enabled': ['启用', 'Enabled'],
  'ata.off': ['已停用', 'Disabled'],
  'ata.codeHint': ['如 21、32、32-10', 'e.g. 21, 32, 32-10'],
  // Employee form and list: the certifying licence
  'licence.no': ['执照号', 'Licence number'],
  'licence.type': ['执照类型', 'Licence type'],
  'licence.expire': ['执照有效期', 'Licence expiry'],
  'licence.typeHint': ['可选择或直接输入', 'Choose one or type your own'],
  'licence.noExpiry': ['长期有效', 'Does not expire'],
  'licence.expireHint': ['不填表示长期有效', 'Leave empty if it does not expire'],
  // Dashboard: faults not closed (RecordReport/FaultSummary)
  'faultCard.title': ['未关闭故障', 'Open faults'],
  'faultCard.open': ['未关闭', 'Not closed'],
  'faultCard.pending': ['其中待确认', 'Of which pending'],
  'faultCard.none': ['暂无未关闭故障', 'No open fault'],
  'faultCard.go': ['前往维修记录处理', 'Handle them in the maintenance records'],
} as const satisfies Record<string, readonly [string, string]>;
