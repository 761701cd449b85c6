import { INTERVAL_UNITS, MEL_CATEGORIES, type MelItem, MmelItem } from '@hangar/domain/contracts/deferrals';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule, counterOf } from '../../components/contract-rules';
import { EditorDialog, type EditorState } from '../../components/EditorDialog';

/*
 * ItemDialog — an MMEL item (add / edit, the model's writers) or an operator's MEL item (edit: the tailored fields
 * only — title, category, interval, number required, (M) and (O), remarks; the server refuses a looser one naming
 * the field, shown on that field).
 *
 *   <ItemDialog kind="mmel" state="add" initialValues={{}} onSubmit={(v) => call(MmelItem.api.Add, …)} … />
 *   <ItemDialog kind="mel" state="edit" initialValues={row} onSubmit={(v) => call(MelItem.api.Update, …)} … />
 */

export interface ItemValues {
  ata: string;
  itemNo: string;
  title: string;
  category: string;
  intervalValue?: number | null;
  intervalUnit?: string | null;
  installed?: number | null;
  required?: number | null;
  mProc: number;
  oProc: number;
  remarks?: string | null;
}

interface ItemDialogProps {
  kind: 'mmel' | 'mel';
  state: EditorState;
  title: string;
  initialValues: Partial<ItemValues>;
  onSubmit(values: ItemValues): Promise<unknown>;
  onClose(): void;
}

const flag = (checked: boolean) => (checked ? 1 : 0);

export function ItemDialog({ kind, state, title, initialValues, onSubmit, onClose }: ItemDialogProps) {
  const { t } = useTranslation();
  const shape = MmelItem.shape;
  const master = kind === 'mmel';
  const rule = (name: keyof typeof shape) => contractRule(shape[name], t, t(`mel.${name}`));
  return (
    <EditorDialog<ItemValues>
      state={state}
      open
      title={title}
      initialValues={{ mProc: 0, oProc: 0, ...initialValues }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Form.Item
        name="ata"
        label={t('mel.ata')}
        rules={[{ required: master, message: t('mel.ataRequired') }, rule('ata')]}
      >
        <Input disabled={!master} count={counterOf(shape.ata)} />
      </Form.Item>
      <Form.Item
        name="itemNo"
        label={t('mel.itemNo')}
        rules={[{ required: master, message: t('mel.itemNoRequired') }, rule('itemNo')]}
      >
        <Input disabled={!master} count={counterOf(shape.itemNo)} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('mel.title')}
        rules={[{ required: true, message: t('mel.titleRequired') }, rule('title')]}
      >
        <Input count={counterOf(shape.title)} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('mel.category')}
        rules={[{ required: true, message: t('mel.categoryInvalid') }]}
      >
        <Select options={MEL_CATEGORIES.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['category']}>
        {({ getFieldValue }) =>
          getFieldValue('category') === 'A' ? (
            <>
              <Form.Item
                name="intervalValue"
                label={t('mel.intervalValue')}
                rules={[{ required: true, message: t('mel.intervalRequired') }]}
              >
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item
                name="intervalUnit"
                label={t('mel.intervalUnit')}
                rules={[{ required: true, message: t('mel.intervalRequired') }]}
              >
                <Select options={INTERVAL_UNITS.map((u) => ({ value: u, label: t(`mel.unit.${u}`) }))} />
              </Form.Item>
            </>
          ) : null
        }
      </Form.Item>
      <Form.Item name="installed" label={t('mel.installed')}>
        <InputNumber min={0} precision={0} disabled={!master} />
      </Form.Item>
      <Form.Item name="required" label={t('mel.required')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item
        name="mProc"
        label={t('mel.mProc')}
        valuePropName="checked"
        getValueFromEvent={(e) => flag(e.target.checked)}
      >
        <Checkbox />
      </Form.Item>
      <Form.Item
        name="oProc"
        label={t('mel.oProc')}
        valuePropName="checked"
        getValueFromEvent={(e) => flag(e.target.checked)}
      >
        <Checkbox />
      </Form.Item>
      <Form.Item name="remarks" label={t('mel.remarks')} rules={[rule('remarks')]}>
        <Input.TextArea rows={2} count={counterOf(shape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}

/** The tailored fields an MEL item's Update sends. */
export function melUpdate(id: number, v: ItemValues) {
  return {
    id,
    title: v.title,
    category: v.category as (typeof MEL_CATEGORIES)[number],
    intervalValue: v.category === 'A' ? (v.intervalValue ?? null) : null,
    intervalUnit: v.category === 'A' ? ((v.intervalUnit ?? null) as (typeof INTERVAL_UNITS)[number] | null) : null,
    required: v.required ?? null,
    mProc: v.mProc ? (1 as const) : (0 as const),
    oProc: v.oProc ? (1 as const) : (0 as const),
    remarks: v.remarks ?? null,
  } satisfies Parameters<typeof MelItem.api.Update.input.parse>[0];
}
