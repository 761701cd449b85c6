import { Material, partNumberKey, type SimilarMaterial } from '@hangar/domain/contracts/materials';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { counterOf } from '../../components/contract-rules';
import { EditorDialog, SaveCancelled } from '../../components/EditorDialog';
import { useReference } from '../../components/reference';
import { checkPartNumber, useConfirmSimilar } from './material-form';

/*
 * The material input dialog (materials document §2.14, §4, §5 "Material input dialog"), reusable (work card
 * material rows): 50 % wide, part number (件号不能为空!), name (名称不能为空), English name. Typing a part number
 * runs ModelCheck (after a pause): an exact match (the same part-number key) fills name and English name and the
 * dialog answers that EXISTING material; otherwise, when similar ones exist, a confirmation lists them (part
 * number, name, brand) before Material/Add { model, name, nameEn, brand, measureUnit }.
 *
 *   <MaterialInputDialog open={open} onClose={close} onDone={(material) => addRow(material)}
 *     brand={brandId} measureUnit={unitId} />
 *
 * The contract requires a measure unit: without `measureUnit` the dialog asks for one.
 */

/** What the dialog answers: the material found or added. */
export type InputMaterial = Pick<SimilarMaterial, 'id' | 'model' | 'name' | 'nameEn' | 'brand'>;

export interface MaterialInputDialogProps {
  open: boolean;
  onClose(): void;
  onDone(material: InputMaterial): void;
  /** Brand and measure unit of a new material (the caller's context); without a unit the dialog asks. */
  brand?: number | null;
  measureUnit?: number;
  /** A part number to start with. */
  model?: string;
}

export const MODEL_CHECK_DELAY_MS = 400;

type Values = { model?: string; name?: string; nameEn?: string; measureUnit?: number };

export function MaterialInputDialog({ open, onClose, onDone, brand, measureUnit, model }: MaterialInputDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirm = useConfirmSimilar();

  const submit = async (values: Values) => {
    const partNumber = (values.model ?? '').trim();
    const similar = await checkPartNumber(t, null, partNumber);
    const same = similar.find((m) => partNumberKey(m.model) === partNumberKey(partNumber));
    if (same) {
      onDone({ id: same.id, model: same.model, name: same.name, nameEn: same.nameEn, brand: same.brand });
      return;
    }
    if (similar.length > 0 && !(await confirm(partNumber, similar, 'input'))) throw new SaveCancelled();
    const added = await call(Material.api.Add, {
      model: partNumber,
      name: (values.name ?? '').trim(),
      nameEn: values.nameEn?.trim() || null,
      brand: brand ?? null,
      measureUnit: (measureUnit ?? values.measureUnit) as number,
    });
    void message.success(t('material.added'));
    await queryClient.invalidateQueries({ queryKey: [Material.table] });
    onDone({ id: added.id, model: added.model, name: added.name, nameEn: added.nameEn, brand: added.brand });
  };

  return (
    <EditorDialog<Values>
      state="add"
      title={t('material.input.title')}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ model }}
      width="50%"
      draggable
      successMessage={false}
    >
      <InputFields askUnit={measureUnit === undefined} />
    </EditorDialog>
  );
}

/** The dialog's fields; a typed part number is checked after a pause, an exact match fills the names. */
function InputFields({ askUnit }: { askUnit: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const typed = Form.useWatch('model', form);
  const units = useReference('unit', { enabled: askUnit });
  const [found, setFound] = useState<SimilarMaterial | null>(null);
  const fields = Material.fields;

  useEffect(() => {
    const partNumber = (typed ?? '').trim();
    if (!partNumber) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      call(Material.api.ModelCheck, { id: null, model: partNumber })
        .then((similar) => {
          if (!live) return;
          const same = similar.find((m) => partNumberKey(m.model) === partNumberKey(partNumber)) ?? null;
          setFound(same);
          if (same) form.setFieldsValue({ name: same.name, nameEn: same.nameEn ?? undefined });
        })
        .catch(() => {
          // The save runs the check again and says 查重错误 if it still fails.
        });
    }, MODEL_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, form]);

  return (
    <>
      <Form.Item
        name="model"
        label={t('material.model')}
        rules={[{ required: true, whitespace: true, message: t('material.input.modelRequired') }]}
      >
        <Input count={counterOf(fields.model.input)} />
      </Form.Item>
      {found ? (
        <Alert style={{ marginBottom: 16 }} type="info" showIcon title={t('material.input.reuse', { id: found.id })} />
      ) : null}
      <Form.Item
        name="name"
        label={t('material.name')}
        rules={[{ required: true, whitespace: true, message: t('material.nameRequired') }]}
      >
        <Input count={counterOf(fields.name.input)} disabled={found !== null} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('material.nameEn')}>
        <Input count={counterOf(fields.nameEn.input)} disabled={found !== null} />
      </Form.Item>
      {askUnit ? (
        <Form.Item
          name="measureUnit"
          label={t('material.measureUnit')}
          rules={[{ required: found === null, message: t('material.unitRequired') }]}
        >
          <Select options={units.options} showSearch={{ optionFilterProp: 'label' }} disabled={found !== null} />
        </Form.Item>
      ) : null}
    </>
  );
}
