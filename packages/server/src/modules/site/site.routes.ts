import { ObjType } from '@hangar/domain/codes';
import { Site } from '@hangar/domain/contracts/registers';
import { namedListModule } from '../../platform/entity/named-list';

/** /api/site/{Query,Add,Update,Delete} (the spec spells the module in lower case): the company's sites. */
export default namedListModule({
  entity: Site,
  objType: ObjType.Site,
  nameTaken: 'register.siteNameTaken',
  sampleKey: 'site',
});
