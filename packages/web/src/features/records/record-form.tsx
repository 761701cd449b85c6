import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import { MaintainAssembly, MaintainTask, type MaintainTaskRow, type TaskGroup } from '@hangar/domain/contracts/records';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { numberOf, numberRule } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { type FormField, formBody, formValues } from '../../components/ListPage';
import { PrintButton } from '../../components/print';
import { useReference } from '../../components/reference';
import { useSession } from '../../session/session-context';
import { type AssemblyDraft, AssemblyRowsEditor, assemblyRules, itemsBody } from './AssemblyRowsEditor';
import type { RecordDialogProps } from './RecordDialog';
import { useRecordRights } from './record-access';

// What the four record dialogs share: the shell (EditorDialog to add and edit, a disabled form without save
// to show), the sign-off banner, the worker choices, the hours field, the files and assembly rows, and the save
// (Add or UpdateWithItems with the rows; the lists, the rows and — with a control item — its due reloaded).

type Names = Extract<keyof typeof MaintainTask.fields, string>;

/** The form fields of a dialog: the entity's, with the dialog's required messages and choices. */
export function recordFields(
  t: TFunction,
  names: readonly Names[],
  extra: Partial<Record<Names, Partial<FormField>>>,
): FormField[] {
  return formFieldsOf(MaintainTask, t, names, extra);
}

/** The record's total hours with the hours suffix (a number box checked by the contract). */
export function hoursField(t: TFunction, required: boolean): Partial<FormField> {
  const label = t('task.flyHours');
  return {
    kind: 'custom',
    input: <Input inputMode="decimal" suffix={t('recordDialog.hoursSuffix')} />,
    rules: [numberRule(MaintainTask.fields.flyHours.input as never, t, label)],
    ...(required ? { required: t('task.flyHoursRequired') } : {}),
  };
}

/** The company's members as worker choices: user id, shown by real name (请选择工作者!). */
export function useWorkerOptions(): { value: number; label: string }[] {
  const employees = useReference('employee');
  return employees.items.flatMap((e) =>
    e.pid === null || e.pid === undefined ? [] : [{ value: e.pid, label: e.realName || e.name || e.phone }],
  );
}

/** A dialog shows without saving: asked to, or the caller may not update the record (a signed one: its abilities). */
export function isReadOnly(props: RecordDialogProps): boolean {
  return props.readOnly === true || (props.record ? !props.record.abilities.update : false);
}

/** Today as the date fields take it. */
export const today = () => dayjs().startOf('day');

/** The defaults of a new record: today, the current user, the aircraft's totals. */
export function useNewRecordDefaults(plane: RecordDialogProps['plane']): Record<string, unknown> {
  const session = useSession();
  return {
    workDate: today(),
    workPerson: session.user.id,
    flyHours: plane.allFlyHours ?? null,
    landings: plane.allLandings ?? null,
    files: [],
    items: [],
  };
}

/** The form values of a stored record (dates → dayjs; numbers as they are, for the custom hours field). */
export function storedValues(fields: readonly FormField[], record: MaintainTaskRow): Record<string, unknown> {
  return { ...formValues(fields, record), files: record.files ?? [], items: [] };
}

/**
 * The save: the body from the fields (dates `YYYY-MM-DD 00:00:00`, hours as numbers), files, assembly rows and
 * what the dialog fixes (type, aircraft, control item); Add for a new record, UpdateWithItems with its id.
 * Afterwards the records, assembly rows and control items (the due a record executes) reload.
 */
export function useRecordSave(props: RecordDialogProps) {
  const queryClient = useQueryClient();
  return async (
    fields: readonly FormField[],
    values: Record<string, unknown>,
    fixed: Record<string, unknown>,
  ): Promise<MaintainTaskRow> => {
    const body: Record<string, unknown> = { ...formBody(fields, values), ...fixed };
    if ('flyHours' in body) body.flyHours = numberOf(values.flyHours);
    body.files = values.files ?? [];
    body.items = itemsBody(values.items as AssemblyDraft[] | undefined);
    const saved = props.record
      ? await call(MaintainTask.api.UpdateWithItems, { ...body, id: props.record.id } as never)
      : await call(MaintainTask.api.Add, { ...body, plane: props.plane.id } as never);
    await Promise.all(
      [MaintainTask.table, MaintainAssembly.table, MaintainCtrl.table].map((table) =>
        queryClient.invalidateQueries({ queryKey: [table] }),
      ),
    );
    return saved;
  };
}

