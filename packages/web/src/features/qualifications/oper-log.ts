import { ObjType } from '@hangar/domain/codes';
import { kindLabelKey } from '@hangar/domain/contracts/qualifications';
import {
  code,
  type FieldDecl,
  flag,
  type OperTargets,
  type ReaderEnv,
  ref,
} from '../../components/oper-log/oper-fields';

// How the operation log reads licences, authorisations, training records and medical examinations
// (components/oper-log/oper-fields.ts): the labels of their fields (`qual.<field>`), the models by name, the
// flags, the kinds of work, licence kinds, classes and results by their names.

/** A text value by its name (`qual.result.fit`). */
const named =
  (prefix: string) =>
  (raw: unknown, { t }: ReaderEnv): string | undefined =>
    typeof raw === 'string' ? t(`${prefix}${raw}`) : undefined;

/** A list of texts joined (categories), or of kinds of work by their names. */
const joined =
  (label: (value: string, env: ReaderEnv) => string) =>
  (raw: unknown, env: ReaderEnv): string | undefined =>
    Array.isArray(raw) ? raw.map((v) => label(String(v), env)).join('、') : undefined;
const categories: FieldDecl = { value: joined((v) => v) };

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
        kind: { value: named('qual.licenceKind.') },
        licenceType: {},
        licenceNo: {},
        categories,
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
        categories,
        kinds: { value: joined((kind, { t }) => t(kindLabelKey(kind))) },
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
        result: { value: named('qual.result.') },
        restrictions: {},
        statedUntil: {},
        validUntil: {},
      },
    },
  },
};
export default targets;
