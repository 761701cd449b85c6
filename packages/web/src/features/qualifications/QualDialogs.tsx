import {
  kindLabelKey,
  LICENCE_CATEGORIES,
  type LicenceKind,
  MEDICAL_CLASSES,
  MEDICAL_RESULTS,
  QUAL_FILES,
  QualAuthorisation,
  type QualAuthorisationRow,
  Qualification,
  QualLicence,
  type QualLicenceRow,
  QualMedical,
  type QualMedicalRow,
  QualTraining,
  type QualTrainingRow,
  WORK_KINDS,
} from '@hangar/domain/contracts/qualifications';
import type { Endpoint } from '@hangar/domain/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { useCan } from '../../session/session-context';
import { classLabel, refreshQualifications, useMembers } from './qual-view';

/*
 * The qualification dialogs (add / edit): a licence (maintenance or pilot, by the screen), an authorisation, a
 * training record, a medical examination, a date of birth. Each checks what the server checks before sending —
 * the required fields, an expiry never before the issue (validTo before validFrom, a training's expiry before its
 * course, a stated validity before the examination), at least one model and one kind of work — with the server's
 * own messages; a refusal of the server (400 naming the field, or a 601 rule such as an overlapping authorisation)
 * lands on its field (EditorDialog). Scans upload with the `qualification` use (PDF or a picture, 20 MB).
 *
 *   <LicenceDialog kind="maintenance" user={7} record={row | undefined} onClose={...} />
 */

/** A record's save: Add for a new one (with its holder), Update for one being edited (the body's own fields). */
function saveRecord(
  apis: { Add: Endpoint; Update: Endpoint },
  record: { id: number } | undefined,
  input: Record<string, unknown>,
  user: number,
): Promise<unknown> {
  const send = call as (endpoint: Endpoint, body: unknown) => Promise<unknown>;
  return record ? send(apis.Update, { ...input, id: record.id }) : send(apis.Add, { ...input, user });
}

interface DialogProps<Row> {
  /** The person (the drawer's); the medicals screen picks one when adding. */
  user?: number;
  record?: Row;
  onClose(): void;
}

type Values = Record<string, unknown>;

const flag = (checked: boolean) => (checked ? 1 : 0);

/** A 0/1 flag as a checkbox. */
const flagField = (): Partial<FormField> => ({
  kind: 'custom',
  input: <Checkbox />,
  item: {
    valuePropName: 'checked',
    getValueFromEvent: (e: { target: { checked: boolean } }) => flag(e.target.checked),
  },
});

/** A later day never before an earlier one (`message` names the earlier day). */
const notBeforeRule =
  (t: TFunction, earlier: string, message: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const first = getFieldValue(earlier) as Dayjs | null | undefined;
      if (!dayjs.isDayjs(value) || !dayjs.isDayjs(first)) return;
      if (value.isBefore(first, 'day')) throw new Error(t(message, { date: first.format('YYYY-MM-DD') }));
    },
  });

/** A list that must hold at least one entry. */
const nonEmptyRule = (t: TFunction, message: string): Rule => ({
  required: true,
  validator: async (_, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) throw new Error(t(message));
  },
});

function useModelSelect(): Partial<FormField> {
  const models = useReference('planeModel');
  return {
    kind: 'custom',
    input: <Select mode="multiple" options={models.options} optionFilterProp="label" allowClear />,
  };
}

const categoriesField = (t: TFunction): Partial<FormField> => ({
  kind: 'custom',
  input: (
    <Select
      mode="tags"
      placeholder={t('qual.chooseCategories')}
      options={LICENCE_CATEGORIES.map((c) => ({ value: c, label: c }))}
    />
  ),
});