/** The sign-off of a signed record: who, licence, when, the aircraft's totals then. */
export function SignOffBanner({ record }: { record?: MaintainTaskRow | null }) {
  const { t } = useTranslation();
  if (!record?.signedAt) return null;
  const licence = [record.licenceType, record.licenceNo].filter(Boolean).join(' ');
  const totals = `${record.signedHours ?? ''} / ${record.signedLandings ?? ''}`;
  return (
    <Alert
      type={record.closed ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      title={record.closed ? t('recordDialog.signed') : t('recordDialog.amended', { count: record.amendments })}
      description={
        <span data-testid="sign-off">
          {t('recordDialog.signedBy')}：{record.signedName ?? ''}　{t('recordDialog.licence')}：{licence}　
          {t('recordDialog.signedAt')}：{record.signedAt}　{t('recordDialog.signedTotals')}：{totals}
        </span>
      }
    />
  );
}

/** Files and assembly rows, the same in every dialog. */
export function FilesAndItems({
  record,
  readOnly,
  withFiles = true,
}: {
  record?: MaintainTaskRow | null;
  readOnly: boolean;
  withFiles?: boolean;
}) {
  const { t } = useTranslation();
  const rights = useRecordRights();
  return (
    <>
      {withFiles ? (
        <Form.Item name="files" label={t('task.files')}>
          <FileUpload use="attachment" canDelete={rights.remove} max={20} disabled={readOnly} />
        </Form.Item>
      ) : null}
      <Form.Item name="items" label={t('recordDialog.items')} rules={assemblyRules(t)}>
        <AssemblyRowsEditor parent={record?.id} readOnly={readOnly} />
      </Form.Item>
    </>
  );
}

export interface RecordShellProps {
  props: RecordDialogProps;
  /** The title's kind: task, repair, ad, sb, fault. */
  kind: TaskGroup;
  width: number | string;
  initialValues: Record<string, unknown>;
  onSubmit(values: Record<string, unknown>): Promise<MaintainTaskRow>;
  children: ReactNode;
}

/**
 * The dialog around a record's fields: EditorDialog (validation, server field errors on the fields, 创建成功 /
 * 修改成功, not closed by the mask) to add and edit; to show (readOnly or a signed record) the same fields
 * disabled, with 打印 (the record alone on the paper, components/print.tsx), 关闭 and no save. A signed record
 * shows its sign-off on top.
 */
export function RecordShell({ props, kind, width, initialValues, onSubmit, children }: RecordShellProps) {
  const { t } = useTranslation();
  const saved = useRef<MaintainTaskRow | undefined>(undefined);
  const readOnly = isReadOnly(props);
  const mode = readOnly ? 'view' : props.record ? 'edit' : 'add';
  const title = t(`recordDialog.title.${kind}.${mode}`);
  const body = (
    <>
      <SignOffBanner record={props.record} />
      {children}
    </>
  );
  if (readOnly) {
    return (
      <Modal
        open={props.open}
        title={title}
        width={width}
        onCancel={() => props.onClose()}
        footer={
          <Space>
            <PrintButton aircraft={props.plane.name} title={title} rows="shown" />
            <Button onClick={() => props.onClose()}>{t('recordDialog.close')}</Button>
          </Space>
        }
        mask={{ closable: false }}
        destroyOnHidden
      >
        <Form initialValues={initialValues} disabled labelCol={{ flex: '100px' }} labelWrap>
          {body}
        </Form>
      </Modal>
    );
  }
  return (
    <EditorDialog<Record<string, unknown>>
      state={mode}
      title={title}
      open={props.open}
      width={width}
      draggable
      initialValues={initialValues}
      onSubmit={async (values) => {
        saved.current = await onSubmit(values);
      }}
      onClose={() => {
        const row = saved.current;
        saved.current = undefined;
        props.onClose(row);
      }}
    >
      {body}
    </EditorDialog>
  );
}
