import {
  MaintainCtrl,
  type MaintainCtrlInput,
  type MaintainCtrlRow,
  type MaintainItemRow,
} from '@hangar/domain/contracts/maintenance';
import { TimerSource } from '@hangar/domain/due';
import { Divider } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { maintainTypeOptions, timeAlignOptions, timerSourceOptions } from './codes';
import { TIMER_CONTENT, TimeRuleEditor, toTimeRules } from './TimeRuleEditor';

/*
 * MaintainItemDialog — add / edit a maintenance item of a model (kind 'item', model document §2.4, §3, §5) or
 * a maintenance control item of an aircraft (kind 'ctrl', materials document §3: the same definition plus
 * serial number, execution date and hours).
 *
 *   <MaintainItemDialog kind="item" editing={editing} onClose={close}
 *     onSubmit={(body) => call(MaintainItem.api.Add, { ...body, planeModel })} />
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
  onSubmit(body: ItemBody): Promise<unknown>;
}

/** What the dialog gives (the screen adds id / planeModel / planeEntity). */
export type ItemBody = Omit<MaintainCtrlInput, 'planeEntity'>;

/** The definition fields (a model's item and a control item alike), the execution, and the texts. */
const definition = [
  'name',
  'type',
  'matModel',
  'timerSource',
  'timeAlign',
  'pos',
  'jobCardName',
  'expireDateSet',
] as const;
const execution = ['matSeri', 'executeDate', 'executeHours', 'initHours'] as const;
const texts = ['content', 'remarks'] as const;

/**
 * The form fields: labels, editors, required messages and rules from the declaration (a control item has every
 * field of a model's item, declared once for both, plus the execution); the screen adds the choices.
 */
export function itemFields(t: TFunction, lang: string, kind: 'item' | 'ctrl'): FormField[] {
  const names = [...definition, ...(kind === 'ctrl' ? execution : []), ...texts];
  return formFieldsOf(MaintainCtrl, t, names, {
    type: { options: maintainTypeOptions(lang) },
    timerSource: { options: timerSourceOptions(t) },
    timeAlign: { options: timeAlignOptions(t) },
    content: { wide: true },
    remarks: { wide: true },
  });
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
    // The form's values as the API reads them; the server checks them again (the contract's input schema).
    onSubmit({ ...formBody(fields, values), timerContent: toTimeRules(values[TIMER_CONTENT]) } as ItemBody);

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
