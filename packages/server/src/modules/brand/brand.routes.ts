import { ObjType } from '@hangar/domain/codes';
import { BrandInput, BrandUpdateInput } from '@hangar/domain/contracts/registers';
import { brandDependents } from './brand.service';
import { companyListModule } from './company-list';

/** /api/Brand/{Query,Add,Update,Delete}: the company's brands (view base-brand). */
export default companyListModule({
  module: 'Brand',
  table: 'brand',
  view: 'base-brand',
  objType: ObjType.Brand,
  fields: ['remarks'],
  input: BrandInput,
  updateInput: BrandUpdateInput,
  nameTaken: 'register.brandNameTaken',
  dependents: brandDependents,
  label: 'brands',
  sampleKey: 'brand',
});
