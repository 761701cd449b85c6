import { MaintainCtrlInput, type MaintainCtrlRow, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { TimerSource } from '@hangar/domain/due';
import { Divider } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../components/EditorDialog';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { maintainTypeOptions, timeAlignOptions, timerSourceOptions } from './codes';
import { TIMER_CONTENT, TimeRuleEditor, toTimeRules } from './TimeRuleEditor';

/*
 * MaintainItemDialog — add / edit a maintenance item of a model (kind 'item', model document §2.4, §3, §5) or
 * a maintenance control item of an aircraft (kind 'ctrl', materials document §3: the same definition plus
 * serial number, execution date and hours).
 *
 *   <MaintainItemDialog kind="item" editing={editing} onClose={close}
 *     onSubmit={(body) => api.post(editing.state === 'edit' ? '/api/MaintainItem/Update' : '/api/MaintainItem/Add', body)} />
 *
 * onSubmit gets the API body (dates `YYYY-MM-DD 00:00:00`, empty → null, timerContent as rules); the screen
 * adds id / planeModel / planeEntity. Required-field messages are the server's (名称不能为空, 维修类型不能为空,
 * 检修要求不能为空, 计时类型不能为空, 对齐方式不能为空); the rules are checked by TimeRuleEditor.
 */

export type ItemEditing<Row> = { state: 'add' } | { state: 'edit'; record: Row };

export interface MaintainItemDialogProps<Row extends MaintainItemRow | MaintainCtrlRow> {
  kind: 'item' | 'ctrl';
  /** null = closed. */
  editing: ItemEditing<Row> | null;
  onClose(): void;
  onSubmit(body: Record<string, unknown>): Promise<unknown>;
}

/** The contract's field schemas (a control item has every field of a model's item plus the execution). */
const shape = MaintainCtrlInput.shape;

export function itemFields(t: TFunction, lang: string, kind: 'item' | 'ctrl'): FormField[] {
  const base: FormField[] = [
    {
      name: 'name',
      label: t('maintenance.name'),
      kind: 'text',
      required: t('maintain.nameRequired'),
      schema: shape.name,
    },
    {
      name: 'type',
      label: t('maintenance.type'),
      kind: 'select',
      required: t('maintain.typeRequired'),
      options: maintainTypeOptions(lang),
    },
    { name: 'matModel', label: t('maintenance.matModel'), kind: 'text', schema: shape.matModel },
    {
      name: 'timerSource',
      label: t('maintenance.timerSource'),
      kind: 'select',
      required: t('maintain.timerSourceRequired'),
      options: timerSourceOptions(t),
    },
    {
      name: 'timeAlign',
      label: t('maintenance.timeAlign'),
      kind: 'select',
      required: t('maintain.timeAlignRequired'),
      options: timeAlignOptions(t),
    },
    { name: 'pos', label: t('maintenance.pos'), kind: 'text', schema: shape.pos },
    { name: 'jobCardName', label: t('maintenance.jobCardName'), kind: 'text', schema: shape.jobCardName },
    { name: 'expireDateSet', label: t('maintenance.expireDateSet'), kind: 'date' },
  ];
  const execution: FormField[] =
    kind === 'ctrl'
      ? [
          { name: 'matSeri', label: t('maintenance.matSeri'), kind: 'text', schema: shape.matSeri },
          { name: 'executeDate', label: t('maintenance.executeDate'), kind: 'date' },
          { name: 'executeHours', label: t('maintenance.executeHours'), kind: 'number', schema: shape.executeHours },
          { name: 'initHours', label: t('maintenance.initHours'), kind: 'number', schema: shape.initHours },
        ]
      : [];
  return [
    ...base,
    ...execution,
    {
      name: 'content',
      label: t('maintenance.content'),
      kind: 'textarea',
      required: t('maintain.contentRequired'),
      schema: shape.content,
      wide: true,
    },
    { name: 'remarks', label: t('maintenance.remarks'), kind: 'textarea', schema: shape.remarks, wide: true },
  ];
}

const NEW_ITEM = { timerSource: TimerSource.FlightHours, timeAlign: 0, [TIMER_CONTENT]: [] };

export function MaintainItemDialog<Row extends MaintainItemRow | MaintainCtrlRow>({
  kind,
  editing,
  onClose,
  onSubmit,
}: MaintainItemDialogProps<Row>) {
  const { t, i18n } = useTranslation();
  const fields = itemFields(t, i18n.language, kind);
  const initialValues =
    editing?.state === 'edit'
      ? { ...formValues(fields, editing.record), [TIMER_CONTENT]: editing.record.timerContent }
      : NEW_ITEM;

  const submit = (values: Record<string, unknown>) =>
    onSubmit({ ...formBody(fields, values), timerContent: toTimeRules(values[TIMER_CONTENT]) });

  return (
    <EditorDialog<Record<string, unknown>>
      state={editing?.state ?? 'add'}
      open={editing !== null}
      title={t(editing?.state === 'edit' ? 'maintenance.editItem' : 'maintenance.addItem')}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width={1100}
      labelWidth={110}
      draggable
    >
      <FormFields fields={fields} columns={2} />
      <Divider titlePlacement="start">{t('maintenance.timeItems')}</Divider>
      <TimeRuleEditor />
    </EditorDialog>
  );
}
