import { WORK_KINDS } from '@hangar/domain/contracts/qualifications';
import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A's administrator's qualifications, carrying MARKER: two maintenance licences, two authorisations on A's model
 * (the spare after the first, never signed under), two trainings and two medicals (the first and its spare).
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const own = {
      company_id: companyId,
      user_id: adminUserId,
      files: '[]',
      created_by: adminUserId,
      created_at: now(),
    };
    const licence = async (no: string) =>
      (
        await db
          .insertInto('qual_licence')
          .values({
            ...own,
            kind: 'maintenance',
            licence_type: 'CCAR-66',
            licence_no: `${no}-${MARKER}`,
            categories: '["B1"]',
            authority: `CAAC ${MARKER}`,
            issued: '2020-01-01 00:00:00',
            expires: '2099-01-01 00:00:00',
            ratings: '[]',
            instrument: 0,
            instructor: 0,
            remarks: `Licence ${MARKER}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const authorisation = async (no: string, from: string, to: string | null) =>
      (
        await db
          .insertInto('qual_authorisation')
          .values({
            ...own,
            auth_no: `${no}-${MARKER}`,
            models: JSON.stringify([ids.planeModel]),
            categories: '[]',
            kinds: JSON.stringify(WORK_KINDS),
            valid_from: `${from} 00:00:00`,
            valid_to: to === null ? null : `${to} 00:00:00`,
            granted_by: `QM ${MARKER}`,
            medical_required: 0,
            remarks: `Authorisation ${MARKER}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const training = async (course: string) =>
      (
        await db
          .insertInto('qual_training')
          .values({
            ...own,
            course: `${course} ${MARKER}`,
            course_date: '2024-01-01 00:00:00',
            expires: null,
            certificate_no: `CERT-${MARKER}`,
            models: '[]',
            remarks: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const medical = async (exam: string) =>
      (
        await db
          .insertInto('qual_medical')
          .values({
            ...own,
            medical_class: 0,
            exam_date: `${exam} 00:00:00`,
            result: 'fit',
            restrictions: null,
            stated_until: '2099-01-01 00:00:00',
            valid_until: '2099-01-01 00:00:00',
            remarks: `Medical ${MARKER}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return {
      qualLicence: await licence('LIC-1'),
      qualLicenceSpare: await licence('LIC-2'),
      // Every kind of work on A's model from this month (recent: the window's months before count as assessed), so
      // that the other modules' sign-off samples pass the checks a company with authorisations enforces; the spare
      // follows it (2099), never signed under.
      qualAuthorisation: await authorisation('AUTH-1', `${now().slice(0, 7)}-01`, '2098-12-31'),
      qualAuthorisationSpare: await authorisation('AUTH-2', '2099-01-01', null),
      qualTraining: await training('Human factors'),
      qualTrainingSpare: await training('Fuel tank safety'),
      qualMedical: await medical('2024-01-01'),
      qualMedicalSpare: await medical('2023-01-01'),
    };
  },
} satisfies MatrixContribution;
