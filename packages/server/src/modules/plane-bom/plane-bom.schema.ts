import type { PlaneBom } from '@hangar/domain/contracts/components';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's installed components: the aircraft's replacement chains (a retired row has closed = 1). */
export type PlaneBomTable = TableOf<
  typeof PlaneBom,
  { company_id: number },
  'ctype' | 'times' | 'sorter' | 'closed' | 'life_state'
>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_bom: PlaneBomTable;
  }
}
