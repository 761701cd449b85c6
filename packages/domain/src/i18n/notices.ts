// Notices to aircraft and evaluations (model document §2.9, §4, §8): server messages `notice.*` (the spec's
// wording where it gives one). Listed in frame-area-messages.ts (the screens are in the signed-in frame only).

export const noticeMessages = {
  'notice.badFlag': ['只能是 0 或 1', 'Must be 0 or 1'],
  'notice.badType': ['通知类型不正确', 'The notice type is not valid'],
  'notice.withdrawFirst': ['请先撤回通知', 'Withdraw the notice first'],
  'notice.notEvaluable': [
    '只有机型资料库中的 CAD/AD、SB/SI 文件可以评估',
    'Only CAD/AD and SB/SI files of a model’s library can be evaluated',
  ],
  'notice.documentEvaluated': [
    '该文件已有 {count} 条飞机评估记录，不能删除',
    'The document has {count} aircraft evaluations; it cannot be deleted',
  ],
  'notice.planeHasNotices': [
    '该飞机有 {count} 条评估或通知记录，不能删除',
    'The aircraft has {count} evaluations or notices; it cannot be deleted',
  ],
  'notice.notSurvey': ['只能是该机型的调查通知卡片', 'Only a survey notice card of the model'],
  'notice.notForAircraft': ['技术通告只能通知人员，不能通知飞机', 'A technical bulletin notifies people, not aircraft'],
  'notice.needAccording': ['请先点击编辑，关联AD/SB文件的编号', 'Edit the card first and link its AD/SB file number'],
  'notice.needMaintain': ['请先点击编辑，关联维修项目', 'Edit the card first and link its maintenance item'],
  'notice.notBasisRow': ['该记录不是该卡片依据文件的评估记录', 'The row is not an evaluation of the card’s basis file'],
  'notice.notCardRow': ['该记录不是该卡片的通知记录', 'The row is not a notice of the card'],
  'notice.notApplicable': [
    '该飞机未评估为适用，不能通知',
    'The aircraft is not evaluated as applicable; it cannot be notified',
  ],
  'notice.alreadyNotified': ['该飞机已通知，请勿重复通知', 'The aircraft is already notified'],
  'notice.batchSize': ['请选择 1 到 1000 条记录', 'Select 1 to 1000 rows'],
  'notice.rowsRefused': [
    '有 {count} 架飞机不能通知，全部未保存：{planes}',
    '{count} aircraft cannot be notified; nothing was saved: {planes}',
  ],
  'notice.modelMismatch': ['机型条件与文件所属机型不一致', 'The model filter is not the document’s model'],
} as const satisfies Record<string, readonly [string, string]>;
