import type {
  ExpiringRow,
  MatrixAnswer,
  QualAuthorisationRow,
  QualLicenceRow,
  QualMedicalRow,
  QualPerson,
  QualPersonRow,
  QualTrainingRow,
} from '@hangar/domain/contracts/qualifications';

// Rows of the qualification screens' tests, typed by the contract (the server's answers).

export function personRow(user: number, over: Partial<QualPersonRow> = {}): QualPersonRow {
  return {
    user,
    name: '王芳',
    phone: '13800000001',
    department: '维修部',
    isPilot: 0,
    isRepairman: 1,
    birthDate: null,
    licences: 1,
    authorisations: 1,
    expiry: 'valid',
    nextExpiry: null,
    nextWhat: null,
    medicalUntil: null,
    ...over,
  };
}

const created = '2026-01-05 09:00:00';

export function licenceRow(id: number, over: Partial<QualLicenceRow> = {}): QualLicenceRow {
  return {
    id,
    user: 11,
    kind: 'maintenance',
    licenceType: 'CCAR-66',
    licenceNo: `L-${id}`,
    categories: ['ME', 'AV'],
    authority: 'CAAC',
    issued: '2020-03-01 00:00:00',
    expires: '2027-03-01 00:00:00',
    ratings: [],
    instrument: 0,
    instructor: 0,
    remarks: null,
    files: [],
    createdAt: created,
    userName: '王芳',
    expiry: 'valid',
    ...over,
  };
}

export function authorisationRow(id: number, over: Partial<QualAuthorisationRow> = {}): QualAuthorisationRow {
  return {
    id,
    user: 11,
    authNo: `A-${id}`,
    models: [1],
    categories: ['B1'],
    kinds: ['maintenance', 'inspection'],
    validFrom: '2025-01-01 00:00:00',
    validTo: null,
    grantedBy: '质量经理',
    medicalRequired: 0,
    remarks: null,
    files: [],
    createdAt: created,
    userName: '王芳',
    expiry: 'none',
    inForce: true,
    ...over,
  };
}

export function trainingRow(id: number, over: Partial<QualTrainingRow> = {}): QualTrainingRow {
  return {
    id,
    user: 11,
    course: 'DA40 NG 机型培训',
    courseDate: '2025-05-10 00:00:00',
    expires: null,
    certificateNo: 'T-1',
    models: [1],
    remarks: null,
    files: [],
    createdAt: created,
    userName: '王芳',
    expiry: 'none',
    ...over,
  };
}

export function medicalRow(id: number, over: Partial<QualMedicalRow> = {}): QualMedicalRow {
  return {
    id,
    user: 11,
    medicalClass: 1,
    examDate: '2026-06-15 00:00:00',
    result: 'fit',
    restrictions: null,
    statedUntil: null,
    validUntil: '2027-06-30 00:00:00',
    remarks: null,
    files: [],
    createdAt: created,
    userName: '王芳',
    expiry: 'valid',
    age: 35,
    ...over,
  };
}

export function person(user: number, over: Partial<QualPerson> = {}): QualPerson {
  return {
    ...personRow(user),
    licenceRows: [licenceRow(1)],
    authorisationRows: [authorisationRow(2)],
    trainingRows: [trainingRow(3)],
    medicalRows: [],
    recency: [
      { model: 1, modelName: 'DA40 NG', months: 8, worked: 8, required: 6, ok: true, lastDay: '2026-11-02' },
      { model: 2, modelName: 'Cessna 172R', months: 2, worked: 2, required: 6, ok: false, lastDay: '2026-02-10' },
    ],
    pilotRecency: { landings: 0, required: 3, ok: false },
    ...over,
  };
}

export function expiringRow(id: number, over: Partial<ExpiringRow> = {}): ExpiringRow {
  return {
    user: 11,
    userName: '王芳',
    what: 'medical',
    id,
    label: 'I 级',
    expires: '2026-12-18',
    state: 'due30',
    daysLeft: 20,
    ...over,
  };
}

export const matrix: MatrixAnswer = {
  today: '2026-11-28',
  enforced: true,
  models: [
    { id: 1, name: 'DA40 NG' },
    { id: 2, name: 'Cessna 172R' },
  ],
  kinds: ['maintenance', 'inspection', 'rii', 'crs', 'ad', 'engine', 'deferral'],
  people: [
    {
      user: 11,
      name: '王芳',
      cells: {
        '1': { kinds: ['maintenance', 'inspection'], recent: true, until: null },
        '2': { kinds: ['maintenance'], recent: false, until: '2027-01-31' },
      },
      licence: 'CCAR-66 L-1',
      licenceExpiry: 'valid',
      medicalUntil: '2027-06-30',
    },
    {
      user: 12,
      name: '李强',
      cells: {},
      licence: null,
      licenceExpiry: 'none',
      medicalUntil: null,
    },
  ],
};

/** The aircraft models (PlaneModel/Query) the pickers and tags name. */
export const models = [
  { id: 1, name: 'DA40 NG', manager: 10000, type: null, brand: null },
  { id: 2, name: 'Cessna 172R', manager: 10000, type: null, brand: null },
];
