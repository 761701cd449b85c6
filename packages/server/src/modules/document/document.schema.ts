import type { Document } from '@hangar/domain/contracts/documents';
import type { TableOf } from '../../platform/entity/entity-map';

type Defaulted = 'parent' | 'is_folder' | 'size' | 'closed' | 'repetitive';

/** A model's library (shared catalogue: no company). */
export type ModelDocumentTable = TableOf<typeof Document, object, Defaulted>;
/**
 * An aircraft's library and the company's common library (company-owned); `plane_id` repeats an aircraft
 * library's target as a foreign key (null in the common library).
 */
export type DocumentTable = TableOf<typeof Document, { company_id: number; plane_id: number | null }, Defaulted>;

declare module '../../platform/db/schema' {
  interface Database {
    model_document: ModelDocumentTable;
    document: DocumentTable;
  }
}
