import {
  Material,
  type MaterialStockRow,
  MaterialType,
  type SimilarMaterial,
  Supplier,
  Warehouse,
} from '@hangar/domain/contracts/materials';
import { Brand, Unit } from '@hangar/domain/contracts/registers';
import type { StoreOrderItemRow } from '@hangar/domain/contracts/store';
import type { Endpoint } from '@hangar/domain/endpoint';
import type { RowOfList } from '../../components/list-query';
import { listAnswer } from '../../components/test-utils';
import { type Call, type Route, stubFetch } from '../account/test-support';

// Fake answers of the materials tests, typed by the contracts (the server's calls do not exist on this branch).

export const list = <E extends Endpoint>(endpoint: E, items: RowOfList<E>[], totalItems = items.length) => ({
  body: { ...listAnswer(endpoint, items), totalItems },
});

export function material(overrides: Partial<MaterialStockRow> = {}): MaterialStockRow {
  return {
    id: 101,
    code: null,
    name: '机油滤芯',
    nameEn: 'Oil filter',
    model: 'CH48110-1',
    replacement: null,
    category: 2,
    brand: 4,
    measureUnit: 7,
    packingUnit: null,
    packingCount: null,
    useSerial: 0,
    certType: 1,
    specs: {},
    specsNames: null,
    size: null,
    package: null,
    supplier: null,
    sourceType: null,
    costPrice: null,
    salePrice: null,
    canSale: 0,
    canMonitor: 0,
    storeCondition: null,
    descript: null,
    pictures: [],
    files: [],
    whPos: {},
    safeStock: 5,
    tool: 0,
    calibrationDue: null,
    calibrationCycle: null,
    approved: 1,
    disabled: 0,
    stock: 3,
    createdAt: '2024-05-01 10:00:00',
    categoryName: '滤芯',
    brandName: 'Champion',
    unitName: '个',
    packingUnitName: null,
    supplierName: null,
    whStock: { w1: 3 },
    available: 3,
    lowStock: true,
    ...overrides,
  };
}

export const similar = (overrides: Partial<SimilarMaterial> = {}): SimilarMaterial => ({
  id: 77,
  brand: 4,
  brandName: 'Champion',
  model: 'CH48110',
  name: '机油滤芯',
  nameEn: 'Oil filter',
  ...overrides,
});

export function item(overrides: Partial<StoreOrderItemRow> = {}): StoreOrderItemRow {
  return {
    sn: 1,
    orderId: 9,
    orderCode: 'RK20240501001',
    orderDate: '2024-05-01 00:00:00',
    orderType: 303,
    orderComments: null,
    step: 1,
    direction: 1,
    warehouse: 1,
    warehouseName: '主仓库',
    material: 101,
    materialName: '机油滤芯',
    materialModel: 'CH48110-1',
    unitName: '个',
    batch: 'B1',
    seri: null,
    expireDate: null,
    quantity: 10,
    remain: 6,
    price: 120,
    priceEx: null,
    position: 'A-01',
    cert: 1,
    comments: null,
    source: null,
    ...overrides,
  };
}

/** The reference lists every materials screen reads. */
export const references: Route = ({ url }) => {
  if (url === MaterialType.api.Query.path)
    return list(MaterialType.api.Query, [
      { id: 1, name: '发动机', parent: 0, sorter: 0, dict: 2, remarks: null },
      { id: 2, name: '滤芯', parent: 1, sorter: 0, dict: 2, remarks: null },
    ]);
  if (url === Brand.api.Query.path) return list(Brand.api.Query, [{ id: 4, name: 'Champion', remarks: null }]);
  if (url === Unit.api.Query.path) return list(Unit.api.Query, [{ id: 7, name: '个', remarks: null }]);
  if (url === Supplier.api.Query.path) return list(Supplier.api.Query, []);
  if (url === Warehouse.api.Query.path)
    return list(Warehouse.api.Query, [
      {
        id: 1,
        name: '主仓库',
        code: null,
        site: null,
        addr: null,
        keeper: null,
        phone: null,
        disabled: 0,
        remarks: null,
      },
    ]);
  if (url === Material.api.Alerts.path)
    return { body: { lowStock: [], lowStockTotal: 0, calibration: [], calibrationTotal: 0 } };
  return undefined;
};

/** stubFetch with the reference lists answered, then `route`. */
export function stubMaterials(route: Route): Call[] {
  return stubFetch((call) => route(call) ?? references(call));
}
