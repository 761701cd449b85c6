import { ObjType } from '@hangar/domain/codes';
import { Brand } from '@hangar/domain/contracts/registers';
import { namedListModule } from '../../platform/entity/named-list';

/** /api/Brand/{Query,Add,Update,Delete}: the company's brands (view base-brand). */
export default namedListModule({
  entity: Brand,
  objType: ObjType.Brand,
  nameTaken: 'register.brandNameTaken',
  sampleKey: 'brand',
});
