import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import { StoreOrderItemInput } from '@hangar/domain/contracts/store';
import { AutoComplete, Button, DatePicker, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule, counterOf, numberOf, numberRule } from '../../components/contract-rules';
import { MaterialSelector } from '../materials/MaterialSelector';
import { certOptions, type Direction, dayOf } from './labels';
import { MaterialSelect } from './MaterialSelect';
import { emptyLine, type LineValues } from './order-form';
import { useOpenBatches } from './use-store-refs';

// The order dialog's lines (a Form.List `items`): material, batch, serial, expiry, quantity, prices with and
// without tax, position, certificate, comments; add and remove lines. Rules as the server's (store.ts):
// material required, quantity a number above 0, serial-numbered materials one per line with their serial
// (quantity fixed to 1), a serial not twice in the order. Outbound lines may leave the batch empty (oldest
// first) or pick one of the material's open batches in the warehouse. Lines come from the line's own search or
// from the catalogue's selector drawer (features/materials).

const shape = StoreOrderItemInput.shape;

export interface OrderLinesProps {
  direction: Direction;
  /** The material row of an id (chosen in this dialog or looked up for a draft's lines). */
  materialOf(id: number | undefined): MaterialStockRow | undefined;
  /** How a line's material reads when it is not among the select's search results (chosen or a draft's). */
  labelOf(id: number | undefined): string | undefined;
  onPick(row: MaterialStockRow): void;
}

type Field = { key: number; name: number };

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function BatchChoice({
  material,
  warehouse,
  ...props
}: {
  material: number | undefined;
  warehouse: number | undefined;
  value?: string | null;
  onChange?(value: string): void;
  id?: string;
}) {
  const { t } = useTranslation();
  const batches = useOpenBatches(material, warehouse);
  const options = batches.items
    .filter((b) => b.batch)
    .map((b) => ({
      value: b.batch as string,
      label: t('store.lines.batchOption', { batch: b.batch, remain: b.remain, expire: dayOf(b.expireDate) || '-' }),
    }));
  return (
    <AutoComplete
      {...props}
      value={props.value ?? undefined}
      aria-label={t('store.item.batch')}
      placeholder={t('store.lines.oldestFirst')}
      options={options}
      style={{ width: 160 }}
      popupMatchSelectWidth={false}
    />
  );
}

function lineRules(t: TFunction, serialOf: (name: number) => boolean, lines: () => LineValues[]) {
  const label = (key: string) => t(`store.item.${key}`);
  return {
    material: [
      {
        validator: async (_: unknown, value: unknown) => {
          if (value === undefined || value === null) throw new Error(t('store.materialRequired'));
        },
      },
    ] as Rule[],
    quantity: (name: number): Rule[] => [
      {
        validator: async (_: unknown, value: unknown) => {
          if (isEmpty(value)) throw new Error(t('store.quantityRequired'));
          if (serialOf(name) && numberOf(value) !== 1) throw new Error(t('store.lines.serialOne'));
        },
      },
      numberRule(shape.quantity, t, label('quantity')),
    ],
    seri: (name: number): Rule[] => [
      contractRule(shape.seri, t, label('seri')),
      {
        validator: async (_: unknown, value: unknown) => {
          if (!serialOf(name)) return;
          if (isEmpty(value)) throw new Error(t('store.lines.serialRequired'));
          const seri = String(value).trim();
          const all = lines();
          const material = all[name]?.material;
          const twice = all.some(
            (l, i) => i !== name && l?.material === material && typeof l?.seri === 'string' && l.seri.trim() === seri,
          );
          if (twice) throw new Error(t('store.lines.serialRepeated', { seri }));
        },
      },
    ],
  };
}

/** Most lines one choice in the selector adds (a serial-numbered part takes one line per unit). */
const MAX_LINES_PER_CHOICE = 50;

