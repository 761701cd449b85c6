// The AD/SB register (issue 32): server messages `adreg.*` — the register's data on a model's CAD/AD and SB/SI
// documents, the reason of a "not applicable" evaluation, the records' link to the document they comply with.
// Listed in frame-area-messages.ts (the screens are in the signed-in frame only).

export const adregMessages = {
  'adreg.badDict': ['只能是 CAD/AD（2）或 SB/SI（3）', 'Only CAD/AD (2) or SB/SI (3)'],
  'adreg.complianceDaysInvalid': ['执行期限天数应为 0–36500 的整数', 'Compliance days must be a whole number 0–36500'],
  'adreg.complianceHoursInvalid': ['执行期限小时数不正确', 'Compliance hours are not valid'],
  'adreg.supersededByInvalid': [
    '被替代文件必须是同一机型资料库中同类的 CAD/AD 或 SB/SI 文件',
    'The superseding document must be a CAD/AD or SB/SI document of the same kind in the same model’s library',
  ],
  'adreg.supersededByCycle': [
    '被替代文件不能是本文件，也不能被本文件替代',
    'A document cannot be superseded by itself or by a document it supersedes',
  ],
  'adreg.documentSupersedes': [
    '该文件是 {count} 份文件的替代文件，不能删除',
    'The document supersedes {count} documents; it cannot be deleted',
  ],
  'adreg.unfitReasonRequired': ['评估为不适用时必须填写原因', 'A "not applicable" evaluation needs its reason'],
  'adreg.recordDocumentInvalid': [
    '关联文件必须是该飞机机型资料库中的文件：AD 记录关联 CAD/AD，SB 记录关联 SB/SI',
    'The linked document must be in the aircraft’s model library: a CAD/AD for an AD record, an SB/SI for an SB record',
  ],
  'adreg.recordDocumentOnlyAdSb': ['只有 AD、SB 记录可以关联文件', 'Only AD and SB records link a document'],
  'adreg.documentHasRecords': [
    '有 {count} 条维修记录关联该文件，不能删除',
    '{count} maintenance records comply with the document; it cannot be deleted',
  ],
  'adreg.appliancePartsInvalid': [
    '适用件号应为 1–100 个字符的件号，最多 50 个',
    'Appliance part numbers must be 1–100 characters each, at most 50',
  ],
  'adreg.appliancePartsRepeated': ['适用件号有重复', 'An appliance part number is repeated'],
  'adreg.appliancePartsNotAd': [
    '只有机型资料库的 CAD/AD、SB/SI 文件可以填写适用件号',
    'Only a model library’s CAD/AD or SB/SI document names appliance part numbers',
  ],
  'adreg.componentRequired': [
    '该文件适用于部件：请选择执行的部件（件号相符、装在本机上）',
    'The document applies to components: pick the component complied on (installed here, of its part numbers)',
  ],
  'adreg.componentInvalid': [
    '部件必须装在本机上，且件号是该文件的适用件号',
    'The component must be installed on this aircraft and of one of the document’s part numbers',
  ],
  'adreg.componentOnlyAppliance': [
    '只有适用于部件的 AD/SB 文件的记录可以选择部件',
    'Only a record of an appliance AD/SB document names a component',
  ],
} as const satisfies Record<string, readonly [string, string]>;
