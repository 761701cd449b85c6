import type { Project } from '@hangar/domain/contracts/organize';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's projects: the declaration's fields, per company. */
export type ProjectTable = TableOf<typeof Project, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    project: ProjectTable;
  }
}
