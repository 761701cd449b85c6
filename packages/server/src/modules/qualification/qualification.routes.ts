import {
  QualAuthorisation,
  Qualification,
  QualLicence,
  QualMedical,
  QualTraining,
} from '@hangar/domain/contracts/qualifications';
import { defineModule } from '../../platform/http/module';
import { matrixPdf } from './qualification.pdf';
import { changeBirthDate, expiring, getPerson, matrixOf, queryMedicals, queryPeople } from './qualification.read';
import {
  addAuthorisation,
  addLicence,
  addMedical,
  addTraining,
  changeAuthorisation,
  changeLicence,
  changeMedical,
  changeTraining,
  removeAuthorisation,
  removeLicence,
  removeMedical,
  removeTraining,
} from './qualification.service';

// /api/Qualification/* (the people, one person, the warnings, the matrix and its PDF, a date of birth) and the
// records' own /api/QualLicence|QualAuthorisation|QualTraining|QualMedical/*. Who may call is the contract's; the
// services check the rest (the person a member, a licence's kind against the caller's screen).

export const qualificationRoutes = defineModule(Qualification.api, {
  People: { sample: () => ({ body: { role: 'all' } }), run: queryPeople },
  Person: { sample: (ids) => ({ body: { user: ids.user } }), run: getPerson },
  SetBirthDate: {
    kind: 'write',
    sample: (ids) => ({ body: { user: ids.user, birthDate: '1980-02-29' } }),
    run: changeBirthDate,
  },
  Expiring: { kind: 'read', sample: () => ({ body: { days: 90 } }), run: expiring },
  // No model columns: the security matrix's outsiders fly A's shared model (its name carries the marker), while
  // the people, the company's own, are what the matrix must not leak.
  Matrix: { sample: () => ({ body: { models: [] } }), run: matrixOf },
  MatrixPdf: { sample: () => ({ body: { models: [] } }), run: matrixPdf },
});

export const licenceRoutes = defineModule(QualLicence.api, {
  Add: {
    sample: (ids) => ({
      body: {
        user: ids.user,
        kind: 'maintenance',
        licenceType: 'CCAR-66',
        licenceNo: 'MATRIX-LIC-2',
        categories: ['B1'],
        issued: '2020-01-01',
        expires: '2099-01-01',
      },
    }),
    run: addLicence,
  },
  Update: { sample: (ids) => ({ body: { id: ids.qualLicence, authority: 'CAAC' } }), run: changeLicence },
  Delete: { sample: (ids) => ({ body: { id: ids.qualLicenceSpare } }), run: removeLicence },
});

export const authorisationRoutes = defineModule(QualAuthorisation.api, {
  Add: {
    sample: (ids) => ({
      body: {
        user: ids.user,
        authNo: 'MATRIX-AUTH-2',
        models: [ids.planeModel],
        kinds: ['crs'],
        validFrom: '2020-01-01',
        grantedBy: 'Quality manager',
      },
    }),
    run: addAuthorisation,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.qualAuthorisation, grantedBy: 'Quality manager' } }),
    run: changeAuthorisation,
  },
  Delete: { sample: (ids) => ({ body: { id: ids.qualAuthorisationSpare } }), run: removeAuthorisation },
});

export const trainingRoutes = defineModule(QualTraining.api, {
  Add: {
    sample: (ids) => ({ body: { user: ids.user, course: 'Human factors', courseDate: '2024-01-01' } }),
    run: addTraining,
  },
  Update: { sample: (ids) => ({ body: { id: ids.qualTraining, certificateNo: 'HF-2' } }), run: changeTraining },
  Delete: { sample: (ids) => ({ body: { id: ids.qualTrainingSpare } }), run: removeTraining },
});

export const medicalRoutes = defineModule(QualMedical.api, {
  Query: { sample: () => ({ body: {} }), run: queryMedicals },
  Add: {
    sample: (ids) => ({ body: { user: ids.user, medicalClass: 2, examDate: '2024-01-01', result: 'fit' } }),
    run: addMedical,
  },
  Update: { sample: (ids) => ({ body: { id: ids.qualMedical, remarks: 'Matrix remarks' } }), run: changeMedical },
  Delete: { sample: (ids) => ({ body: { id: ids.qualMedicalSpare } }), run: removeMedical },
});
