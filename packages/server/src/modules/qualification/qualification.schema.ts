import type {
  QualAuthorisation,
  QualLicence,
  QualMedical,
  QualTraining,
} from '@hangar/domain/contracts/qualifications';
import type { TableOf } from '../../platform/entity/entity-map';

// The qualification tables (migration 0029): each a company's, each row one member's (`user_id`); who wrote it.
type Own = { company_id: number; created_by: number | null };

/** A member's licence (maintenance or pilot). */
export type QualLicenceTable = TableOf<typeof QualLicence, Own>;
/** An authorisation the organisation grants a member (models × kinds of work, valid from / to). */
export type QualAuthorisationTable = TableOf<typeof QualAuthorisation, Own>;
/** A training record. */
export type QualTrainingTable = TableOf<typeof QualTraining, Own>;
/** A medical examination, with its last valid day as computed when written (`valid_until`). */
export type QualMedicalTable = TableOf<typeof QualMedical, Own>;

declare module '../../platform/db/schema' {
  interface Database {
    qual_licence: QualLicenceTable;
    qual_authorisation: QualAuthorisationTable;
    qual_training: QualTrainingTable;
    qual_medical: QualMedicalTable;
  }
}
