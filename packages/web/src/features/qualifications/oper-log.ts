import { ObjType } from '@hangar/domain/codes';
import { code, type FieldDecl, flag, type OperTargets, ref } from '../../components/oper-log/oper-fields';

// How the operation log reads licences, authorisations, training records and medical examinations
// (components/oper-log/oper-fields.ts): the labels of their fields (`qual.<field>`), the models by name, the
// flags, the medical class by its name.

const common: Record<string, FieldDecl> = {
  user: {},
  remarks: {},
  files: {},
};

const targets: OperTargets = {
  targets: {
    [ObjType.QualLicence]: {
      prefix: 'qual.',
      fields: {
        ...common,
        kind: {},
        licenceType: {},
        licenceNo: {},
        categories: {},
        authority: {},
        issued: {},
        expires: {},
        ratings: { value: ref('planeModel') },
        instrument: { value: flag },
        instructor: { value: flag },
      },
    },
    [ObjType.QualAuthorisation]: {
      prefix: 'qual.',
      fields: {
        ...common,
        authNo: {},
        models: { value: ref('planeModel') },
        categories: {},
        kinds: {},
        validFrom: {},
        validTo: {},
        grantedBy: {},
        medicalRequired: { value: flag, label: 'qual.needsMedical' },
      },
    },
    [ObjType.QualTraining]: {
      prefix: 'qual.',
      fields: {
        ...common,
        course: {},
        courseDate: {},
        expires: {},
        certificateNo: {},
        models: { value: ref('planeModel') },
      },
    },
    [ObjType.QualMedical]: {
      prefix: 'qual.',
      fields: {
        ...common,
        medicalClass: { value: code((c, { t }) => t(`qual.class.${c}`)) },
        examDate: {},
        result: {},
        restrictions: {},
        statedUntil: {},
        validUntil: {},
      },
    },
  },
};
export default targets;
