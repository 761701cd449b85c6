import type { Site } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** The company's site entries: the declaration's fields, per company (name unique within it). */
export type SiteTable = TableOf<typeof Site, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    site: SiteTable;
  }
}
