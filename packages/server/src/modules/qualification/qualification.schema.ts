import type {
  QualAuthorisation,
  QualLicence,
  QualMedical,
  QualTraining,
} from '@hangar/domain/contracts/qualifications';
import type { TableOf } from '../../platform/entity/entity-map';

// Tables of qualifications (migration 0029, issue 34). `created_by` is the member who wrote the row.

type Owned = { company_id: number; created_by: number | null };
export type QualLicenceTable = TableOf<
  typeof QualLicence,
  Owned,
  'categories' | 'ratings' | 'instrument' | 'instructor' | 'files'
>;
export type QualAuthorisationTable = TableOf<
  typeof QualAuthorisation,
  Owned,
  'categories' | 'medical_required' | 'files'
>;
export type QualTrainingTable = TableOf<typeof QualTraining, Owned, 'models' | 'files'>;
export type QualMedicalTable = TableOf<typeof QualMedical, Owned, 'files'>;

declare module '../../platform/db/schema' {
  interface Database {
    qual_licence: QualLicenceTable;
    qual_authorisation: QualAuthorisationTable;
    qual_training: QualTrainingTable;
    qual_medical: QualMedicalTable;
  }
}
