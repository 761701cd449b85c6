import { Brand, PlaneEntity, PlaneModel, PlaneType, Site, Unit } from '@hangar/domain/contracts/registers';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import type { RowOf } from '@hangar/domain/entity';
import type { RowOfList } from '../../components/list-query';
import type { ReferenceSource } from '../../components/reference';

// The registers' reference lists (components/reference.ts): plane types (a tree by parent, shared), models
// (shared), the company's brands, sites and units, and its aircraft for pickers — from PlaneEntity/QueryNames,
// open to every member, never with hours.

type PlaneName = RowOfList<typeof PlaneEntity.api.QueryNames>;

declare module '../../components/reference' {
  interface ReferenceRows {
    planeType: RowOf<typeof PlaneType>;
    brand: RowOf<typeof Brand>;
    planeModel: RowOfList<typeof PlaneModel.api.Query>;
    site: RowOf<typeof Site>;
    unit: RowOf<typeof Unit>;
    plane: PlaneName;
  }
}

const named = <T extends { id: number; name: string }>(
  endpoint: ReferenceSource<T>['endpoint'],
): ReferenceSource<T> => ({
  endpoint,
  id: (r) => r.id,
  label: (r) => r.name,
});

export const planeType: ReferenceSource<RowOf<typeof PlaneType>> = {
  ...named(PlaneType.api.Query),
  payload: { sortField: 'sorter', sortOrder: 'asc' },
};
export const brand = named<RowOf<typeof Brand>>(Brand.api.Query);
export const planeModel = named<EndpointOutput<typeof PlaneModel.api.Query>['items'][number]>(PlaneModel.api.Query);
export const site = named<RowOf<typeof Site>>(Site.api.Query);
export const unit = named<RowOf<typeof Unit>>(Unit.api.Query);
export const plane = named<PlaneName>(PlaneEntity.api.QueryNames);
