import { FilePdfOutlined } from '@ant-design/icons';
import { ObjType } from '@hangar/domain/codes';
import {
  type OpenWork,
  type OrderDetail,
  OrderPaper,
  type OrderRow,
  OrderState,
  ProductionOrder,
} from '@hangar/domain/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Form, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { contractRule, counterOf } from '../../components/contract-rules';
import { DocumentButton } from '../../components/document-download';
import { EditorDialog } from '../../components/EditorDialog';
import { EntityDrawer } from '../../components/EntityDrawer';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { PrintButton } from '../../components/print';
import { useCan } from '../../session/session-context';
import { OrderFields, type OrderValues, orderBody } from './NewOrderDialog';
import OrderCards, { cardHeadingId } from './OrderCards';
import { orderKey } from './order-cache';
import { day, minute, OrderStateTag, openWorkLine, openWorkOf } from './order-view';
import PlanningDialog from './PlanningDialog';
import OrderPartsPanel from './parts/OrderPartsPanel';

/*
 * The order's screen (issue 33), a drawer like the aircraft's (full width on phones), opened from the list, the
 * board, the calendar or `?order=<id>`: the header (number, title, state, aircraft, site, planned dates, cards
 * done/total, who released, inspected and closed it), the state actions each offered when the row's abilities
 * (orderRefusal on the server) AND the caller's access (useCan) allow — Release, Cancel (with a reason), Final
 * inspection, Close (the release to service, with remarks), Delete (a draft) — and Print. A refused inspection or
 * close lists the open work the server names (601 `order.openWork`, the answer's `openWork`: each card, step or
 * part line and why); without a list the message alone is shown. Below: the task cards (OrderCards) and the
 * parts panel's place (the order-parts room's OrderPartsPanel, mounted by the lead).
 *
 *   <OrderDrawer id={7} onClose={() => …} />
 */

type Dialog = 'edit' | 'cancel' | 'close' | 'plan' | null;

