import { Functions as ALL, moduleIdentity } from '../identity';

// Qualifications (issue 34): licences, authorisations, training records and medicals of the company's members;
// the staff, pilots and medical screens.

export const qualificationIdentity = moduleIdentity({
  name: 'qualification',
  objectTypes: {
    QualLicence: { code: 10125, label: ['执照', 'Licence'] },
    QualAuthorisation: { code: 10126, label: ['授权', 'Authorisation'] },
    QualTraining: { code: 10127, label: ['培训记录', 'Training record'] },
    QualMedical: { code: 10128, label: ['体检记录', 'Medical examination'] },
    QualPerson: { code: 10129, label: ['人员资质', 'Qualified person'] },
  },
  screens: [
    {
      key: 'qualification-repairman',
      path: '/qualification/repairman',
      group: 'qualification',
      functions: ALL,
      title: ['维修人员资质', 'Maintenance staff'],
    },
    {
      key: 'qualification-pilot',
      path: '/qualification/pilot',
      group: 'qualification',
      functions: ALL,
      title: ['飞行员资质', 'Pilots'],
    },
    {
      key: 'qualification-health',
      path: '/qualification/health',
      group: 'qualification',
      functions: ALL,
      title: ['体检管理', 'Medical checks'],
    },
  ],
});
