import {
  type FleetRow,
  MaintainCtrl,
  type MaintainCtrlRow,
  maintainTypeLabels,
} from '@hangar/domain/contracts/maintenance';
import { TaskType } from '@hangar/domain/contracts/records';
import { RuleTypeLabels } from '@hangar/domain/due';
import { Col, Descriptions, Empty, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { figureText } from '../../components/due-rows';
import { FormFields } from '../../components/ListPage';
import { useListQuery } from '../../components/list-query';
import { StatusTag } from '../../components/status-colours';
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
 * TaskDialog — the maintenance task dialog (spec §2.6, §3 "Maintenance task", §5 "Maintenance task dialog"):
 * issueCondition, description, type (1, 2, 3, 5, 6, 7, 99), workCard, matModel, matSeri, flyHours, workDate,
 * workPerson required with the spec's messages; landings, initDays, initHours, replaceMatModel, comments,
 * files and the assembly rows optional. The right panel shows the linked control item's time control: each
 * rule's due date and days, hours and landings (the ctrl row passed in, else MaintainCtrl/Query by id).
 * "Record done" (RecordDone) opens it prefilled from a control item: type, name, link, today, the aircraft's
 * totals and the current user.
 */

/** The task dialog's types (§3 "Task type codes"); a stored or prefilled other type (4, 0) is kept. */
export const TASK_DIALOG_TYPES = [1, 2, 3, 5, 6, 7, 99] as const;

/** A control item's maintenance type as a task type: 1..7 as they are, anything else 99 (other). */
export function taskTypeOfCtrl(type: number): number {
  return type >= 1 && type <= 7 ? type : TaskType.OtherTask;
}

const ruleName = (lang: string, code: number) => {
  const found = RuleTypeLabels.find((r) => r.code === code);
  return found ? (lang.startsWith('en') ? found.en : found.zh) : String(code);
};

/** The right panel: the linked control item, its rules and their dues for today. */
export function CtrlPanel({ ctrl }: { ctrl: MaintainCtrlRow | FleetRow | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!ctrl) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recordDialog.ctrl.none')} />;
  const executed = [
    ctrl.executeDate ? ctrl.executeDate.slice(0, 10) : '',
    figureText(ctrl.executeHours),
    figureText(ctrl.executeLandings ?? null),
  ]
    .filter(Boolean)
    .join(' / ');
  return (
    <div data-testid="ctrl-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('recordDialog.ctrl.title')}
      </Typography.Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('recordDialog.ctrl.item')}>
          {ctrl.name}{' '}
          {ctrl.due.overdue ? (
            <StatusTag status="overdue">{t('recordDialog.ctrl.overdue')}</StatusTag>
          ) : ctrl.due.warning ? (
            <StatusTag status="warning">{t('recordDialog.ctrl.warning')}</StatusTag>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('recordDialog.ctrl.executed')}>{executed}</Descriptions.Item>
      </Descriptions>
      {ctrl.timerContent.map((rule, i) => {
        const due = ctrl.rulesDue[i];
        return (
          <Descriptions
            key={rule.name}
            size="small"
            column={1}
            bordered
            style={{ marginTop: 8 }}
            title={`${t('recordDialog.ctrl.rule')}：${rule.name} (${ruleName(i18n.language, rule.type)})`}
          >
            <Descriptions.Item label={t('recordDialog.ctrl.expireDate')}>
              {due?.expireDate?.slice(0, 10) ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('recordDialog.ctrl.remainDays')}>
              {figureText(due?.remainDays)}
            </Descriptions.Item>
            <Descriptions.Item label={t('recordDialog.ctrl.expireHours')}>
              {figureText(due?.expireHours)}
            </Descriptions.Item>
            <Descriptions.Item label={t('recordDialog.ctrl.remainHours')}>
              {figureText(due?.remainHours)}
            </Descriptions.Item>
            <Descriptions.Item label={t('recordDialog.ctrl.expireLandings')}>
              {figureText(due?.expireLandings)}
            </Descriptions.Item>
            <Descriptions.Item label={t('recordDialog.ctrl.remainLandings')}>
              {figureText(due?.remainLandings)}
            </Descriptions.Item>
          </Descriptions>
        );
      })}
    </div>
  );
}

const NAMES = [
  'issueCondition',
  'type',
  'workCard',
  'matModel',
  'matSeri',
  'flyHours',
  'landings',
  'workDate',
  'workPerson',
  'initDays',
  'initHours',
  'replaceMatModel',
  'description',
  'comments',
] as const;

export function TaskDialog(props: RecordDialogProps) {
  const { t, i18n } = useTranslation();
  const workers = useWorkerOptions();
  const defaults = useNewRecordDefaults(props.plane);
  const save = useRecordSave(props);
  const { record, ctrl: given, plane } = props;
  const ctrlId = record?.maintainCtrl ?? given?.id ?? null;
  const fetched = useListQuery<MaintainCtrlRow>(
    MaintainCtrl.table,
    MaintainCtrl.api.Query,
    {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
      filters: [{ name: 'id', compare: 'eq', value: ctrlId ?? 0, relate: 'and' }],
      page: 1,
      pageSize: 1,
    },
    { enabled: props.open && ctrlId !== null && given?.id !== ctrlId },
  ).items.find((c) => c.id === ctrlId);
  const ctrl = given?.id === ctrlId ? given : fetched;

  const typeOf = (code: number) => {
    const pair = maintainTypeLabels[code];
    // A type the maintenance types do not name (a certificate of release to service, 110): the records' own label.
    return { value: code, label: pair ? (i18n.language.startsWith('en') ? pair[1] : pair[0]) : t(`task.type.${code}`) };
  };
  const prefillType = given && !record ? taskTypeOfCtrl(given.type) : (props.type ?? record?.type);
  const codes: number[] = [...TASK_DIALOG_TYPES];
  if (prefillType !== undefined && !codes.includes(prefillType)) codes.unshift(prefillType);
  const fields = recordFields(t, NAMES, {
    issueCondition: { required: t('task.issueConditionRequired') },
    type: { required: t('task.typeRequired'), options: codes.map(typeOf) },
    workCard: { required: t('task.workCardRequired') },
    matModel: { required: t('task.matModelRequired') },
    matSeri: { required: t('task.matSeriRequired') },
    flyHours: hoursField(t, true),
    workDate: { required: t('task.workDateRequired') },
    workPerson: { required: t('task.workPersonRequired'), options: workers },
    description: { required: t('task.descriptionRequired'), wide: true },
    comments: { wide: true },
  });

  let initialValues: Record<string, unknown>;
  if (record) initialValues = storedValues(fields, record);
  else if (given) {
    initialValues = {
      ...defaults,
      type: prefillType,
      issueCondition: given.name,
      matModel: given.matModel ?? undefined,
      matSeri: given.matSeri ?? undefined,
      workDate: dayjs().startOf('day'),
    };
  } else initialValues = { ...defaults, type: props.type ?? undefined };

  return (
    <RecordShell
      props={props}
      kind="task"
      width={1200}
      initialValues={initialValues}
      onSubmit={(values) => save(fields, values, record ? {} : { maintainCtrl: given?.id ?? null, plane: plane.id })}
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <FormFields fields={fields} columns={2} />
        </Col>
        <Col xs={24} lg={8}>
          <CtrlPanel ctrl={ctrl} />
        </Col>
      </Row>
      <FilesAndItems record={record} readOnly={isReadOnly(props)} />
    </RecordShell>
  );
}
