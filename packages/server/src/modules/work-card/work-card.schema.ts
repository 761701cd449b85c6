import type { WorkCard, WorkCardDoc, WorkCardMat } from '@hangar/domain/contracts/workcards';
import type { TableOf } from '../../platform/entity/entity-map';

/** A model's work cards, their material lines and file versions (shared catalogue, migration 0013). */
export type WorkCardTable = TableOf<typeof WorkCard, object, 'closed'>;
export type WorkCardMatTable = TableOf<typeof WorkCardMat, object, 'quantity'>;
export type WorkCardDocTable = TableOf<typeof WorkCardDoc, object, 'pages' | 'active'>;

declare module '../../platform/db/schema' {
  interface Database {
    work_card: WorkCardTable;
    work_card_mat: WorkCardMatTable;
    work_card_doc: WorkCardDocTable;
  }
}
