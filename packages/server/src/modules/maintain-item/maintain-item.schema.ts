import type { MaintainItem } from '@hangar/domain/contracts/maintenance';
import type { TableOf } from '../../platform/entity/entity-map';

/**
 * A model's maintenance item (shared catalogue); the declaration's fields (its rules never NULL) and the
 * time it was added.
 */
export type MaintainItemTable = TableOf<
  typeof MaintainItem,
  { created_at: string; timer_content: string },
  'disabled' | 'approved' | 'sorter'
>;

declare module '../../platform/db/schema' {
  interface Database {
    maintain_item: MaintainItemTable;
  }
}
