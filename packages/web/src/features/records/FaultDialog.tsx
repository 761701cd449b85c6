import { TaskType } from '@hangar/domain/contracts/records';
import { useTranslation } from 'react-i18next';
import { FormFields } from '../../components/ListPage';
import { AtaPicker } from './AtaPicker';
import type { RecordDialogProps } from './RecordDialog';
import {
  FilesAndItems,
  hoursField,
  isReadOnly,
  RecordShell,
  recordFields,
  storedValues,
  today,
  useNewRecordDefaults,
  useRecordSave,
  useWorkerOptions,
} from './record-form';

/*
 * FaultDialog — a fault record (spec §2.9, §5 "Fault record"): the date it occurred required (请选择日期!), the
 * work date optional; discovery timing, part name, part and serial number, ATA chapter (AtaPicker: code and
 * name in the interface language, searchable), flight hours and landings, description, action taken, cause,
 * who found it, worker, remarks, files and the assembly rows (each row 拆下件号 and 装上件号). New: occurred
 * today, the aircraft's totals, the current user as worker, no work date yet.
 */

const NAMES = [
  'issueDate',
  'workDate',
  'issueCondition',
  'ata',
  'matName',
  'matModel',
  'matSeri',
  'flyHours',
  'landings',
  'issuePerson',
  'workPerson',
  'description',
  'deal',
  'reason',
  'comments',
] as const;

export function FaultDialog(props: RecordDialogProps) {
  const { t } = useTranslation();
  const workers = useWorkerOptions();
  const defaults = useNewRecordDefaults(props.plane);
  const save = useRecordSave(props);
  const { record } = props;
  const fields = recordFields(t, NAMES, {
    issueDate: { required: t('task.issueDateRequired') },
    ata: { kind: 'custom', input: <AtaPicker /> },
    flyHours: hoursField(t, false),
    workPerson: { options: workers },
    description: { wide: true },
    deal: { wide: true },
    reason: { wide: true },
    comments: { wide: true },
  });
  const initialValues = record ? storedValues(fields, record) : { ...defaults, issueDate: today(), workDate: null };
  return (
    <RecordShell
      props={props}
      kind="fault"
      width="85%"
      initialValues={initialValues}
      onSubmit={(values) => save(fields, values, { type: TaskType.Fault })}
    >
      <FormFields fields={fields} columns={2} />
      <FilesAndItems record={record} readOnly={isReadOnly(props)} />
    </RecordShell>
  );
}
