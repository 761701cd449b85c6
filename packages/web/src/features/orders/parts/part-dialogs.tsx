import { PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import {
  OrderPart,
  type OrderPartRow,
  outstanding,
  REMOVED_STATES,
  RemovedState,
} from '@hangar/domain/contracts/order-parts';
import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http';
import { contractRule, counterOf } from '../../../components/contract-rules';
import { EditorDialog } from '../../../components/EditorDialog';
import { MaterialSelect } from '../../store/MaterialSelect';
import { useWarehouses } from '../../store/use-store-refs';
import { orderKey } from '../order-cache';

/*
 * The parts panel's dialogs, each over EditorDialog (the server's refusal shown in the dialog, which stays open):
 *
 *   <MoveDialog mode="issue" | "return" order={id} part={row} onClose={(saved) => …} />  // one line's issue or return
 *   <AddDialog order={id} onClose={…} />        // a reservation line by hand on a card
 *   <RemoveDialog order={id} onClose={…} />     // a part removed from the aircraft, with its state
 *   <ReplaceDialog order={id} plane={id} parts={rows} onClose={…} />  // an installed component → an issued part
 *
 * Issue offers the warehouses that hold the part (its bins) and at most its open quantity; return every
 * warehouse and at most what was issued and not returned. A serial-numbered part asks for its serial.
 */

const moveShape = OrderPart.api.Issue.input.shape.lines.element.shape;
const removeShape = OrderPart.api.Remove.input.shape;

/** The card a line is for, out of the order's cards (`seq. name`; the order's detail as its drawer reads it). */
function CardField({ order }: { order: number }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: orderKey(order), queryFn: () => call(ProductionOrder.api.Get, { id: order }) });
  const cards = (detail.data?.cardList ?? []).map((c) => ({ value: c.id, label: `${c.seq}. ${c.name}` }));
  return (
    <Form.Item
      name="card"
      label={t('orderPart.card')}
      rules={[{ required: true, message: t('orderPart.cardNotFound') }]}
    >
      <Select options={cards} />
    </Form.Item>
  );
}

export const partLabel = (p: Pick<OrderPartRow, 'name' | 'partNumber'>) =>
  p.partNumber ? `${p.name} (${p.partNumber})` : p.name;

interface MoveValues {
  warehouse: number;
  quantity: number;
  serial?: string;
  batch?: string;
}

export function MoveDialog({
  mode,
  order,
  part,
  onClose,
}: {
  mode: 'issue' | 'return';
  order: number;
  part: OrderPartRow;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const max = mode === 'issue' ? part.open : outstanding(part);
  const options =
    mode === 'issue'
      ? part.bins.map((b) => ({
          value: b.warehouse,
          label: `${b.warehouseName ?? b.warehouse} · ${b.quantity}${b.position ? ` · ${b.position}` : ''}`,
        }))
      : warehouses.options;
  return (
    <EditorDialog<MoveValues>
      state="edit"
      open
      title={`${t(mode === 'issue' ? 'orderPart.issue' : 'orderPart.return')}: ${partLabel(part)}`}
      initialValues={{
        quantity: part.useSerial ? 1 : max,
        warehouse: options.length === 1 ? options[0].value : undefined,
      }}
      successMessage={t('orderPart.done')}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        const line = { part: part.id, ...values };
        const endpoint = mode === 'issue' ? OrderPart.api.Issue : OrderPart.api.Return;
        await call(endpoint, { order, lines: [line] });
        onClose(true);
      }}
    >
      <Form.Item
        name="warehouse"
        label={t('orderPart.warehouse')}
        rules={[{ required: true, message: t('orderPart.warehouseRequired') }]}
      >
        <Select options={options} loading={warehouses.loading} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('orderPart.quantity')}
        rules={[{ required: true, message: t('orderPart.quantityInvalid') }]}
      >
        <InputNumber min={0.01} max={max} disabled={part.useSerial} />
      </Form.Item>
      {part.useSerial ? (
        <Form.Item
          name="serial"
          label={t('orderPart.serial')}
          rules={[
            { required: true, whitespace: true, message: t('orderPart.serialRequired', { name: part.name }) },
            contractRule(moveShape.serial, t, t('orderPart.serial')),
          ]}
        >
          <Input count={counterOf(moveShape.serial)} />
        </Form.Item>
      ) : (
        <Form.Item
          name="batch"
          label={t('orderPart.batch')}
          rules={[contractRule(moveShape.batch, t, t('orderPart.batch'))]}
        >
          <Input count={counterOf(moveShape.batch)} />
        </Form.Item>
      )}
    </EditorDialog>
  );
}

