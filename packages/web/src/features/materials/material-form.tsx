import {
  MATERIAL_PICTURES,
  Material,
  type SimilarMaterial,
  ToolKind,
  WarehouseSetting,
  WhPos as WhPosSchema,
} from '@hangar/domain/contracts/materials';
import { App, Button, Flex, Input, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { numberOf } from '../../components/contract-rules';
import { SaveCancelled } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { ImageUpload } from '../../components/file-upload/ImageUpload';
import type { FormField } from '../../components/ListPage';
import { certOptions, type Option, sourceOptions, toolOptions, yesNoOptions } from './material-codes';

// The material form (materials document §2.13, §5 "Material form"): every field the spec's form shows, the
// required ones with the spec's messages, up to 3 pictures (jpg/png/gif ≤ 5 MB, the upload rules of 'material'),
// specs as name → value rows, per-warehouse position and safety stock, and on the tool screens the tool kind
// (and for measuring tools the calibration due date and cycle). Also the part-number check every save runs
// (§4 "Material add flow"): ModelCheck, and a danger confirmation listing the similar materials.

export interface MaterialFormOptions {
  categories: { value: number; title: string }[];
  brands: Option[];
  units: Option[];
  suppliers: Option[];
  warehouses: { id: number; name: string }[];
  canDeletePictures: boolean;
  /** The tool screen's kind: the tool field is shown (fixed) and, for measuring tools, the calibration. */
  tool?: number;
}

type Specs = Record<string, string>;
/** Safety stock stays the text typed when it is not a number, so that the form's rule refuses it. */
type WhPos = Record<string, { pos?: string | null; sq?: number | string | null }>;

/** Specs as editable rows (name, value); the value is the specs object, rows without a name left out. */
export function SpecsEditor({ value, onChange }: { value?: Specs | null; onChange?(next: Specs | null): void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<{ key: number; name: string; value: string }[]>(() =>
    Object.entries(value ?? {}).map(([name, v], key) => ({ key, name, value: v })),
  );
  const update = (next: typeof rows) => {
    setRows(next);
    const out: Specs = {};
    for (const row of next) if (row.name.trim()) out[row.name.trim()] = row.value.trim();
    onChange?.(Object.keys(out).length > 0 ? out : null);
  };
  const set = (key: number, part: 'name' | 'value', text: string) =>
    update(rows.map((r) => (r.key === key ? { ...r, [part]: text } : r)));
  return (
    <Flex vertical gap={8}>
      {rows.map((row) => (
        <Flex key={row.key} gap={8}>
          <Input
            aria-label={t('material.specs.name')}
            placeholder={t('material.specs.name')}
            value={row.name}
            maxLength={50}
            onChange={(e) => set(row.key, 'name', e.target.value)}
          />
          <Input
            aria-label={t('material.specs.value')}
            placeholder={t('material.specs.value')}
            value={row.value}
            maxLength={200}
            onChange={(e) => set(row.key, 'value', e.target.value)}
          />
          <Button onClick={() => update(rows.filter((r) => r.key !== row.key))}>{t('list.action.delete')}</Button>
        </Flex>
      ))}
      <div>
        <Button
          onClick={() => update([...rows, { key: Math.max(0, ...rows.map((r) => r.key + 1)), name: '', value: '' }])}
        >
          {t('material.specs.add')}
        </Button>
      </div>
    </Flex>
  );
}

/** One row per warehouse of the reference: position and safety stock (`{ w<id>: { pos, sq } }`). */
export function WhPosEditor({
  warehouses,
  value,
  onChange,
}: {
  warehouses: { id: number; name: string }[];
  value?: WhPos | null;
  onChange?(next: WhPos | null): void;
}) {
  const { t } = useTranslation();
  const current = value ?? {};
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(current).map(([k, v]) => [k, v.sq === null || v.sq === undefined ? '' : String(v.sq)]),
    ),
  );
  const set = (key: string, part: 'pos' | 'sq', text: string) => {
    const entry = { ...current[key] };
    if (part === 'pos') entry.pos = text.trim() || null;
    else {
      setTexts((prev) => ({ ...prev, [key]: text }));
      entry.sq = numberOf(text) ?? null;
      if (Number.isNaN(entry.sq)) entry.sq = text;
    }
    const next: WhPos = { ...current, [key]: entry };
    if (!entry.pos && (entry.sq === null || entry.sq === undefined)) delete next[key];
    onChange?.(Object.keys(next).length > 0 ? next : null);
  };
  if (warehouses.length === 0) return <Typography.Text type="secondary">{t('material.whPos.none')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={warehouses}
      columns={[
        { title: t('material.whPos.warehouse'), dataIndex: 'name', key: 'name' },
        {
          title: t('material.whPos.pos'),
          key: 'pos',
          render: (_, w) => (
            <Input
              aria-label={`${w.name} ${t('material.whPos.pos')}`}
              value={current[`w${w.id}`]?.pos ?? ''}
              maxLength={50}
              onChange={(e) => set(`w${w.id}`, 'pos', e.target.value)}
            />
          ),
        },
        {
          title: t('material.whPos.sq'),
          key: 'sq',
          render: (_, w) => {
            const text = texts[`w${w.id}`] ?? '';
            const bad = text.trim() !== '' && !WarehouseSetting.shape.sq.safeParse(numberOf(text)).success;
            return (
              <Input
                aria-label={`${w.name} ${t('material.whPos.sq')}`}
                inputMode="decimal"
                status={bad ? 'error' : undefined}
                value={text}
                onChange={(e) => set(`w${w.id}`, 'sq', e.target.value)}
              />
            );
          },
        },
      ]}
    />
  );
}

