import { Alert, App, Button, Form, type FormInstance, Modal } from 'antd';
import { createContext, type ReactNode, useContext, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { enterSubmits } from './dialog-keyboard';
import { ListKitStyle } from './list-kit-style';

/*
 * EditorDialog — the add / edit dialog of every list (platform spec §4: editor states are add or edit; any
 * other state gives 未知操作).
 *
 *   <EditorDialog<DepartmentInput>
 *     state={editing ? 'edit' : 'add'} title={t('organize.department.edit')} open={open}
 *     onClose={() => setOpen(false)}
 *     onSubmit={(values) => call(Department.api.Add, values)}   // a Promise; rejects with ApiError
 *     initialValues={record} width={600} draggable
 *   >
 *     <Form.Item name="name" label={...} rules={[...]}><Input /></Form.Item>
 *   </EditorDialog>
 *
 * - Each opening gets a new form (its own antd form store, built from that opening's initialValues), so
 *   nothing of an earlier opening — an add's defaults, a half-filled row — can reach an edit. Fields that
 *   depend on others read them with Form.useWatch / Form.useFormInstance inside the children.
 * - OK validates, then awaits onSubmit(values) with the OK button loading (so a second click cannot submit
 *   twice). Success: 创建成功 (add) or 修改成功 (edit) unless `successMessage` says otherwise, then onClose().
 * - Failure: an ApiError's field errors (`errors: [{ field, message }]`) are put on the form items of those
 *   names (dotted paths, e.g. `roles.0`); other failures show the server's message. The dialog stays open.
 *   The dialog is the one place that shows a save error: onSubmit should not show it again.
 * - Any state other than 'add' or 'edit' shows 未知操作 in place of the form, with no OK button.
 * - onSubmit may reject with SaveCancelled (the user declined a confirmation it asked): nothing is shown and
 *   the dialog stays open.
 * - `actions`: further submit buttons before OK (保存并确认 beside 保存草稿), each validating and submitting like OK
 *   with its own call and success text; `okText` renames OK.
 * - Keyboard (issue 31; dialog-keyboard.ts): focus starts on the first field, Tab stays in the dialog, Enter in a
 *   one-line field submits like OK, closing gives focus back to the opener.
 */

/** What an onSubmit throws when the user stopped the save (e.g. declined a confirmation): no message. */
export class SaveCancelled extends Error {
  constructor() {
    super('save cancelled');
    this.name = 'SaveCancelled';
  }
}

export type EditorState = 'add' | 'edit' | (string & {});

export interface EditorDialogProps<V extends object> {
  state: EditorState;
  title: ReactNode;
  open: boolean;
  onClose(): void;
  onSubmit(values: V): Promise<unknown>;
  initialValues?: Partial<V>;
  /** Modal width, default 600. */
  width?: number | string;
  /** Lets the user move the dialog by its title. */
  draggable?: boolean;
  /** Label column width in px (default 100); 0 stacks labels above fields. */
  labelWidth?: number;
  /** Text after a successful save; false for none. Default: 创建成功 / 修改成功 by state. */
  successMessage?: string | false;
  /** The OK button's text (default 确定). */
  okText?: ReactNode;
  /** Further submit buttons before OK, each with its own call and success text (default as OK's). */
  actions?: EditorAction<V>[];
  children: ReactNode;
}

export interface EditorAction<V> {
  key: string;
  label: ReactNode;
  onSubmit(values: V): Promise<unknown>;
  successMessage?: string | false;
}

function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function useDrag(enabled: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const onMouseDown = (e: React.MouseEvent) => {
    if (!enabled || e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
    const move = (ev: MouseEvent) => {
      const s = start.current;
      if (s) setOffset({ x: s.ox + ev.clientX - s.x, y: s.oy + ev.clientY - s.y });
    };
    const up = () => {
      start.current = null;
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  return { offset, reset: () => setOffset({ x: 0, y: 0 }), onMouseDown };
}

export function EditorDialog<V extends object>({
  state,
  title,
  open,
  onClose,
  onSubmit,
  initialValues,
  width = 600,
  draggable = false,
  labelWidth = 100,
  successMessage,
  okText,
  actions,
  children,
}: EditorDialogProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const drag = useDrag(draggable);
  const known = state === 'add' || state === 'edit';
  // A new form store for every opening (see the header): the opening count keys the form, so the store of an
  // earlier opening is dropped with its component instead of being reset in place. (A store kept across
  // openings once merged an add's defaults — an empty rule list — into the next edit, which then saved it.)
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: opening.count + (open ? 1 : 0) });
  const formRef = useRef<FormInstance<V> | null>(null);

  const submit = async (action?: EditorAction<V>) => {
    const form = formRef.current;
    if (!known || pending || !form) return;
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages on the items
    }
    setPending(true);
    try {
      await (action ? action.onSubmit(values) : onSubmit(values));
      const text = action?.successMessage ?? successMessage ?? t(state === 'add' ? 'ok.created' : 'ok.updated');
      if (text !== false) void message.success(text);
      onClose();
    } catch (error) {
      if (error instanceof SaveCancelled) return;
      if (error instanceof ApiError && error.errors.length > 0) {
        const registered = new Set(form.getFieldsError().map((f) => f.name.join('.')));
        const matching = error.errors.filter((e) => registered.has(e.field));
        form.setFields(
          matching.map((e) => ({ name: namePath(e.field), errors: [e.message] })) as Parameters<
            FormInstance<V>['setFields']
          >[0],
        );
        if (matching.length < error.errors.length) void message.error(error.message);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        // 401 is handled once, by the session (sign out, go to /login).
        void message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      width={width}
      title={
        // biome-ignore lint/a11y/noStaticElementInteractions: moving the dialog is a mouse-only comfort
        <div
          className={draggable ? 'hangar-editor-dialog-title' : undefined}
          onMouseDown={drag.onMouseDown}
          style={{ width: '100%' }}
        >
          {draggable ? <ListKitStyle /> : null}
          {title}
        </div>
      }
      onCancel={onClose}
      onOk={() => void submit()}
      okText={okText ?? t('list.dialog.ok')}
      cancelText={t('list.dialog.cancel')}
      confirmLoading={pending}
      okButtonProps={{ disabled: !known || pending }}
      footer={
        !known
          ? null
          : actions?.length
            ? (_, { OkBtn, CancelBtn }) => (
                <>
                  <CancelBtn />
                  {actions.map((a) => (
                    <Button key={a.key} disabled={pending} onClick={() => void submit(a)}>
                      {a.label}
                    </Button>
                  ))}
                  <OkBtn />
                </>
              )
            : undefined
      }
      destroyOnHidden
      afterClose={drag.reset}
      mask={{ closable: false }}
      modalRender={(node) =>
        draggable ? <div style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}>{node}</div> : node
      }
    >
      {known ? (
        <EditorForm<V>
          key={opening.count}
          formRef={formRef}
          initialValues={initialValues}
          labelWidth={labelWidth}
          onFinish={() => void submit()}
        >
          {children}
        </EditorForm>
      ) : (
        <Alert type="error" showIcon title={t('error.unknownOperation')} />
      )}
    </Modal>
  );
}

/** Whether a dialog is rendered from inside another editor dialog's form (its field ids then get a prefix). */
const InEditor = createContext(false);

/** The form of one opening: its own store, filled from initialValues once, when it mounts. */
function EditorForm<V extends object>({
  formRef,
  initialValues,
  labelWidth,
  onFinish,
  children,
}: {
  formRef: { current: FormInstance<V> | null };
  initialValues?: Partial<V>;
  labelWidth: number;
  onFinish(): void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  formRef.current = form;
  // antd builds a field's id from its name (`name`), or `<form>_<field>` in a named form: a dialog opened from
  // another dialog's fields (a work card's line input over the card) gets a form name of its own, so the two
  // never share an id and each label points at its own field (issue 29). A dialog of its own keeps plain ids.
  const nested = useContext(InEditor);
  const unique = `editor${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <Form<V>
      name={nested ? unique : undefined}
      form={form}
      initialValues={initialValues}
      preserve={false}
      layout={labelWidth === 0 ? 'vertical' : 'horizontal'}
      labelCol={labelWidth === 0 ? undefined : { flex: `${labelWidth}px` }}
      labelWrap
      onFinish={onFinish}
      onKeyDown={enterSubmits(onFinish)}
    >
      <InEditor.Provider value={true}>{children}</InEditor.Provider>
    </Form>
  );
}
