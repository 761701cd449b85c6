import { MaintainCtrl, type MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { TaskType } from '@hangar/domain/contracts/records';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormFields } from '../../components/ListPage';
import { useListQuery } from '../../components/list-query';
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
 * AdSbDialog — the AD (type 50) and SB/SI (60) dialog (spec §2.8, §5 "AD/SB dialog"): 85% wide, modal, not
 * closed by the mask. Number, description and flight hours (suffix 小时) required (不能为空); issue date and work
 * date required (请选择日期!); single / repetitive required (类型不能为空); applicable or not; worker required
 * (请选择工作者!, users by real name); method of compliance, landings and remarks optional. A repetitive record
 * links one of the aircraft's control items (its next due). New: single, the aircraft's hours and landings,
 * the current user, today. Dates go out as `YYYY-MM-DD 00:00:00`.
 */

const NAMES = [
  'standardSeri',
  'standardDate',
  'unfit',
  'isRepeat',
  'maintainCtrl',
  'flyHours',
  'landings',
  'workPerson',
  'workDate',
  'description',
  'complianceMethod',
  'comments',
] as const;

/** The aircraft's control items (the link of a repetitive AD). */
function useCtrlOptions(plane: number, enabled: boolean) {
  return useListQuery<MaintainCtrlRow>(
    MaintainCtrl.table,
    MaintainCtrl.api.Query,
    { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane }], page: 1, pageSize: 1000 },
    { enabled },
  ).items.map((c) => ({ value: c.id, label: c.name }));
}

export function AdSbDialog(props: RecordDialogProps) {
  const { t } = useTranslation();
  const workers = useWorkerOptions();
  const defaults = useNewRecordDefaults(props.plane);
  const save = useRecordSave(props);
  const ctrlOptions = useCtrlOptions(props.plane.id, props.open);
  const { record } = props;
  const type = record?.type ?? (props.type === TaskType.Sb ? TaskType.Sb : TaskType.Ad);
  const fields = recordFields(t, NAMES, {
    standardSeri: { required: t('task.standardSeriRequired') },
    standardDate: { required: t('task.standardDateRequired') },
    unfit: { options: [0, 1].map((value) => ({ value, label: t(`recordList.unfit.${value}`) })) },
    isRepeat: {
      required: t('task.repeatRequired'),
      options: [0, 1].map((value) => ({ value, label: t(`recordList.repeat.${value}`) })),
    },
    maintainCtrl: {
      kind: 'select',
      label: t('recordDialog.repeatCtrl'),
      options: ctrlOptions,
      item: { extra: t('recordDialog.repeatCtrlHint') },
    },
    flyHours: hoursField(t, true),
    workPerson: { required: t('task.workPersonRequired'), options: workers },
    workDate: { required: t('task.workDateRequired') },
    description: { required: t('task.descriptionRequired'), wide: true },
    complianceMethod: { wide: true },
    comments: { wide: true },
  });
  const initialValues = record
    ? storedValues(fields, record)
    : { ...defaults, isRepeat: 0, unfit: 0, maintainCtrl: null };
  return (
    <RecordShell
      props={props}
      kind={type === TaskType.Sb ? 'sb' : 'ad'}
      width="85%"
      initialValues={initialValues}
      onSubmit={(values) =>
        save(fields, values, { type, maintainCtrl: values.isRepeat === 1 ? (values.maintainCtrl ?? null) : null })
      }
    >
      <RepeatAware fields={fields} />
      <FilesAndItems record={record} readOnly={isReadOnly(props)} />
    </RecordShell>
  );
}

/** The fields, the control item link only for a repetitive record. */
function RepeatAware({ fields }: { fields: ReturnType<typeof recordFields> }) {
  const repeat = Form.useWatch('isRepeat');
  return (
    <FormFields
      fields={fields.map((f) => (f.name === 'maintainCtrl' ? { ...f, hidden: repeat !== 1 } : f))}
      columns={2}
    />
  );
}
