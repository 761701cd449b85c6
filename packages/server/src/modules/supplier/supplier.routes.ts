import { ObjType } from '@hangar/domain/codes';
import { Supplier } from '@hangar/domain/contracts/materials';
import { namedListModule } from '../../platform/entity/named-list';

/**
 * /api/Supplier/{Query,Add,Update,Delete}: the company's suppliers (view product-supplier). Deletion is refused
 * while a material (dependent declared by the material module) or a store order names the supplier.
 */
export default namedListModule({
  entity: Supplier,
  objType: ObjType.Supplier,
  nameTaken: 'material.supplierNameTaken',
  sampleKey: 'supplier',
});
