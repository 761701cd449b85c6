import { WorkCardMat } from '@hangar/domain/contracts/workcards';
import { Alert, AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { counterOf } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { useReference } from '../../components/reference';

/*
 * The card-line input dialog (手动输入 of the work card's material lines; issue 29, docs/decisions.md "Work card
 * lines entered by hand"): part number, name (required), unit and brand, kept as the line's text — nothing is
 * added to a material catalogue, so the manufacturer (company 10000, which keeps no stores and no catalogue)
 * can write its models' cards like a manager can. The unit is free text with suggestions: the units already on
 * the card's lines and the caller's unit list (计量单位); when both are empty the dialog says so and the unit is
 * simply typed.
 *
 *   <LineInputDialog open={open} usedUnits={['qt']} onClose={close} onDone={(line) => addLine(line)} />
 */

export interface InputLine {
  name: string;
  model: string | null;
  measureUnit: string | null;
  brand: string | null;
}

export interface LineInputDialogProps {
  open: boolean;
  /** Units the card's lines already use (suggested first). */
  usedUnits: readonly string[];
  onClose(): void;
  onDone(line: InputLine): void;
}

type Values = { model?: string; name?: string; measureUnit?: string; brand?: string };

const textOf = (value: string | undefined) => value?.trim() || null;

export function LineInputDialog({ open, usedUnits, onClose, onDone }: LineInputDialogProps) {
  const { t } = useTranslation();
  return (
    <EditorDialog<Values>
      state="add"
      title={t('workcards.line.title')}
      open={open}
      onClose={onClose}
      onSubmit={async (values) =>
        onDone({
          name: (values.name ?? '').trim(),
          model: textOf(values.model),
          measureUnit: textOf(values.measureUnit),
          brand: textOf(values.brand),
        })
      }
      width={560}
      draggable
      successMessage={false}
    >
      <LineFields usedUnits={usedUnits} />
    </EditorDialog>
  );
}

function LineFields({ usedUnits }: { usedUnits: readonly string[] }) {
  const { t } = useTranslation();
  const units = useReference('unit');
  const fields = WorkCardMat.fields;
  const names = [...new Set([...usedUnits, ...units.items.map((u) => u.name)])];
  const empty = !units.loading && names.length === 0;
  return (
    <>
      <Form.Item name="model" label={t('workcards.mat.model')}>
        <Input count={counterOf(fields.model.input)} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('workcards.mat.name')}
        rules={[{ required: true, whitespace: true, message: t('workcard.matNameRequired') }]}
      >
        <Input count={counterOf(fields.name.input)} />
      </Form.Item>
      <Form.Item
        name="measureUnit"
        label={t('workcards.mat.unit')}
        extra={empty ? t('workcards.line.noUnits') : undefined}
      >
        <AutoComplete
          options={names.map((name) => ({ value: name }))}
          showSearch={{ filterOption: (typed, option) => String(option?.value ?? '').includes(typed) }}
          maxLength={50}
        />
      </Form.Item>
      <Form.Item name="brand" label={t('workcards.mat.brand')}>
        <Input count={counterOf(fields.brand.input)} />
      </Form.Item>
      {empty ? null : <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('workcards.line.textOnly')} />}
    </>
  );
}
