import { ObjType } from '@hangar/domain/codes';
import { Warehouse } from '@hangar/domain/contracts/materials';
import { namedListModule } from '../../platform/entity/named-list';
import { checkWarehouseSite } from './warehouse.repo';

/**
 * /api/Warehouse/{Query,Add,Update,Delete}: the company's warehouses (view store-warehouse). Deletion is refused
 * while store orders, their items or stock name the warehouse (dependents declared by the store-order module).
 */
export default namedListModule({
  entity: Warehouse,
  objType: ObjType.Warehouse,
  nameTaken: 'material.warehouseNameTaken',
  sampleKey: 'warehouse',
  check: checkWarehouseSite,
});
