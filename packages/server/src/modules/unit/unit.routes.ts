import { ObjType } from '@hangar/domain/codes';
import { Unit } from '@hangar/domain/contracts/registers';
import { namedListModule } from '../../platform/entity/named-list';

/** /api/Unit/{Query,Add,Update,Delete}: the company's units of measure (view base-unit). */
export default namedListModule({
  entity: Unit,
  objType: ObjType.Unit,
  nameTaken: 'register.unitNameTaken',
  sampleKey: 'unit',
});
