// The stores area: store orders in and out, their items, stock and serials (materials document §3, §7; platform
// document order type codes; docs/domain.md "Stock"). Server messages are `store.*` keys; interface strings
// (`store.*` labels and screens) follow below.

export const storeMessages = {
  'store.typeRequired': ['请选择单据类型', 'Choose the order type'],
  'store.warehouseRequired': ['请选择仓库', 'Choose the warehouse'],
  'store.itemsRequired': ['单据至少需要一行物料', 'An order needs at least one line'],
  'store.materialRequired': ['请选择物料', 'Choose the material'],
  'store.quantityRequired': ['数量不能为空', 'The quantity cannot be empty'],
  'store.quantityPositive': ['数量必须大于 0', 'The quantity must be greater than 0'],
  'store.badPrice': ['价格格式不正确', 'The price format is not correct'],
  'store.badCert': ['合格证类型不正确', 'The certificate type is not valid'],
  'store.badWarehouse': ['仓库不存在', 'The warehouse does not exist'],
  'store.warehouseDisabled': ['仓库 {name} 已停用', 'The warehouse {name} is disabled'],
  'store.badMaterial': ['第 {line} 行的物料不存在', 'The material of line {line} does not exist'],
  'store.materialDisabled': ['第 {line} 行的物料 {name} 已禁用', 'The material {name} of line {line} is disabled'],
  'store.materialNotApproved': [
    '第 {line} 行的物料 {name} 未审核：未审核的物料不能入库或出库，请先在航材管理中审核',
    'The material {name} of line {line} is not approved: unapproved materials can be neither received nor issued; approve it in the catalogue first',
  ],
  'store.serialRequired': [
    '第 {line} 行：物料 {name} 使用序号，需要填写序号',
    'Line {line}: {name} uses serial numbers; enter the serial number',
  ],
  'store.serialOne': [
    '第 {line} 行：序号件每行数量只能为 1',
    'Line {line}: a serial-numbered part moves one per line (quantity 1)',
  ],
  'store.serialRepeated': ['序号 {seri} 在单据中重复', 'The serial number {seri} appears twice in the order'],
  'store.serialInStock': [
    '物料 {name} 的序号 {seri} 已在库中',
    'The serial number {seri} of {name} is already in stock',
  ],
  'store.serialNotInStock': [
    '物料 {name} 的序号 {seri} 不在仓库 {warehouse} 中',
    'The serial number {seri} of {name} is not in the warehouse {warehouse}',
  ],
  'store.serialElsewhere': [
    '物料 {name} 的序号 {seri} 在仓库 {other} 中，不在仓库 {warehouse}',
    'The serial number {seri} of {name} is in the warehouse {other}, not in {warehouse}',
  ],
  'store.serialIssuedTo': [
    '物料 {name} 的序号 {seri} 已发出给 {to}（单据 {code}，{date}）',
    'The serial number {seri} of {name} has already been issued to {to} (order {code}, {date})',
  ],
  'store.serialIssued': [
    '物料 {name} 的序号 {seri} 已发出（单据 {code}，{date}）',
    'The serial number {seri} of {name} has already been issued (order {code}, {date})',
  ],
  'store.notEnough': [
    '物料 {name}（{model}）在仓库 {warehouse} 的库存不足：需要 {asked}，可用 {available}',
    'Not enough {name} ({model}) in {warehouse}: {asked} asked, {available} available',
  ],
  'store.batchNotEnough': [
    '物料 {name} 的批次 {batch} 在仓库 {warehouse} 的库存不足：需要 {asked}，可用 {available}',
    'Not enough of batch {batch} of {name} in {warehouse}: {asked} asked, {available} available',
  ],
  'store.expired': [
    '将发出已过期的批次（{list}），请确认',
    'Expired batches would be issued ({list}); confirm to go on',
  ],
  'store.expiredReceipt': [
    '将接收已过期的批次（{list}），请确认',
    'Expired batches would be received ({list}); confirm to go on',
  ],
  'store.notFound': ['单据不存在', 'The order does not exist'],
  'store.confirmed': [
    '单据已确认，不能修改或删除；请使用冲销',
    'The order is confirmed and cannot be changed or deleted; reverse it instead',
  ],
  'store.notConfirmed': ['只能冲销已确认的单据', 'Only a confirmed order can be reversed'],
  'store.alreadyReversed': ['该单据已被冲销', 'This order has already been reversed'],
  'store.isReversal': ['冲销单不能再被冲销', 'A reversal cannot itself be reversed'],
  'store.reverseNotEnough': [
    '批次 {batch} 的物料 {name} 已被发出，剩余 {available}，不能冲销 {asked}',
    'Batch {batch} of {name} has been issued: {available} left, {asked} cannot be reversed',
  ],
  'store.codeTaken': ['单据号 {code} 已存在', 'The order number {code} already exists'],
  'store.badPlane': ['飞机不存在', 'The aircraft does not exist'],
  'store.badSupplier': ['供应商不存在', 'The supplier does not exist'],
  'store.wrongDirection': [
    '没有此类单据的权限：入库单需要采购入库的权限，出库单需要领料出库的权限',
    'No permission for this kind of order: inbound orders need the purchase screen’s right, outbound orders the issue screen’s',
  ],
  'store.planeInUse': [
    '该飞机已有 {count} 张出入库单，不能删除',
    'This aircraft has {count} store orders and cannot be deleted',
  ],
} as const satisfies Record<string, readonly [string, string]>;