/** The dialog shell every qualification record shares: the fields, the scans, the save and the refresh. */
function QualEditor({
  title,
  editing,
  fields,
  initial,
  canDeleteFiles,
  onSubmit,
  onClose,
}: {
  title: string;
  editing: boolean;
  fields: FormField[];
  initial: Values;
  canDeleteFiles: boolean;
  onSubmit(body: Values): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const submit = async (values: Values) => {
    await onSubmit({ ...formBody(fields, values), files: values.files ?? [] });
    await refreshQualifications(client);
  };
  return (
    <EditorDialog<Values>
      state={editing ? 'edit' : 'add'}
      title={title}
      open
      onClose={onClose}
      onSubmit={submit}
      initialValues={initial}
      width={640}
      labelWidth={120}
      draggable
    >
      <FormFields fields={fields} />
      <Form.Item name="files" label={t('qual.files')}>
        <FileUpload use="qualification" canDelete={canDeleteFiles} max={QUAL_FILES} />
      </Form.Item>
    </EditorDialog>
  );
}

const initialOf = (fields: FormField[], record: object | undefined, defaults: Values): Values =>
  record ? { ...formValues(fields, record), files: (record as { files?: unknown }).files ?? [] } : defaults;

/** A licence: maintenance (categories) on the staff screen, pilot (ratings, privileges) on the pilots' screen. */
export function LicenceDialog({ kind, user, record, onClose }: DialogProps<QualLicenceRow> & { kind: LicenceKind }) {
  const { t } = useTranslation();
  const canDelete = useCan(QualLicence.api.Delete);
  const models = useModelSelect();
  const names =
    kind === 'pilot'
      ? (['licenceType', 'licenceNo', 'ratings', 'instrument', 'instructor', 'authority', 'issued', 'expires'] as const)
      : (['licenceType', 'licenceNo', 'categories', 'authority', 'issued', 'expires'] as const);
  const fields = formFieldsOf(QualLicence, t, [...names, 'remarks'], {
    categories: categoriesField(t),
    ratings: models,
    instrument: flagField(),
    instructor: flagField(),
    expires: {
      rules: [notBeforeRule(t, 'issued', 'qual.expiresBeforeIssued')],
      item: { dependencies: ['issued'] },
    },
  });
  const initial = initialOf(fields, record, { categories: [], ratings: [], instrument: 0, instructor: 0, files: [] });
  return (
    <QualEditor
      title={t(record ? 'qual.edit.licence' : 'qual.add.licence')}
      editing={record !== undefined}
      fields={fields}
      initial={initial}
      canDeleteFiles={canDelete}
      onClose={onClose}
      onSubmit={(body) => saveRecord(QualLicence.api, record, { ...body, kind }, user ?? 0)}
    />
  );
}

export function AuthorisationDialog({ user, record, onClose }: DialogProps<QualAuthorisationRow>) {
  const { t } = useTranslation();
  const canDelete = useCan(QualAuthorisation.api.Delete);
  const models = useModelSelect();
  const fields = formFieldsOf(
    QualAuthorisation,
    t,
    ['authNo', 'models', 'categories', 'kinds', 'validFrom', 'validTo', 'grantedBy', 'medicalRequired', 'remarks'],
    {
      models: { ...models, rules: [nonEmptyRule(t, 'qual.modelsRequired')] },
      categories: categoriesField(t),
      kinds: {
        kind: 'custom',
        input: <Checkbox.Group options={WORK_KINDS.map((k) => ({ value: k, label: t(kindLabelKey(k)) }))} />,
        rules: [nonEmptyRule(t, 'qual.kindsRequired')],
      },
      validTo: {
        rules: [notBeforeRule(t, 'validFrom', 'qual.validToBeforeFrom')],
        item: { dependencies: ['validFrom'] },
      },
      medicalRequired: { ...flagField(), label: t('qual.needsMedical') },
    },
  );
  const initial = initialOf(fields, record, {
    models: [],
    categories: [],
    kinds: [],
    medicalRequired: 0,
    validFrom: dayjs(),
    files: [],
  });
  return (
    <QualEditor
      title={t(record ? 'qual.edit.authorisation' : 'qual.add.authorisation')}
      editing={record !== undefined}
      fields={fields}
      initial={initial}
      canDeleteFiles={canDelete}
      onClose={onClose}
      onSubmit={(body) => saveRecord(QualAuthorisation.api, record, body, user ?? 0)}
    />
  );
}

export function TrainingDialog({ user, record, onClose }: DialogProps<QualTrainingRow>) {
  const { t } = useTranslation();
  const canDelete = useCan(QualTraining.api.Delete);
  const models = useModelSelect();
  const fields = formFieldsOf(
    QualTraining,
    t,
    ['course', 'courseDate', 'expires', 'certificateNo', 'models', 'remarks'],
    {
      models,
      expires: {
        rules: [notBeforeRule(t, 'courseDate', 'qual.trainingExpiresBeforeCourse')],
        item: { dependencies: ['courseDate'] },
      },
    },
  );
  const initial = initialOf(fields, record, { models: [], files: [] });
  return (
    <QualEditor
      title={t(record ? 'qual.edit.training' : 'qual.add.training')}
      editing={record !== undefined}
      fields={fields}
      initial={initial}
      canDeleteFiles={canDelete}
      onClose={onClose}
      onSubmit={(body) => saveRecord(QualTraining.api, record, body, user ?? 0)}
    />
  );
}

/**
 * A medical examination: a pilot's class 1–3 (valid by class and age unless the certificate states a day) or a
 * staff examination (class 0, its last valid day stated). Without `user` (the medicals screen) a person is chosen.
 * `defaultClass`: what a new one starts with (a pilot's drawer: class 1; the medicals screen: a staff examination).
 */
export function MedicalDialog({
  user,
  record,
  onClose,
  defaultClass = 0,
}: DialogProps<QualMedicalRow> & { defaultClass?: number }) {
  const { t } = useTranslation();
  const canDelete = useCan(QualMedical.api.Delete);
  const pick = user === undefined && record === undefined;
  const members = useMembers(pick);
  const fields = formFieldsOf(
    QualMedical,
    t,
    ['user', 'medicalClass', 'examDate', 'result', 'restrictions', 'statedUntil', 'remarks'],
    {
      user: { options: members.data ?? [], hidden: !pick },
      medicalClass: { options: MEDICAL_CLASSES.map((c) => ({ value: c, label: classLabel(t, c) })) },
      result: { options: MEDICAL_RESULTS.map((r) => ({ value: r, label: t(`qual.result.${r}`) })) },
      examDate: {
        rules: [
          {
            validator: async (_, value: unknown) => {
              if (dayjs.isDayjs(value) && value.isAfter(dayjs(), 'day')) throw new Error(t('qual.examInFuture'));
            },
          },
        ],
      },
      restrictions: {
        rules: [
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (getFieldValue('result') === 'restricted' && !(typeof value === 'string' && value.trim()))
                throw new Error(t('qual.restrictionsRequired'));
            },
          }),
        ],
        item: { dependencies: ['result'] },
      },
      statedUntil: {
        rules: [
          notBeforeRule(t, 'examDate', 'qual.statedBeforeExam'),
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (getFieldValue('medicalClass') === 0 && !dayjs.isDayjs(value))
                throw new Error(t('qual.statedRequired'));
            },
          }),
        ],
        item: { dependencies: ['examDate', 'medicalClass'], extra: t('qual.statedHint') },
      },
    },
  );
  const initial = initialOf(fields, record, { medicalClass: defaultClass, result: 'fit', files: [] });
  return (
    <QualEditor
      title={t(record ? 'qual.edit.medical' : 'qual.add.medical')}
      editing={record !== undefined}
      fields={fields}
      initial={initial}
      canDeleteFiles={canDelete}
      onClose={onClose}
      onSubmit={(body) => {
        const { user: picked, ...rest } = body;
        return saveRecord(QualMedical.api, record, rest, user ?? (picked as number));
      }}
    />
  );
}

/** A member's date of birth (a pilot medical's validity depends on the age at the examination). */
export function BirthDateDialog({
  user,
  birthDate,
  onClose,
}: {
  user: number;
  birthDate: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <EditorDialog<{ birthDate?: Dayjs | null }>
      state="edit"
      title={t('qual.edit.birthDate')}
      open
      onClose={onClose}
      initialValues={{ birthDate: birthDate ? dayjs(birthDate.slice(0, 10)) : null }}
      onSubmit={async (values) => {
        await call(Qualification.api.SetBirthDate, {
          user,
          birthDate: values.birthDate ? values.birthDate.format('YYYY-MM-DD') : null,
        });
        await refreshQualifications(client);
      }}
    >
      <Form.Item
        name="birthDate"
        label={t('qual.birthDate')}
        rules={[
          {
            validator: async (_, value: unknown) => {
              if (dayjs.isDayjs(value) && value.isAfter(dayjs(), 'day')) throw new Error(t('qual.birthInFuture'));
            },
          },
        ]}
      >
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
    </EditorDialog>
  );
}
