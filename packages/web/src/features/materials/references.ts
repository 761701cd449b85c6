import {
  MATERIAL_CATEGORY_DICT,
  MaterialType,
  RequireMenu,
  Supplier,
  Warehouse,
} from '@hangar/domain/contracts/materials';
import type { RowOf } from '@hangar/domain/entity';
import type { RowOfList } from '../../components/list-query';
import type { ReferenceSource } from '../../components/reference';

// The materials area's reference lists (components/reference.ts, page size 1000, cached for the session):
// material categories (a tree by parent, dict 2), the company's warehouses and suppliers, and the
// requirement-menu tree. Selects show their names; other features (stores, work cards) use them too.

type RequireMenuRow = RowOfList<typeof RequireMenu.api.Query>;

declare module '../../components/reference' {
  interface ReferenceRows {
    materialType: RowOf<typeof MaterialType>;
    warehouse: RowOf<typeof Warehouse>;
    supplier: RowOf<typeof Supplier>;
    requireMenu: RequireMenuRow;
  }
}

const named = <T extends { id: number; name: string }>(
  endpoint: ReferenceSource<T>['endpoint'],
  payload?: ReferenceSource<T>['payload'],
): ReferenceSource<T> => ({ endpoint, payload, id: (r) => r.id, label: (r) => r.name });

export const materialType = named<RowOf<typeof MaterialType>>(MaterialType.api.Query, {
  fixedFilters: [{ name: 'dict', compare: 'eq', value: MATERIAL_CATEGORY_DICT, relate: 'and' }],
  sortField: 'sorter',
  sortOrder: 'asc',
});
export const warehouse = named<RowOf<typeof Warehouse>>(Warehouse.api.Query, { sortField: 'name', sortOrder: 'asc' });
export const supplier = named<RowOf<typeof Supplier>>(Supplier.api.Query, { sortField: 'name', sortOrder: 'asc' });
export const requireMenu = named<RequireMenuRow>(RequireMenu.api.Query);
