import { ObjType } from '@hangar/domain/codes';
import { SiteInput, SiteUpdateInput } from '@hangar/domain/contracts/registers';
import { companyListModule } from '../brand/company-list';
import { siteDependents } from './site.service';

/** /api/site/{Query,Add,Update,Delete} (the spec spells the module in lower case): the company's sites. */
export default companyListModule({
  module: 'site',
  table: 'site',
  view: 'plane-site',
  objType: ObjType.Site,
  fields: ['addr', 'remarks'],
  input: SiteInput,
  updateInput: SiteUpdateInput,
  nameTaken: 'register.siteNameTaken',
  dependents: siteDependents,
  label: 'sites',
  sampleKey: 'site',
});
