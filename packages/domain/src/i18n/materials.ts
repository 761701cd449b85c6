// The materials area: the catalogue, categories, warehouses, suppliers and tools (materials document §2.12–§2.15,
// §5, §8). Server messages are `material.*` keys (the spec's wording where it gives one); the interface strings
// (labels `material.*`, `materialType.*`, `warehouse.*`, `supplier.*`) are in material-strings.ts, which loads
// with the signed-in frame rather than the sign-in page's entry chunk (frame-areas.ts).

export const materialMessages = {
  'material.nameRequired': ['名称不能为空', 'The name cannot be empty'],
  'material.modelRequired': ['件号不能为空', 'The part number cannot be empty'],
  'material.categoryRequired': ['需要选择类别', 'Choose a category'],
  'material.unitRequired': ['需要选择计量单位', 'Choose a measure unit'],
  'material.useSerialRequired': ['需要选择是否使用序号', 'Choose whether the material uses serial numbers'],
  'material.badNumber': ['数值格式不正确', 'The value format is not correct'],
  'material.badFlag': ['只能是 0 或 1', 'Must be 0 or 1'],
  'material.badParent': ['上级类别不存在', 'The parent category does not exist'],
  'material.badWarehouse': ['仓库不存在', 'The warehouse does not exist'],
  'material.badCertType': ['合格证类型不正确', 'The certificate type is not valid'],
  'material.badCategory': ['类别不存在', 'The category does not exist'],
  'material.badUnit': ['计量单位不存在', 'The measure unit does not exist'],
  'material.badBrand': ['品牌不存在', 'The brand does not exist'],
  'material.badSupplier': ['供应商不存在', 'The supplier does not exist'],
  'material.notFound': ['物料不存在', 'The material does not exist'],
  'material.added': ['创建物料成功', 'Material created'],
  'material.updated': ['修改物料成功', 'Material updated'],
  'material.addFailed': ['创建物料失败', 'The material could not be created'],
  'material.duplicateFailed': [
    '新增物料失败，请检查件号是否重复',
    'Adding the material failed: check whether the part number is a duplicate',
  ],
  'material.checkFailed': ['查重错误', 'The duplicate check failed'],
  'material.modelTaken': [
    '件号 {model} 已存在（物料编号 {id}）',
    'The part number {model} already exists (material {id})',
  ],
  'material.notApproved': ['物料未审核，不能选用', 'The material is not approved and cannot be chosen'],
  'material.isDisabled': ['物料已禁用，不能选用', 'The material is disabled and cannot be chosen'],
  'material.ownBom': ['不能选用物料到自己的BOM内', 'A material cannot be chosen into its own BOM'],
  'material.alreadyChosen': [
    '该物料已经选择过了，不能重复选择',
    'This material has already been chosen and cannot be chosen again',
  ],
  'material.inUse': [
    '该物料已有 {count} 条出入库记录，不能删除',
    'This material has {count} stock movements and cannot be deleted',
  ],
  'material.serialLocked': [
    '该物料已有出入库记录，不能更改是否使用序号',
    'This material has stock movements; whether it uses serial numbers cannot be changed',
  ],
  'material.typeNameRequired': ['类别名称不能为空', 'The category name cannot be empty'],
  'material.typeNameTaken': [
    '同一上级下已有同名类别',
    'A category with this name already exists under the same parent',
  ],
  'material.typeHasChildren': [
    '该类别下还有子类别，不能删除',
    'This category has sub-categories and cannot be deleted',
  ],
  'material.typeHasMaterials': [
    '该类别下还有 {count} 个物料，不能删除',
    'This category still has {count} materials and cannot be deleted',
  ],
  'material.typeCycle': ['不能把类别移到它自己的下级', 'A category cannot be moved under itself'],
  'material.warehouseNameRequired': ['仓库名称不能为空', 'The warehouse name cannot be empty'],
  'material.warehouseNameTaken': ['仓库名称已存在', 'A warehouse with this name already exists'],
  'material.warehouseInUse': ['该仓库已有出入库单，不能删除', 'This warehouse has store orders and cannot be deleted'],
  'material.supplierNameRequired': ['供应商名称不能为空', 'The supplier name cannot be empty'],
  'material.supplierNameTaken': ['供应商名称已存在', 'A supplier with this name already exists'],
  'material.supplierInUse': [
    '该供应商已被物料或出入库单使用，不能删除',
    'This supplier is used by materials or store orders and cannot be deleted',
  ],
  'material.importFailed': ['导入失败', 'Import failed'],
  'material.importProblems': [
    '导入失败：{count} 处错误，未保存任何数据',
    'Import failed: {count} problems; nothing was saved',
  ],
  'material.importDuplicate': ['件号 {model} 与第 {row} 行重复', 'The part number {model} repeats row {row}'],
  'material.importNoEdit': [
    '件号 {model} 已是物料 {id}，导入修改它需要物料的修改权限',
    'The part number {model} is material {id}; changing it by import needs the right to edit materials',
  ],
  'material.toolOnly': ['只能修改{kind}类物料', 'Only materials of the kind {kind} may be changed here'],
  'material.badSite': ['场站不存在', 'The site does not exist'],
  'material.siteInUse': [
    '该场站还有 {count} 个仓库，不能删除',
    'This site still has {count} warehouses and cannot be deleted',
  ],
  'material.brandInUse': [
    '该品牌还有 {count} 个物料在使用，不能删除',
    'This brand is used by {count} materials and cannot be deleted',
  ],
  'material.unitInUse': [
    '该单位还有 {count} 个物料在使用，不能删除',
    'This unit is used by {count} materials and cannot be deleted',
  ],
  'material.categoryAmbiguous': [
    '有多个名为 {name} 的类别，请写出完整路径（如 上级/下级）',
    'Several categories are named {name}: write the whole path (e.g. Parent/Child)',
  ],
} as const satisfies Record<string, readonly [string, string]>;