/** The form's fields in the spec's order. */
export function materialFormFields(t: TFunction, o: MaterialFormOptions): FormField[] {
  const measuring = o.tool === ToolKind.Measuring;
  return formFieldsOf(
    Material,
    t,
    [
      'name',
      'nameEn',
      'model',
      'replacement',
      'code',
      'category',
      'brand',
      'measureUnit',
      'packingUnit',
      'packingCount',
      'useSerial',
      'certType',
      'size',
      'package',
      'supplier',
      'sourceType',
      'costPrice',
      'salePrice',
      'storeCondition',
      'safeStock',
      'tool',
      'calibrationDue',
      'calibrationCycle',
      'specs',
      'descript',
      'pictures',
      'whPos',
    ],
    {
      category: { kind: 'tree', treeData: o.categories, required: t('material.categoryRequired') },
      brand: { options: o.brands },
      measureUnit: { options: o.units },
      packingUnit: { options: o.units },
      useSerial: { kind: 'select', options: yesNoOptions(t), required: t('material.useSerialRequired') },
      certType: { options: certOptions(t) },
      supplier: { options: o.suppliers },
      sourceType: { options: sourceOptions(t) },
      tool: { options: toolOptions(t), hidden: o.tool === undefined, disabled: true },
      calibrationDue: { hidden: !measuring },
      calibrationCycle: { hidden: !measuring },
      specs: { wide: true, input: <SpecsEditor /> },
      descript: { wide: true },
      pictures: {
        wide: true,
        input: <ImageUpload use="material" max={MATERIAL_PICTURES} canDelete={o.canDeletePictures} />,
      },
      whPos: {
        wide: true,
        input: <WhPosEditor warehouses={o.warehouses} />,
        rules: [
          {
            validator: async (_, value: unknown) => {
              if (value && !WhPosSchema.safeParse(value).success) throw new Error(t('material.badNumber'));
            },
          },
        ],
      },
    },
  );
}

/** The body's spec names: the specs' names in their order (comma list), null without specs. */
export function withSpecNames(body: Record<string, unknown>): Record<string, unknown> {
  const specs = body.specs as Record<string, string> | null | undefined;
  const names = specs ? Object.keys(specs) : [];
  return { ...body, specsNames: names.length > 0 ? names.join(',') : null };
}

/** A danger confirmation listing similar materials; answers whether to continue. */
export function useConfirmSimilar() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (model: string, similar: SimilarMaterial[], show: 'form' | 'input') =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        title: t('material.similar.title'),
        width: 640,
        okText: t('material.similar.continue'),
        okButtonProps: { danger: true },
        cancelText: t('list.dialog.cancel'),
        content: (
          <Flex vertical gap={8}>
            <span>{t('material.similar.content', { model })}</span>
            <Table<SimilarMaterial>
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={similar}
              columns={
                show === 'form'
                  ? [
                      { title: t('material.id'), dataIndex: 'id', key: 'id' },
                      { title: t('material.brand'), dataIndex: 'brandName', key: 'brand' },
                      { title: t('material.model'), dataIndex: 'model', key: 'model' },
                    ]
                  : [
                      { title: t('material.model'), dataIndex: 'model', key: 'model' },
                      { title: t('material.name'), dataIndex: 'name', key: 'name' },
                      { title: t('material.brand'), dataIndex: 'brandName', key: 'brand' },
                    ]
              }
            />
          </Flex>
        ),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}

/** ModelCheck: the similar materials, or an Error saying 查重错误 when the check itself failed. */
export async function checkPartNumber(t: TFunction, id: number | null, model: string): Promise<SimilarMaterial[]> {
  try {
    return await call(Material.api.ModelCheck, { id, model });
  } catch {
    throw new Error(t('material.checkFailed'));
  }
}

/**
 * The form's check before a save (§4): when adding, or when the part number changed, ModelCheck; similar ones
 * are listed in a danger confirmation, and declining stops the save (SaveCancelled). A failed check stops it
 * with 查重错误.
 */
export function usePartNumberCheck() {
  const { t } = useTranslation();
  const confirm = useConfirmSimilar();
  return async (model: string, editing: { id: number; model: string } | null): Promise<void> => {
    if (editing && editing.model === model) return;
    const similar = await checkPartNumber(t, editing?.id ?? null, model);
    if (similar.length > 0 && !(await confirm(model, similar, 'form'))) throw new SaveCancelled();
  };
}
