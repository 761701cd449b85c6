import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { MaintainCtrl, type MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { TaskType } from '@hangar/domain/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
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
 * the current user, today. Dates go out as `YYYY-MM-DD 00:00:00`. The document it complies with (issue 32) is
 * picked by id from the model's CAD/AD (SB/SI) documents evaluated against the aircraft (its AD/SB register); picking
 * one fills the number; a document outside the model's library keeps a typed number and no link. An appliance
 * document's record also names the component complied on (one of its register rows' installed components).
 */

const NAMES = [
  'document',
  'component',
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

/**
 * The model's documents of the kind evaluated against the aircraft (its AD/SB register): the record's link; an
 * appliance document (issue 32) has a register row per installed component of its part numbers, the components
 * its record may name.
 */
function useDocumentOptions(plane: number, dict: 2 | 3, enabled: boolean) {
  const register = useQuery({
    queryKey: ['plane_notice', 'adRegister', plane, dict],
    queryFn: () => call(AdRegister.api.Plane, { plane, dict }),
    enabled,
  });
  const rows = register.data ?? [];
  const documents = rows
    .filter((r, i) => rows.findIndex((o) => o.document === r.document) === i)
    .map((r) => ({
      value: r.document,
      label: [r.seri, r.name, r.revision].filter(Boolean).join(' · '),
      seri: r.seri ?? r.name,
      appliance: r.applianceParts !== null,
    }));
  const componentsOf = (document: number | null | undefined) =>
    rows.flatMap((r) =>
      r.document === document && r.component !== null
        ? [
            {
              value: r.component,
              label: [r.componentName, r.componentPart, r.componentSeri].filter(Boolean).join(' · '),
            },
          ]
        : [],
    );
  return { documents, componentsOf };
}

export function AdSbDialog(props: RecordDialogProps) {
  const { t } = useTranslation();
  const workers = useWorkerOptions();
  const defaults = useNewRecordDefaults(props.plane);
  const save = useRecordSave(props);
  const ctrlOptions = useCtrlOptions(props.plane.id, props.open);
  const { record } = props;
  const type = record?.type ?? (props.type === TaskType.Sb ? TaskType.Sb : TaskType.Ad);
  const { documents, componentsOf } = useDocumentOptions(props.plane.id, type === TaskType.Sb ? 3 : 2, props.open);
  const fields = recordFields(t, NAMES, {
    document: {
      kind: 'select',
      label: t('task.document'),
      options: documents.map(({ value, label }) => ({ value, label })),
      item: { extra: t('task.documentHint') },
    },
    // The component an appliance document's record complied on (its options follow the document, RepeatAware).
    component: { kind: 'select', label: t('task.component'), options: [] },
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
    : { ...defaults, isRepeat: 0, unfit: 0, maintainCtrl: null, document: null, component: null };
  // A signed record's component may have moved since: it still reads as the part and serial it was signed on.
  const stored =
    record?.component != null
      ? { value: record.component, label: [record.componentPart, record.componentSeri].filter(Boolean).join(' · ') }
      : null;
  return (
    <RecordShell
      props={props}
      kind={type === TaskType.Sb ? 'sb' : 'ad'}
      width="85%"
      initialValues={initialValues}
      onSubmit={(values) =>
        save(fields, values, {
          type,
          maintainCtrl: values.isRepeat === 1 ? (values.maintainCtrl ?? null) : null,
          document: values.document ?? null,
          component: documents.find((d) => d.value === values.document)?.appliance ? (values.component ?? null) : null,
        })
      }
    >
      <RepeatAware fields={fields} documents={documents} componentsOf={componentsOf} stored={stored} />
      <FilesAndItems record={record} readOnly={isReadOnly(props)} />
    </RecordShell>
  );
}

/**
 * The fields, the control item link only for a repetitive record, the component only for an appliance document
 * (its installed components of the document's part numbers); a picked document fills the number.
 */
function RepeatAware({
  fields,
  documents,
  componentsOf,
  stored,
}: {
  fields: ReturnType<typeof recordFields>;
  documents: { value: number; seri: string; appliance: boolean }[];
  componentsOf: (document: number | null | undefined) => { value: number; label: string }[];
  stored: { value: number; label: string } | null;
}) {
  const form = Form.useFormInstance();
  const repeat = Form.useWatch('isRepeat');
  const document = Form.useWatch('document') as number | null | undefined;
  const picked = documents.find((d) => d.value === document);
  const seri = picked?.seri;
  useEffect(() => {
    if (seri) form.setFieldValue('standardSeri', seri);
  }, [form, seri]);
  // Another document picked: the component picked for the previous one is not its.
  const shown = useRef(document);
  useEffect(() => {
    if (shown.current !== undefined && shown.current !== document) form.setFieldValue('component', null);
    shown.current = document;
  }, [form, document]);
  const components = componentsOf(document);
  if (stored && !components.some((c) => c.value === stored.value)) components.push(stored);
  return (
    <FormFields
      fields={fields.map((f) =>
        f.name === 'maintainCtrl'
          ? { ...f, hidden: repeat !== 1 }
          : f.name === 'component'
            ? { ...f, hidden: !picked?.appliance, options: components }
            : f,
      )}
      columns={2}
    />
  );
}