export function OrderLines({ direction, materialOf, labelOf, onPick }: OrderLinesProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const form = Form.useFormInstance();
  const warehouse: number | undefined = Form.useWatch('warehouse', form) ?? undefined;
  const items: LineValues[] = Form.useWatch('items', form) ?? [];
  const serialOf = (name: number) => materialOf(items[name]?.material)?.useSerial === 1;
  const rules = lineRules(t, serialOf, () => form.getFieldValue('items') ?? []);
  const cell = { style: { marginBottom: 0 } };
  const dependsOnMaterial = (name: number) => ({ dependencies: [['items', name, 'material']] });

  const columns = (remove: (name: number) => void): ColumnsType<Field> => [
    {
      title: t('store.item.material'),
      key: 'material',
      fixed: 'left',
      render: (_, f) => (
        <Flex vertical gap={2}>
          <Form.Item {...cell} name={[f.name, 'material']} rules={rules.material}>
            <MaterialSelect
              warehouse={warehouse}
              currentLabel={labelOf(items[f.name]?.material)}
              direction={direction}
              onPick={(row) => {
                if (!row) return;
                onPick(row);
                if (row.useSerial === 1) form.setFieldValue(['items', f.name, 'quantity'], '1');
              }}
            />
          </Form.Item>
          {serialOf(f.name) ? <Tag color="blue">{t('store.lines.serialTag')}</Tag> : null}
        </Flex>
      ),
    },
    {
      title: t('store.item.batch'),
      key: 'batch',
      render: (_, f) => (
        <Form.Item {...cell} name={[f.name, 'batch']} rules={[contractRule(shape.batch, t, t('store.item.batch'))]}>
          {direction < 0 ? (
            <BatchChoice material={items[f.name]?.material} warehouse={warehouse} />
          ) : (
            <Input aria-label={t('store.item.batch')} count={counterOf(shape.batch)} style={{ width: 140 }} />
          )}
        </Form.Item>
      ),
    },
    {
      title: t('store.item.seri'),
      key: 'seri',
      render: (_, f) => (
        <Form.Item {...cell} {...dependsOnMaterial(f.name)} name={[f.name, 'seri']} rules={rules.seri(f.name)}>
          <Input aria-label={t('store.item.seri')} style={{ width: 140 }} />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.expireDate'),
      key: 'expireDate',
      render: (_, f) => (
        <Form.Item {...cell} name={[f.name, 'expireDate']}>
          <DatePicker aria-label={t('store.item.expireDate')} format="YYYY-MM-DD" style={{ width: 130 }} />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.quantity'),
      key: 'quantity',
      render: (_, f) => (
        <Form.Item {...cell} {...dependsOnMaterial(f.name)} name={[f.name, 'quantity']} rules={rules.quantity(f.name)}>
          <Input
            aria-label={t('store.item.quantity')}
            inputMode="decimal"
            disabled={serialOf(f.name)}
            style={{ width: 90 }}
          />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.price'),
      key: 'price',
      render: (_, f) => (
        <Form.Item {...cell} name={[f.name, 'price']} rules={[numberRule(shape.price, t, t('store.item.price'))]}>
          <Input aria-label={t('store.item.price')} inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.priceEx'),
      key: 'priceEx',
      render: (_, f) => (
        <Form.Item {...cell} name={[f.name, 'priceEx']} rules={[numberRule(shape.priceEx, t, t('store.item.priceEx'))]}>
          <Input aria-label={t('store.item.priceEx')} inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.position'),
      key: 'position',
      render: (_, f) => (
        <Form.Item
          {...cell}
          name={[f.name, 'position']}
          rules={[contractRule(shape.position, t, t('store.item.position'))]}
        >
          <Input aria-label={t('store.item.position')} style={{ width: 100 }} />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.cert'),
      key: 'cert',
      render: (_, f) => (
        <Form.Item {...cell} name={[f.name, 'cert']}>
          <Select
            aria-label={t('store.item.cert')}
            options={certOptions(t)}
            allowClear
            style={{ width: 140 }}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
      ),
    },
    {
      title: t('store.item.comments'),
      key: 'comments',
      render: (_, f) => (
        <Form.Item
          {...cell}
          name={[f.name, 'comments']}
          rules={[contractRule(shape.comments, t, t('store.item.comments'))]}
        >
          <Input aria-label={t('store.item.comments')} style={{ width: 160 }} />
        </Form.Item>
      ),
    },
    {
      title: t('list.action.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, f) => (
        <Button type="link" size="small" danger onClick={() => remove(f.name)}>
          {t('store.lines.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_, lines: unknown[] | undefined) => {
            if (!lines || lines.length === 0) throw new Error(t('store.itemsRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {/* The catalogue's selector drawer: a line per choice; a serial-numbered part one line per unit. An
              order may hold a material on several lines (batches, serials), so nothing counts as chosen already. */}
          <MaterialSelector
            open={choosing}
            onClose={() => setChoosing(false)}
            selected={[]}
            onSelect={(row, quantity) => {
              onPick(row);
              const blank = (line: LineValues | undefined) => !line || (line.material === undefined && !line.batch);
              const current: LineValues[] = form.getFieldValue('items') ?? [];
              const quantities =
                row.useSerial === 1
                  ? Array.from({ length: Math.min(quantity, MAX_LINES_PER_CHOICE) }, () => 1)
                  : [quantity];
              const lines = quantities.map((q) => ({ ...emptyLine(), material: row.id, quantity: String(q) }));
              // The new order's one empty line gives way to the first choice.
              form.setFieldValue('items', current.every(blank) ? lines : [...current, ...lines]);
            }}
          />
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('store.lines.title')}</Typography.Text>
            <Table<Field>
              data-testid="order-lines"
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              columns={columns(remove)}
              scroll={{ x: 'max-content' }}
            />
            <Form.ErrorList errors={errors} />
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Flex gap={8}>
                <Button onClick={() => add(emptyLine())}>{t('store.lines.add')}</Button>
                <Button onClick={() => setChoosing(true)}>{t('store.lines.choose')}</Button>
              </Flex>
              {direction < 0 ? <Typography.Text type="secondary">{t('store.lines.batchHint')}</Typography.Text> : null}
            </Flex>
          </Flex>
        </>
      )}
    </Form.List>
  );
}
