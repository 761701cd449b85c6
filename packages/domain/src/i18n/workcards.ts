// Work cards (model document §2.3, §2.4, §5, §8): server messages `workcard.*` (the spec's wording where it gives
// one). Listed in frame-area-messages.ts (the screens are in the signed-in frame only).

export const workcardMessages = {
  'workcard.badCategory': ['工卡类别不正确', 'The card category is not valid'],
  'workcard.badType': ['工卡类型不属于该类别', 'The card type does not belong to the category'],
  'workcard.seriRequired': ['编号不能为空', 'The number cannot be empty'],
  'workcard.nameRequired': ['名称不能为空', 'The name cannot be empty'],
  'workcard.versionRequired': ['版本不能为空', 'The version cannot be empty'],
  'workcard.typeRequired': ['工卡类型不能为空', 'The card type cannot be empty'],
  'workcard.relatedSeriRequired': ['关联工卡编号不能为空', 'The related card’s number cannot be empty'],
  'workcard.relatedNameRequired': ['关联工卡名称不能为空', 'The related card’s name cannot be empty'],
  'workcard.matNameRequired': ['物料名称不能为空', 'The material’s name cannot be empty'],
  'workcard.quantityInvalid': ['数量必须是不小于 0 的数', 'The quantity must be a number not below 0'],
  'workcard.supplierRequired': ['供应商不能为空', 'The supplier cannot be empty'],
  'workcard.priceRequired': ['价格不能为空', 'The price cannot be empty'],
  'workcard.docVersionRequired': ['版本不能为空', 'The version cannot be empty'],
  'workcard.docPagesRequired': ['页数不能为空', 'The number of pages cannot be empty'],
  'workcard.docDateRequired': ['请选择日期', 'Select a date'],
  'workcard.docFileRequired': [
    '请上传该版本的文件：发布的版本供机型的所有运营人下载',
    'Upload the version’s file: a published version is what every operator of the model downloads',
  ],
  'workcard.seriTaken': ['该机型已有编号为 {seri} 的工卡', 'The model already has a card numbered {seri}'],
  'workcard.accordingMissing': ['依据文件不存在，请先录入依据文件', 'The basis file does not exist: enter it first'],
  'workcard.accordingDuplicate': [
    '依据文件重复，请先清理依据文件',
    'The basis file is duplicated: clean the files up first',
  ],
  'workcard.badAccording': [
    '依据文件必须是该机型的 CAD/AD 或 SB/SI 文件',
    'The basis file must be a CAD/AD or SB/SI document of the model',
  ],
  'workcard.badMaintainItem': ['维修项目不属于该机型', 'The maintenance item is not of the model'],
  'workcard.badMaterial': ['物料不存在', 'The material does not exist'],
  'workcard.badLine': ['物料行 {id} 不属于该工卡', 'Material line {id} is not of this card'],
  'workcard.activeVersion': [
    '当前版本不能删除，请先设置其他版本为当前版本',
    'The current version cannot be deleted: make another version current first',
  ],
  'workcard.hasNotices': [
    '该工卡还有 {count} 条未撤回的通知，请先撤回通知',
    'The card still has {count} notices in force: withdraw them first',
  ],
  'workcard.filterRequired': ['查询需要固定条件 {field}', 'The query needs the fixed filter {field}'],
  'workcard.modelHasCards': [
    '该机型还有 {count} 张工卡，请先删除工卡',
    'The model still has {count} work cards: delete them first',
  ],
  'workcard.itemHasCards': [
    '该维修项目被 {count} 张工卡关联，请先修改工卡',
    'The maintenance item is linked to {count} work cards: change the cards first',
  ],
  'workcard.documentHasCards': [
    '该文件是 {count} 张工卡的依据文件，请先修改工卡',
    'The document is the basis file of {count} work cards: change the cards first',
  ],
} as const satisfies Record<string, readonly [string, string]>;
