import { type OrderRow, ProductionOrder } from '@hangar/domain/contracts/orders';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { useReference } from '../../components/reference';

/*
 * The new order dialog (issue 33): aircraft, title, site, planned start and end, remarks; ProductionOrder/Add
 * (the server gives the number). The server's field errors land on their fields (EditorDialog).
 *
 *   <NewOrderDialog plane={5} onClose={(created) => …} />   // created: the new order's row, or null
 */

const shape = ProductionOrder.api.Add.input.shape;

export interface OrderValues {
  plane?: number;
  title?: string;
  site?: number | null;
  plannedStart?: Dayjs | null;
  plannedEnd?: Dayjs | null;
  remarks?: string;
}

/** The form's values as the Add body (days `YYYY-MM-DD`, absent as null). */
export function orderBody(values: OrderValues) {
  return {
    plane: values.plane as number,
    title: values.title ?? '',
    site: values.site ?? null,
    plannedStart: values.plannedStart ? values.plannedStart.format('YYYY-MM-DD') : '',
    plannedEnd: values.plannedEnd ? values.plannedEnd.format('YYYY-MM-DD') : '',
    remarks: values.remarks ?? null,
  };
}

/** The order's fields (the new order dialog and the planning dialog's new order). */
export function OrderFields({ withPlane }: { withPlane: boolean }) {
  const { t } = useTranslation();
  const planes = useReference('plane', { enabled: withPlane });
  const sites = useReference('site');
  return (
    <>
      {withPlane ? (
        <Form.Item
          name="plane"
          label={t('order.plane')}
          rules={[{ required: true, message: t('order.planeRequired') }]}
        >
          <Select showSearch optionFilterProp="label" options={planes.options} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="title"
        label={t('order.title')}
        rules={[
          { required: true, whitespace: true, message: t('order.titleRequired') },
          contractRule(shape.title, t, t('order.title')),
        ]}
      >
        <Input count={counterOf(shape.title)} />
      </Form.Item>
      <Form.Item name="site" label={t('order.site')}>
        <Select allowClear showSearch optionFilterProp="label" options={sites.options} />
      </Form.Item>
      <Form.Item
        name="plannedStart"
        label={t('order.plannedStart')}
        rules={[{ required: true, message: t('order.plannedStartRequired') }]}
      >
        <DatePicker />
      </Form.Item>
      <Form.Item
        name="plannedEnd"
        label={t('order.plannedEnd')}
        dependencies={['plannedStart']}
        rules={[
          { required: true, message: t('order.plannedEndRequired') },
          ({ getFieldValue }) => ({
            validator: (_, end: Dayjs | null) => {
              const start: Dayjs | null = getFieldValue('plannedStart');
              return end && start && end.isBefore(start, 'day')
                ? Promise.reject(new Error(t('order.plannedEndBeforeStart')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker />
      </Form.Item>
    </>
  );
}

export default function NewOrderDialog({
  plane,
  onClose,
}: {
  plane?: number;
  onClose(created: OrderRow | null): void;
}) {
  const { t } = useTranslation();
  return (
    <EditorDialog<OrderValues>
      state="add"
      open
      title={t('orders.add')}
      initialValues={{ plane, plannedStart: dayjs(), plannedEnd: dayjs().add(2, 'day') }}
      onClose={() => onClose(null)}
      onSubmit={async (values) => {
        const created = await call(ProductionOrder.api.Add, orderBody(values));
        onClose(created);
      }}
    >
      <OrderFields withPlane />
      <Form.Item name="remarks" label={t('order.remarks')} rules={[contractRule(shape.remarks, t, t('order.remarks'))]}>
        <Input.TextArea rows={2} count={counterOf(shape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}
