import type { PlaneNotice } from '@hangar/domain/contracts/notices';
import type { TableOf } from '../../platform/entity/entity-map';

/** Notices to aircraft, owned by the aircraft's company (migration 0012). */
export type PlaneNoticeTable = TableOf<typeof PlaneNotice, { company_id: number }, 'appraised' | 'fit' | 'state'>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_notice: PlaneNoticeTable;
  }
}
