import type { MaintainAssembly } from '@hangar/domain/contracts/records';
import type { TableOf } from '../../platform/entity/entity-map';

/** Removed and installed components: of a record (parent_id) or of an engine or propeller replacement. */
export type MaintainAssemblyTable = TableOf<typeof MaintainAssembly, { company_id: number }, 'ctype' | 'state'>;

declare module '../../platform/db/schema' {
  interface Database {
    maintain_assembly: MaintainAssemblyTable;
  }
}
