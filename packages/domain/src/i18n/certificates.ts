// Aircraft certificates (spec §2.7, §5, §8): server messages `cert.*` (the spec's wording where it gives one).
// Listed in frame-area-messages.ts: the certificate screens are shown by the signed-in frame only.

export const certMessages = {
  'cert.nameRequired': ['证件名称不能为空', 'The certificate name cannot be empty'],
  'cert.kindInvalid': ['请选择证件类别', 'Choose the kind of certificate'],
  'cert.issueDateRequired': ['请选择日期!', 'Choose the issue date'],
  'cert.fileRequired': ['未上传证件', 'No certificate file has been uploaded'],
  'cert.planeRequired': ['请选择飞机', 'Choose the aircraft'],
  'cert.renewBeforeCurrent': [
    '续期的颁发日期不能早于当前版本的颁发日期',
    'The renewal’s issue date cannot be before the current revision’s',
  ],
  'cert.expireBeforeIssue': ['到期日期不能早于颁发日期', 'The expiry date cannot be before the issue date'],
  'cert.closedReadOnly': [
    '证件已关闭，不能修改；请先打开',
    'The certificate is closed and cannot be changed: open it first',
  ],
  'cert.planeHasCerts': ['该飞机还有证件，不能删除', 'The aircraft still has certificates: it cannot be deleted'],
} as const satisfies Record<string, readonly [string, string]>;