/** `card`: a card to bring into view and focus once the order is read (a task card's QR code: `?order=&card=`). */
export default function OrderDrawer({ id, card, onClose }: { id: number; card?: number; onClose(): void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openWork, setOpenWork] = useState<OpenWork[] | null>(null);
  const detail = useQuery({ queryKey: orderKey(id), queryFn: () => call(ProductionOrder.api.Get, { id }) });
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (!loaded || card === undefined) return;
    const heading = document.getElementById(cardHeadingId(card));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  }, [loaded, card]);
  const can = {
    release: useCan(ProductionOrder.api.Release),
    cancel: useCan(ProductionOrder.api.Cancel),
    inspect: useCan(ProductionOrder.api.Inspect),
    close: useCan(ProductionOrder.api.Close),
    delete: useCan(ProductionOrder.api.Delete),
    addCards: useCan(ProductionOrder.api.AddCards),
    update: useCan(ProductionOrder.api.Update),
  };
  const order = detail.data;
  const refresh = () => client.invalidateQueries({ queryKey: [ProductionOrder.table] });

  /** A state change answering the order's row: refresh everything of orders; a refusal's open work listed. */
  const stateChange = async (run: () => Promise<OrderRow>, done: string) => {
    try {
      await run();
      setOpenWork(null);
      void message.success(done);
      await refresh();
    } catch (error) {
      const work = openWorkOf(error);
      setOpenWork(work.length > 0 ? work : null);
      if (work.length === 0) void message.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
  const confirm = (content: string, run: () => Promise<OrderRow>, done: string) =>
    modal.confirm({
      title: content,
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      onOk: () => stateChange(run, done).catch(() => undefined),
    });

  const actions = order ? (
    <Flex gap={8} wrap>
      {order.abilities.release && can.release ? (
        <Button
          type="primary"
          onClick={() =>
            confirm(
              t('orders.confirmRelease', { seri: order.seri }),
              () => call(ProductionOrder.api.Release, { id }),
              t('orders.released'),
            )
          }
        >
          {t('orders.release')}
        </Button>
      ) : null}
      {order.abilities.inspect && can.inspect ? (
        <Button
          type="primary"
          onClick={() =>
            confirm(
              t('orders.confirmInspect', { seri: order.seri }),
              () => call(ProductionOrder.api.Inspect, { id }),
              t('orders.inspected'),
            )
          }
        >
          {t('orders.inspect')}
        </Button>
      ) : null}
      {order.abilities.close && can.close ? (
        <Button type="primary" onClick={() => setDialog('close')}>
          {t('orders.close')}
        </Button>
      ) : null}
      {order.abilities.update && can.update ? (
        <Button onClick={() => setDialog('edit')}>{t('orders.edit')}</Button>
      ) : null}
      {order.abilities.update && can.addCards ? (
        <Button onClick={() => setDialog('plan')}>{t('orders.addCards')}</Button>
      ) : null}
      {order.abilities.cancel && can.cancel ? (
        <Button danger onClick={() => setDialog('cancel')}>
          {t('orders.cancel')}
        </Button>
      ) : null}
      {order.abilities.delete && can.delete ? (
        <Button
          danger
          onClick={() =>
            void confirmDelete({ onOk: () => call(ProductionOrder.api.Delete, { id }) }).then((deleted) => {
              if (!deleted) return;
              void refresh();
              onClose();
            })
          }
        >
          {t('orders.delete')}
        </Button>
      ) : null}
      <PrintButton aircraft={order.planeName} title={`${order.seri} ${order.title}`} rows="shown" />
      {/* The order's paper, made by the server in the reader's language (OrderPaper). */}
      <DocumentButton endpoint={OrderPaper.api.Order} body={{ id: order.id }} icon={<FilePdfOutlined />}>
        {t('orders.paper.order')}
      </DocumentButton>
      <DocumentButton endpoint={OrderPaper.api.Cards} body={{ id: order.id }} icon={<FilePdfOutlined />}>
        {t('orders.paper.cards')}
      </DocumentButton>
      {order.crsTask !== null ? (
        <DocumentButton endpoint={OrderPaper.api.Crs} body={{ id: order.id }} icon={<FilePdfOutlined />}>
          {t('orders.paper.crs')}
        </DocumentButton>
      ) : null}
      <OperLogButton targetType={ObjType.ProductionOrder} targetId={order.id} />
    </Flex>
  ) : null;

  return (
    <EntityDrawer
      open
      onClose={onClose}
      width={1100}
      title={
        order ? (
          <Flex gap={8} align="center" wrap>
            <span>{t('orders.header', { seri: order.seri, title: order.title })}</span>
            <OrderStateTag state={order.state} t={t} />
          </Flex>
        ) : (
          t('frame.route.maintain-order')
        )
      }
    >
      <Spin spinning={detail.isFetching && !order}>
        {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
        {order ? (
          <Flex vertical gap={12} data-testid="order-drawer">
            {actions}
            {openWork ? <OpenWorkList work={openWork} /> : null}
            <OrderHeader order={order} />
            <OrderCards order={order} />
            {/* The parts of the order (features/orders/parts): reservations, pick list, issues, returns, removed parts. */}
            <section data-testid="order-parts-slot" aria-label={t('orders.partsPlace')}>
              <OrderPartsPanel
                order={order.id}
                plane={order.plane}
                open={order.state === OrderState.Released || order.state === OrderState.InWork}
              />
            </section>
          </Flex>
        ) : null}
      </Spin>
      {order && dialog === 'edit' ? (
        <EditDialog
          order={order}
          onClose={(saved) => {
            setDialog(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
      {order && dialog === 'cancel' ? (
        <CancelDialog
          order={order}
          onClose={(saved) => {
            setDialog(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
      {order && dialog === 'close' ? (
        <CloseDialog
          order={order}
          openWork={openWork}
          onRefused={setOpenWork}
          onClose={(saved) => {
            setDialog(null);
            if (saved) {
              setOpenWork(null);
              void refresh();
            }
          }}
        />
      ) : null}
      {order && dialog === 'plan' ? (
        <PlanningDialog
          plane={{ id: order.plane, name: order.planeName ?? '' }}
          order={{ id: order.id, seri: order.seri }}
          onClose={() => {
            setDialog(null);
            void refresh();
          }}
        />
      ) : null}
    </EntityDrawer>
  );
}

function OrderHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const who = (name: string | null, at: string | null) => [name, minute(at)].filter(Boolean).join(' ');
  const items = [
    { key: 'plane', label: t('order.plane'), children: order.planeName },
    { key: 'site', label: t('order.site'), children: order.siteName },
    {
      key: 'planned',
      label: `${t('order.plannedStart')} – ${t('order.plannedEnd')}`,
      children: `${day(order.plannedStart)} – ${day(order.plannedEnd)}`,
    },
    { key: 'cards', label: t('order.cards'), children: `${order.cardsDone}/${order.cards}` },
    { key: 'hours', label: t('order.estimatedHours'), children: order.estimatedHours },
    ...(order.releasedAt
      ? [{ key: 'released', label: t('order.releasedAt'), children: minute(order.releasedAt) }]
      : []),
    ...(order.inspectedAt
      ? [{ key: 'inspected', label: t('order.inspectedName'), children: who(order.inspectedName, order.inspectedAt) }]
      : []),
    ...(order.closedAt ? [{ key: 'closed', label: t('order.closedAt'), children: minute(order.closedAt) }] : []),
    ...(order.cancelReason ? [{ key: 'reason', label: t('order.cancelReason'), children: order.cancelReason }] : []),
    ...(order.remarks ? [{ key: 'remarks', label: t('order.remarks'), children: order.remarks }] : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

/** The open work a refused inspection or close named, one line each. */
export function OpenWorkList({ work }: { work: OpenWork[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('orders.openWorkTitle')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="open-work">
          {work.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as answered
            <li key={i}>{openWorkLine(w, t)}</li>
          ))}
        </ul>
      }
    />
  );
}

const updateShape = ProductionOrder.api.Update.input.shape;

/** Title, site, planned dates and remarks of an order not closed or cancelled (ProductionOrder/Update). */
function EditDialog({ order, onClose }: { order: OrderDetail; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog<OrderValues>
      state="edit"
      open
      title={`${t('orders.edit')}: ${order.seri}`}
      initialValues={{
        title: order.title,
        site: order.site,
        plannedStart: dayjs(day(order.plannedStart)),
        plannedEnd: dayjs(day(order.plannedEnd)),
        remarks: order.remarks ?? undefined,
      }}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        const { plane: _plane, ...body } = orderBody({ ...values, plane: order.plane });
        await call(ProductionOrder.api.Update, { id: order.id, ...body });
        onClose(true);
      }}
    >
      <OrderFields withPlane={false} />
      <Form.Item
        name="remarks"
        label={t('order.remarks')}
        rules={[contractRule(updateShape.remarks, t, t('order.remarks'))]}
      >
        <Input.TextArea rows={2} count={counterOf(updateShape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}

const cancelShape = ProductionOrder.api.Cancel.input.shape;
const closeShape = ProductionOrder.api.Close.input.shape;

function CancelDialog({ order, onClose }: { order: OrderDetail; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog<{ reason: string }>
      state="edit"
      open
      title={`${t('orders.cancel')}: ${order.seri}`}
      successMessage={t('orders.cancelled')}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        await call(ProductionOrder.api.Cancel, { id: order.id, reason: values.reason });
        onClose(true);
      }}
    >
      <Form.Item
        name="reason"
        label={t('order.cancelReason')}
        rules={[
          { required: true, whitespace: true, message: t('order.cancelReasonRequired') },
          contractRule(cancelShape.reason, t, t('order.cancelReason')),
        ]}
      >
        <Input.TextArea rows={3} count={counterOf(cancelShape.reason)} />
      </Form.Item>
    </EditorDialog>
  );
}

function CloseDialog({
  order,
  openWork,
  onRefused,
  onClose,
}: {
  order: OrderDetail;
  openWork: OpenWork[] | null;
  onRefused(work: OpenWork[] | null): void;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <EditorDialog<{ remarks?: string }>
      state="edit"
      open
      title={`${t('orders.close')}: ${order.seri}`}
      successMessage={t('orders.closed')}
      okText={t('orders.close')}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        try {
          await call(ProductionOrder.api.Close, { id: order.id, remarks: values.remarks ?? null });
        } catch (error) {
          const work = openWorkOf(error);
          onRefused(work.length > 0 ? work : null);
          throw error instanceof ApiError ? error : new Error(String(error));
        }
        onClose(true);
      }}
    >
      <Typography.Paragraph>{t('orders.closeNote')}</Typography.Paragraph>
      {openWork ? <OpenWorkList work={openWork} /> : null}
      <Form.Item
        name="remarks"
        label={t('orders.closeRemarks')}
        rules={[contractRule(closeShape.remarks, t, t('orders.closeRemarks'))]}
      >
        <Input.TextArea rows={3} count={counterOf(closeShape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}
