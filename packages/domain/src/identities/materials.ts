import { Functions as ALL, moduleIdentity } from '../identity';

// The materials catalogue, tools, warehouses, suppliers and the stores (receipts, issues, stock).

export const materialsIdentity = moduleIdentity({
  name: 'materials',
  objectTypes: {
    Material: { code: 10109, label: ['物料', 'Material'] },
    MaterialType: { code: 10110, label: ['航材分类', 'Material category'] },
    Warehouse: { code: 10111, label: ['仓库', 'Warehouse'] },
    Supplier: { code: 10112, label: ['供应商', 'Supplier'] },
    StoreOrder: { code: 10113, label: ['出入库单', 'Store order'] },
  },
  screens: [
    {
      key: 'product-material',
      path: '/product/material',
      group: 'product',
      functions: ALL,
      title: ['航材管理', 'Materials'],
    },
    {
      key: 'store-purchase',
      path: '/store/purchase',
      group: 'product',
      functions: ALL,
      title: ['入库管理', 'Inbound'],
    },
    { key: 'store-deliver', path: '/store/deliver', group: 'product', functions: ALL, title: ['出库管理', 'Outbound'] },
    { key: 'store-inout', path: '/store/inout', group: 'product', title: ['出入库记录', 'Stock movements'] },
    { key: 'product-entity', path: '/product/entity', group: 'product', title: ['航材实体', 'Parts in stock'] },
    {
      key: 'product-material-type',
      path: '/product/materialType',
      group: 'product',
      title: ['航材分类', 'Material categories'],
    },
    { key: 'product-supplier', path: '/product/supplier', group: 'product', title: ['供应商管理', 'Suppliers'] },
    { key: 'store-warehouse', path: '/store/warehouse', group: 'product', title: ['仓库', 'Warehouses'] },
    { key: 'tool-general', path: '/tool/general', group: 'tool', title: ['通用工具', 'General tools'] },
    { key: 'tool-measure', path: '/tool/measure', group: 'tool', title: ['计量工具', 'Measuring tools'] },
  ],
});
