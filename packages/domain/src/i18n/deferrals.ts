// Deferred defects under an MEL (issue 32): server messages `mel.*` (the MMEL and the operator's MEL) and
// `deferral.*` (deferrals of faults). Listed in frame-area-messages.ts: their screens are the signed-in frame's.

export const deferralMessages = {
  'mel.ataRequired': ['ATA 章节不能为空', 'The ATA chapter cannot be empty'],
  'mel.itemNoRequired': ['项目号不能为空', 'The item number cannot be empty'],
  'mel.titleRequired': ['项目名称不能为空', 'The item title cannot be empty'],
  'mel.categoryInvalid': ['类别须为 A、B、C 或 D', 'The category must be A, B, C or D'],
  'mel.intervalUnitInvalid': ['间隔单位须为天、小时或起落', 'The interval unit must be days, hours or landings'],
  'mel.intervalInvalid': ['间隔须为大于 0 的数', 'The interval must be a number above 0'],
  'mel.intervalRequired': ['A 类项目须填写间隔及单位', 'A category A item needs its interval and unit'],
  'mel.installedInvalid': ['安装数须为不小于 0 的整数', 'The number installed must be a whole number, 0 or more'],
  'mel.requiredInvalid': ['放行所需数须为不小于 0 的整数', 'The number required must be a whole number, 0 or more'],
  'mel.requiredAboveInstalled': [
    '放行所需数 {required} 不能大于安装数 {installed}',
    'The number required ({required}) cannot be above the number installed ({installed})',
  ],
  'mel.requiredBelowMaster': [
    '放行所需数不能少于 MMEL 的 {master}',
    'The number required for dispatch cannot be below the MMEL’s {master}',
  ],
  'mel.limitOtherUnit': [
    '期限须与 MMEL 使用同一单位（{unit}）',
    'The limit must be counted in the MMEL’s unit ({unit})',
  ],
  'mel.limitAboveMaster': ['期限不能长于 MMEL 的 {master}', 'The limit cannot be longer than the MMEL’s {master}'],
  'mel.procedureKept': [
    'MMEL 要求的 (M)/(O) 程序不能取消',
    'An (M) or (O) procedure the MMEL requires cannot be removed',
  ],
  'mel.modelHasMmel': [
    '该机型有 {count} 个 MMEL 项目，不能删除',
    'The model has {count} MMEL items and cannot be deleted',
  ],
  'mel.modelHasMel': [
    '该机型有 {count} 个 MEL 项目，不能删除',
    'The model has {count} MEL items and cannot be deleted',
  ],
  'mel.mmelUsed': [
    '有 {count} 个运营人 MEL 项目由此派生，不能删除',
    '{count} operator MEL items derive from this item: it cannot be deleted',
  ],
  'mel.itemUsed': [
    '该 MEL 项目有 {count} 条保留记录，不能删除',
    'The MEL item has {count} deferrals and cannot be deleted',
  ],
  'deferral.taskRequired': ['请选择故障', 'Choose the fault'],
  'deferral.melItemRequired': ['请选择 MEL 项目', 'Choose the MEL item'],
  'deferral.placardRequired': ['标牌内容不能为空', 'The placard text cannot be empty'],
  'deferral.approverRequired': ['批准人不能为空', 'The approver cannot be empty'],
  'deferral.reasonRequired': ['延期原因不能为空', 'The reason for the extension cannot be empty'],
  'deferral.closeReasonRequired': ['请填写关闭原因', 'Give the reason for closing'],
  'deferral.dueInvalid': ['新期限须为大于 0 的数', 'The new limit must be a number above 0'],
  'deferral.dueDateRequired': ['请选择新的截止日期', 'Choose the new last day'],
  'deferral.dueCounterRequired': ['请填写新的期限（{unit}）', 'Give the new limit ({unit})'],
  'deferral.extensionNotLater': ['新期限须晚于当前期限 {due}', 'The new limit must be later than the current {due}'],
  'deferral.extendedOnce': ['保留已延期一次，不能再次延期', 'The deferral has been extended once: no second extension'],
  'deferral.isClosed': ['保留已关闭', 'The deferral is closed'],
  'deferral.notAFault': ['只有故障记录才能保留', 'Only a fault can be deferred'],
  'deferral.faultClosed': ['故障已关闭，不能保留', 'The fault is closed and cannot be deferred'],
  'deferral.alreadyDeferred': ['该故障已有未关闭的保留', 'The fault already has an open deferral'],
  'deferral.melItemOtherModel': ['MEL 项目不属于该飞机的机型', 'The MEL item is not of the aircraft’s model'],
  'deferral.noInterval': ['A 类 MEL 项目没有间隔，不能保留', 'The category A MEL item states no interval'],
  'deferral.taskHasDeferral': [
    '该故障有 {count} 条保留记录，不能删除',
    'The fault has {count} deferrals and cannot be deleted',
  ],
  'deferral.planeHasDeferrals': [
    '该飞机有 {count} 条保留记录，不能删除',
    'The aircraft has {count} deferrals and cannot be deleted',
  ],
} as const;
