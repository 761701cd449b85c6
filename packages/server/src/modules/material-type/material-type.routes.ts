import { MaterialType } from '@hangar/domain/contracts/materials';
import { defineModule } from '../../platform/http/module';
import { queryMaterialTypes } from './material-type.repo';
import { addMaterialType, changeMaterialType, removeMaterialType } from './material-type.service';

// Material categories of the current company (a tree). Reference data for pickers (the material form, the
// catalogue's filter; page size 1000): the screen's holders read it whole, other members the tree's names;
// writes need the product-material-type view's functions.
export default defineModule(MaterialType.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.materialType }] } }),
    run: ({ db, scope, body }) => queryMaterialTypes(db, scope, body),
  },
  Add: {
    sample: (ids) => ({ body: { name: 'Matrix category', parent: ids.materialType } }),
    run: addMaterialType,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.materialType, remarks: 'Matrix remarks' } }),
    run: changeMaterialType,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.materialType } }),
    run: removeMaterialType,
  },
});