export function AddDialog({ order, onClose }: { order: number; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog<{ card: number; material: number; quantity: number; remarks?: string }>
      state="add"
      open
      title={t('orderPart.add')}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        await call(OrderPart.api.Add, values);
        onClose(true);
      }}
    >
      <CardField order={order} />
      <Form.Item
        name="material"
        label={t('orderPart.name')}
        rules={[{ required: true, message: t('orderPart.materialRequired') }]}
      >
        <MaterialSelect />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('orderPart.quantity')}
        rules={[{ required: true, message: t('orderPart.quantityInvalid') }]}
      >
        <InputNumber min={0.01} />
      </Form.Item>
    </EditorDialog>
  );
}

const stateOptions = (t: (key: string) => string) =>
  REMOVED_STATES.map((s) => ({ value: s, label: t(`orderPart.state.${s}`) }));

interface RemoveValues {
  card: number;
  name: string;
  partNumber?: string;
  serial?: string;
  state: number;
  remarks?: string;
}

export function RemoveDialog({ order, onClose }: { order: number; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog<RemoveValues>
      state="add"
      open
      title={t('orderPart.remove')}
      initialValues={{ state: RemovedState.Unserviceable }}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        await call(OrderPart.api.Remove, values);
        onClose(true);
      }}
    >
      <CardField order={order} />
      <Form.Item
        name="name"
        label={t('orderPart.name')}
        rules={[
          { required: true, whitespace: true, message: t('orderPart.nameRequired') },
          contractRule(removeShape.name, t, t('orderPart.name')),
        ]}
      >
        <Input count={counterOf(removeShape.name)} />
      </Form.Item>
      <Form.Item
        name="partNumber"
        label={t('orderPart.partNumber')}
        rules={[contractRule(removeShape.partNumber, t, t('orderPart.partNumber'))]}
      >
        <Input count={counterOf(removeShape.partNumber)} />
      </Form.Item>
      <Form.Item
        name="serial"
        label={t('orderPart.serial')}
        rules={[contractRule(removeShape.serial, t, t('orderPart.serial'))]}
      >
        <Input count={counterOf(removeShape.serial)} />
      </Form.Item>
      <Form.Item
        name="state"
        label={t('orderPart.state')}
        rules={[{ required: true, message: t('orderPart.stateInvalid') }]}
      >
        <Select options={stateOptions(t)} />
      </Form.Item>
      <Form.Item
        name="remarks"
        label={t('orderPart.remarks')}
        rules={[contractRule(removeShape.remarks, t, t('orderPart.remarks'))]}
      >
        <Input.TextArea rows={2} count={counterOf(removeShape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}

interface ReplaceValues {
  part: number;
  bom: number;
  serial?: string;
  state: number;
  remarks?: string;
}

export function ReplaceDialog({
  plane,
  parts,
  onClose,
}: {
  plane: number;
  parts: readonly OrderPartRow[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const installed = useQuery({
    queryKey: [PlaneBom.table, 'plane', plane],
    queryFn: () =>
      call(PlaneBom.api.Query, {
        fixedFilters: [{ name: 'plane', compare: 'eq', value: plane }],
        page: 1,
        pageSize: 1000,
      } as never),
  });
  const issued = parts.filter((p) => p.material !== null && outstanding(p) > 0);
  return (
    <EditorDialog<ReplaceValues>
      state="edit"
      open
      title={t('orderPart.replace')}
      initialValues={{ state: RemovedState.Unserviceable }}
      successMessage={t('orderPart.done')}
      onClose={() => onClose(false)}
      onSubmit={async ({ part, ...values }) => {
        const row = issued.find((p) => p.id === part);
        await call(OrderPart.api.Replace, { card: row?.card ?? 0, part, ...values });
        onClose(true);
      }}
    >
      <Form.Item
        name="bom"
        label={t('orderPart.component')}
        rules={[{ required: true, message: t('orderPart.bomInvalid') }]}
      >
        <Select
          loading={installed.isFetching}
          showSearch
          optionFilterProp="label"
          options={(installed.data?.items ?? []).map((b: PlaneBomRow) => ({
            value: b.id,
            label: [b.name, b.model, b.seri].filter(Boolean).join(' · '),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="part"
        label={t('orderPart.installed')}
        rules={[{ required: true, message: t('orderPart.notFound') }]}
      >
        <Select options={issued.map((p) => ({ value: p.id, label: `${p.cardSeq ?? ''}. ${partLabel(p)}` }))} />
      </Form.Item>
      <Form.Item
        name="serial"
        label={t('orderPart.serial')}
        rules={[contractRule(moveShape.serial, t, t('orderPart.serial'))]}
      >
        <Input count={counterOf(moveShape.serial)} />
      </Form.Item>
      <Form.Item name="state" label={t('orderPart.state')}>
        <Select options={stateOptions(t)} />
      </Form.Item>
      <Form.Item
        name="remarks"
        label={t('orderPart.remarks')}
        rules={[contractRule(removeShape.remarks, t, t('orderPart.remarks'))]}
      >
        <Input.TextArea rows={2} count={counterOf(removeShape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}
