import { ObjType } from '@hangar/domain/codes';
import { UnitInput, UnitUpdateInput } from '@hangar/domain/contracts/registers';
import { companyListModule } from '../brand/company-list';
import { unitDependents } from './unit.service';

/** /api/Unit/{Query,Add,Update,Delete}: the company's units of measure (view base-unit). */
export default companyListModule({
  module: 'Unit',
  table: 'unit',
  view: 'base-unit',
  objType: ObjType.Unit,
  fields: ['remarks'],
  input: UnitInput,
  updateInput: UnitUpdateInput,
  nameTaken: 'register.unitNameTaken',
  dependents: unitDependents,
  label: 'units',
  sampleKey: 'unit',
});
