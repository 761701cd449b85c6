import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import { issueOrder, StoreOrderItemInput, type StoreOrderItemRow } from '@hangar/domain/contracts/store';
import { AutoComplete, Button, Card, DatePicker, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { FormItemProps, Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule, counterOf, numberOf, numberRule } from '../../components/contract-rules';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
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
// from the catalogue's selector drawer (features/materials). The rule both directions share (store.ts: approved
// materials only; expired batches only after the clerk confirms) is stated under the lines; an outbound line's
// batch list is in issue order (first expiry first), and a serial-numbered part's serial is picked from the
// serials in stock in the warehouse. On a phone (under 820 px) each line is a compact card of stacked fields
// instead of a table row, so nothing needs sideways scrolling.

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
/** One field of a line: a table cell, or a card's row on a phone. */
type Cell = { key: string; wide?: boolean; render(f: Field): React.ReactNode };

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Open batches in the order an issue takes them (first expiry first, then by receipt). */
export function inIssueOrder(
  batches: readonly StoreOrderItemRow[],
  today: string = dayjs().format('YYYY-MM-DD'),
): StoreOrderItemRow[] {
  const order = issueOrder(today);
  return [...batches].sort((a, b) =>
    order({ ...a, id: a.sn, orderDate: a.orderDate }, { ...b, id: b.sn, orderDate: b.orderDate }),
  );
}

interface ChoiceProps {
  material: number | undefined;
  warehouse: number | undefined;
  value?: string | null;
  onChange?(value: string): void;
  id?: string;
  width: number | string;
}

function BatchChoice({ material, warehouse, width, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  const batches = useOpenBatches(material, warehouse);
  const options = inIssueOrder(batches.items.filter((b) => b.batch)).map((b) => ({
    value: b.batch as string,
    label: t('store.lines.batchOption', { batch: b.batch, remain: b.remain, expire: dayOf(b.expireDate) || '-' }),
  }));
  return (
    <AutoComplete
      {...props}
      value={props.value ?? undefined}
      aria-label={t('store.item.batch')}
      placeholder={t('store.lines.firstExpiry')}
      options={options}
      style={{ width }}
      popupMatchSelectWidth={false}
    />
  );
}

/** An outbound serial-numbered part's serial: one of the serials in stock in the order's warehouse. */
function SerialChoice({ material, warehouse, width, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  const batches = useOpenBatches(material, warehouse);
  const options = inIssueOrder(batches.items.filter((b) => b.seri)).map((b) => ({
    value: b.seri as string,
    label: [b.seri, b.batch, dayOf(b.expireDate)].filter(Boolean).join(' · '),
  }));
  return (
    <Select<string>
      {...props}
      value={props.value ?? undefined}
      aria-label={t('store.item.seri')}
      placeholder={t('store.lines.serialPick')}
      options={options}
      loading={batches.loading}
      notFoundContent={t('store.lines.noSerials')}
      showSearch
      allowClear
      style={{ width }}
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
  const phone = useWindowSize().width < MOBILE_BREAKPOINT;
  const form = Form.useFormInstance();
  const warehouse: number | undefined = Form.useWatch('warehouse', form) ?? undefined;
  const items: LineValues[] = Form.useWatch('items', form) ?? [];
  const serialOf = (name: number) => materialOf(items[name]?.material)?.useSerial === 1;
  const rules = lineRules(t, serialOf, () => form.getFieldValue('items') ?? []);
  const dependsOnMaterial = (name: number) => ({ dependencies: [['items', name, 'material']] });
  /** A line's field: a table cell without its label, or a card's labelled, full-width field on a phone. */
  const item = (f: Field, key: string, props: FormItemProps = {}) =>
    ({
      ...props,
      name: [f.name, key],
      style: { marginBottom: phone ? 8 : 0 },
      // The dialog's label column is 100 px across; stacked, that basis would become its height.
      ...(phone
        ? { label: t(`store.item.${key}`), layout: 'vertical' as const, labelCol: { flex: 'none' }, wrapperCol: {} }
        : {}),
    }) satisfies FormItemProps;
  /** Desktop widths; a card's fields take its whole width. */
  const w = (px: number) => (phone ? '100%' : px);

  const cells: Cell[] = [
    {
      key: 'material',
      wide: true,
      render: (f) => (
        <Flex vertical gap={2}>
          <Form.Item {...item(f, 'material', { rules: rules.material })}>
            <MaterialSelect
              warehouse={warehouse}
              currentLabel={labelOf(items[f.name]?.material)}
              width={w(300)}
              onPick={(row) => {
                if (!row) return;
                onPick(row);
                if (row.useSerial === 1) form.setFieldValue(['items', f.name, 'quantity'], '1');
              }}
            />
          </Form.Item>
          {serialOf(f.name) ? (
            <span>
              <Tag color="blue">{t('store.lines.serialTag')}</Tag>
            </span>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'batch',
      render: (f) => (
        <Form.Item {...item(f, 'batch', { rules: [contractRule(shape.batch, t, t('store.item.batch'))] })}>
          {direction < 0 ? (
            <BatchChoice material={items[f.name]?.material} warehouse={warehouse} width={w(160)} />
          ) : (
            <Input aria-label={t('store.item.batch')} count={counterOf(shape.batch)} style={{ width: w(140) }} />
          )}
        </Form.Item>
      ),
    },
    {
      key: 'seri',
      wide: true,
      render: (f) => (
        <Form.Item {...item(f, 'seri', { ...dependsOnMaterial(f.name), rules: rules.seri(f.name) })}>
          {direction < 0 && serialOf(f.name) ? (
            <SerialChoice material={items[f.name]?.material} warehouse={warehouse} width={w(180)} />
          ) : (
            <Input aria-label={t('store.item.seri')} style={{ width: w(140) }} />
          )}
        </Form.Item>
      ),
    },
    {
      key: 'expireDate',
      render: (f) => (
        <Form.Item {...item(f, 'expireDate')}>
          <DatePicker aria-label={t('store.item.expireDate')} format="YYYY-MM-DD" style={{ width: w(130) }} />
        </Form.Item>
      ),
    },
    {
      key: 'quantity',
      render: (f) => (
        <Form.Item {...item(f, 'quantity', { ...dependsOnMaterial(f.name), rules: rules.quantity(f.name) })}>
          <Input
            aria-label={t('store.item.quantity')}
            inputMode="decimal"
            disabled={serialOf(f.name)}
            style={{ width: w(90) }}
          />
        </Form.Item>
      ),
    },
    {
      key: 'price',
      render: (f) => (
        <Form.Item {...item(f, 'price', { rules: [numberRule(shape.price, t, t('store.item.price'))] })}>
          <Input aria-label={t('store.item.price')} inputMode="decimal" style={{ width: w(100) }} />
        </Form.Item>
      ),
    },
    {
      key: 'priceEx',
      render: (f) => (
        <Form.Item {...item(f, 'priceEx', { rules: [numberRule(shape.priceEx, t, t('store.item.priceEx'))] })}>
          <Input aria-label={t('store.item.priceEx')} inputMode="decimal" style={{ width: w(100) }} />
        </Form.Item>
      ),
    },
    {
      key: 'position',
      render: (f) => (
        <Form.Item {...item(f, 'position', { rules: [contractRule(shape.position, t, t('store.item.position'))] })}>
          <Input aria-label={t('store.item.position')} style={{ width: w(100) }} />
        </Form.Item>
      ),
    },
    {
      key: 'cert',
      render: (f) => (
        <Form.Item {...item(f, 'cert')}>
          <Select
            aria-label={t('store.item.cert')}
            options={certOptions(t)}
            allowClear
            style={{ width: w(140) }}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
      ),
    },
    {
      key: 'comments',
      wide: true,
      render: (f) => (
        <Form.Item {...item(f, 'comments', { rules: [contractRule(shape.comments, t, t('store.item.comments'))] })}>
          <Input aria-label={t('store.item.comments')} style={{ width: w(160) }} />
        </Form.Item>
      ),
    },
  ];

  const removeButton = (f: Field, remove: (name: number) => void) => (
    <Button type="link" size="small" danger onClick={() => remove(f.name)}>
      {t('store.lines.remove')}
    </Button>
  );

  const columns = (remove: (name: number) => void): ColumnsType<Field> => [
    ...cells.map((c, i): ColumnsType<Field>[number] => ({
      title: t(`store.item.${c.key}`),
      key: c.key,
      ...(i === 0 ? { fixed: 'left' as const } : {}),
      render: (_, f) => c.render(f),
    })),
    { title: t('list.action.actions'), key: 'actions', fixed: 'right', render: (_, f) => removeButton(f, remove) },
  ];

  /**
   * A phone's lines: a card per line, its labelled fields two to a row (material, serial and comments across),
   * the removal in its title bar.
   */
  const cards = (fields: Field[], remove: (name: number) => void) => (
    <Flex vertical gap={8} data-testid="order-lines">
      {fields.map((f, index) => (
        <Card
          key={f.key}
          size="small"
          data-testid="order-line-card"
          title={t('store.lines.line', { line: index + 1 })}
          extra={removeButton(f, remove)}
          styles={{ body: { paddingBottom: 0 } }}
        >
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8, gridAutoFlow: 'row dense' }}>
            {cells.map((c) => (
              <div key={c.key} style={{ gridColumn: c.wide ? '1 / -1' : undefined, minWidth: 0 }}>
                {c.render(f)}
              </div>
            ))}
          </div>
        </Card>
      ))}
    </Flex>
  );

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
            {phone ? (
              cards(fields, remove)
            ) : (
              <Table<Field>
                data-testid="order-lines"
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={fields}
                columns={columns(remove)}
                scroll={{ x: 'max-content' }}
              />
            )}
            <Form.ErrorList errors={errors} />
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Flex gap={8} wrap>
                <Button onClick={() => add(emptyLine())}>{t('store.lines.add')}</Button>
                <Button onClick={() => setChoosing(true)}>{t('store.lines.choose')}</Button>
              </Flex>
              <Flex vertical data-testid="order-rules">
                <Typography.Text type="secondary">{t('store.lines.rule')}</Typography.Text>
                {direction < 0 ? (
                  <Typography.Text type="secondary">{t('store.lines.batchHint')}</Typography.Text>
                ) : null}
              </Flex>
            </Flex>
          </Flex>
        </>
      )}
    </Form.List>
  );
}
