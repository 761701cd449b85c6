import type { FileEntry } from '@hangar/domain/contracts/fields';
import { TaskType } from '@hangar/domain/contracts/records';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFields } from '../../components/ListPage';
import type { RecordDialogProps } from './RecordDialog';
import {
  FilesAndItems,
  hoursField,
  isReadOnly,
  RecordShell,
  recordFields,
  storedValues,
  useNewRecordDefaults,
  useRecordSave,
  useWorkerOptions,
} from './record-form';

/*
 * RepairDialog — the repair / modification dialog (spec §2.7, §5 "Repair dialog"): 85% wide; type 8 repair or
 * 9 modification (类型不能为空), name, description and flight hours (不能为空), work date (请选择日期!), worker
 * (请选择工作者!) required; landings and remarks optional; files and the assembly rows (each row 拆下件号 and
 * 装上件号). A record of the drawer's kind 70 keeps its type. A single chosen file fills an empty name with the
 * file's name (§5).
 */

/** §5: when the record has exactly one file and no name yet, the name becomes the file's. */
function NameFromFile() {
  const form = Form.useFormInstance();
  const files = Form.useWatch('files', form) as FileEntry[] | undefined;
  const only = files?.length === 1 ? files[0].name : null;
  useEffect(() => {
    if (!only) return;
    const name = form.getFieldValue('issueCondition');
    if (typeof name === 'string' && name.trim() !== '') return;
    form.setFieldValue('issueCondition', only);
  }, [only, form]);
  return null;
}

const NAMES = [
  'type',
  'issueCondition',
  'flyHours',
  'landings',
  'workDate',
  'workPerson',
  'description',
  'comments',
] as const;

export function RepairDialog(props: RecordDialogProps) {
  const { t } = useTranslation();
  const workers = useWorkerOptions();
  const defaults = useNewRecordDefaults(props.plane);
  const save = useRecordSave(props);
  const { record } = props;
  const codes: number[] = [TaskType.Repair, TaskType.Modification];
  const current = record?.type ?? props.type;
  if (current !== undefined && !codes.includes(current)) codes.push(current);
  const fields = recordFields(t, NAMES, {
    type: {
      required: t('task.typeRequired'),
      options: codes.map((value) => ({
        value,
        label: value === TaskType.RepairMod ? t('recordDialog.title.repair.view') : t(`recordDialog.type.${value}`),
      })),
    },
    issueCondition: { required: t('task.issueConditionRequired') },
    flyHours: hoursField(t, true),
    workDate: { required: t('task.workDateRequired') },
    workPerson: { required: t('task.workPersonRequired'), options: workers },
    description: { required: t('task.descriptionRequired'), wide: true },
    comments: { wide: true },
  });
  const newType = props.type === TaskType.Modification ? TaskType.Modification : TaskType.Repair;
  const initialValues = record ? storedValues(fields, record) : { ...defaults, type: newType };
  return (
    <RecordShell
      props={props}
      kind="repair"
      width="85%"
      initialValues={initialValues}
      onSubmit={(values) => save(fields, values, {})}
    >
      <FormFields fields={fields} columns={2} />
      {isReadOnly(props) ? null : <NameFromFile />}
      <FilesAndItems record={record} readOnly={isReadOnly(props)} />
    </RecordShell>
  );
}
