import { ObjType } from '@hangar/domain/codes';
import { StoreOrder, type StoreOrderDetail, type StoreOrderListRow } from '@hangar/domain/contracts/store';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { columnsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { useCan } from '../../session/session-context';
import { type Direction, dayOf, directionLabel, typeLabel, typeOptions, typesOf } from './labels';
import { OrderDetailDrawer } from './OrderDetail';
import { OrderDialog, STORE_TABLES, viewOf } from './OrderDialog';
import { OrderState } from './OrderState';
import { ReverseDialog } from './ReverseDialog';
import { useConfirmOrder } from './use-confirm-order';
import { useSuppliers, useWarehouses } from './use-store-refs';

// /store/purchase (inbound) and /store/deliver (outbound): the store orders of one direction (StoreOrder/Query
// with the fixed filter side: the type's direction, so that a reversal is listed beside its original). Rows:
// number, type, date, warehouse, supplier or aircraft and receiver, lines, total quantity, state, who created and confirmed it. Actions: view (the order as recorded), and on a
// draft edit / delete (Edit / Delete) and confirm (Execute); on a confirmed order not yet reversed, reverse
// (Execute); the operation log. The list kit's own editor is not used (canWrite is false): orders have their
// own dialog with lines, opened from the toolbar and the rows.

export interface OrderListPageProps {
  direction: Direction;
}

export function OrderListPage({ direction }: OrderListPageProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const view = viewOf(direction);
  const kind = direction > 0 ? 'purchase' : 'deliver';
  const may = {
    add: useCan(StoreOrder.api.Add, view),
    edit: useCan(StoreOrder.api.Update, view),
    delete: useCan(StoreOrder.api.Delete, view),
    confirm: useCan(StoreOrder.api.Confirm, view),
    reverse: useCan(StoreOrder.api.Reverse, view),
  };
  const warehouses = useWarehouses();
  const suppliers = useSuppliers();
  const planes = useReference('plane', { enabled: direction < 0 });
  const employees = useReference('employee');
  const confirmDelete = useConfirmDelete();
  const confirmOrder = useConfirmOrder(direction);
  const [dialog, setDialog] = useState<{ open: boolean; draft: StoreOrderDetail | null }>({
    open: false,
    draft: null,
  });
  const [shown, setShown] = useState<number | null>(null);
  const [reversing, setReversing] = useState<StoreOrderListRow | null>(null);

  const personOf = (id: number | null) => {
    const e = id === null ? undefined : employees.items.find((row) => row.pid === id);
    return e ? e.realName || e.name || e.phone : '';
  };
  const refresh = () => Promise.all(STORE_TABLES.map((table) => queryClient.invalidateQueries({ queryKey: [table] })));
  const showError = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const edit = async (row: StoreOrderListRow) => {
    try {
      setDialog({ open: true, draft: await call(StoreOrder.api.Get, { id: row.id }) });
    } catch (error) {
      showError(error);
    }
  };

  const remove = (row: StoreOrderListRow) =>
    confirmDelete({
      onOk: async () => {
        await call(StoreOrder.api.Delete, { id: row.id });
        await refresh();
      },
    });

  const askConfirm = (row: StoreOrderListRow) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('store.confirm.title'),
        content: t('store.confirm.content', { code: row.code, direction: directionLabel(t, direction) }),
        okText: t('store.confirm.ok'),
        cancelText: t('list.confirm.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const confirm = async (row: StoreOrderListRow) => {
    if (!(await askConfirm(row))) return;
    try {
      const done = await confirmOrder(row.id);
      if (done) void message.success(t('store.confirm.done'));
    } catch (error) {
      showError(error);
    } finally {
      await refresh();
    }
  };

  const searchFields = searchFieldsOf(
    StoreOrder,
    t,
    ['code', 'type', 'orderDate', 'warehouse', direction > 0 ? 'supplier' : 'plane', 'receiver', 'step'],
    {
      type: { type: 'enum', options: typeOptions(t, typesOf(direction)) },
      warehouse: { type: 'enum', options: warehouses.options },
      supplier: { type: 'enum', options: suppliers.options },
      plane: { type: 'enum', options: planes.options },
      step: {
        type: 'enum',
        options: [
          { value: 0, label: t('store.state.draft') },
          { value: 1, label: t('store.state.confirmed') },
        ],
      },
    },
  );

  const codeLink = (row: StoreOrderListRow) => (
    <Button type="link" size="small" onClick={() => setShown(row.id)}>
      {row.code}
    </Button>
  );

  const columns: ColumnsType<StoreOrderListRow> = [
    ...columnsOf<StoreOrderListRow>(StoreOrder, t, ['code', 'type', 'orderDate'], {
      code: { render: (_: string, row) => codeLink(row), fixed: 'left' },
      type: { render: (type: number) => typeLabel(t, type) },
      orderDate: { render: (v: string) => dayOf(v) },
    }),
    { title: t('store.order.warehouse'), dataIndex: 'warehouseName', key: 'warehouseName' },
    ...(direction > 0
      ? [{ title: t('store.order.supplier'), dataIndex: 'supplierName', key: 'supplierName' }]
      : [
          { title: t('store.order.plane'), dataIndex: 'planeName', key: 'planeName' },
          { title: t('store.order.receiver'), dataIndex: 'receiver', key: 'receiver' },
        ]),
    { title: t('store.order.itemCount'), dataIndex: 'itemCount', key: 'itemCount' },
    { title: t('store.order.totalQuantity'), dataIndex: 'totalQuantity', key: 'totalQuantity' },
    { title: t('store.order.step'), key: 'state', render: (_, row) => <OrderState order={row} /> },
    { title: t('store.order.createdBy'), key: 'createdBy', render: (_, row) => personOf(row.createdBy) },
    { title: t('store.order.confirmedBy'), key: 'confirmedBy', render: (_, row) => personOf(row.confirmedBy) },
  ];

  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <ListPage<StoreOrderListRow>
      table={StoreOrder.table}
      api={StoreOrder.api}
      view={view}
      payload={{ fixedFilters: [{ name: 'side', compare: 'eq', value: direction }] }}
      searchFields={searchFields}
      columns={columns}
      formFields={[]}
      titles={{ add: t(`store.${kind}.add`), edit: t(`store.${kind}.edit`) }}
      canWrite={() => false}
      actionsWidth={300}
      toolbar={
        may.add ? (
          <Button type="primary" onClick={() => setDialog({ open: true, draft: null })}>
            {t(`store.${kind}.add`)}
          </Button>
        ) : null
      }
      rowActions={(row) => (
        <>
          {link(t('store.action.view'), () => setShown(row.id))}
          {row.step === 0 && may.edit ? link(t('list.action.edit'), () => void edit(row)) : null}
          {row.step === 0 && may.confirm ? link(t('store.action.confirm'), () => void confirm(row)) : null}
          {row.step === 0 && may.delete ? link(t('list.action.delete'), () => void remove(row), true) : null}
          {row.step === 1 && !row.reversedBy && !row.reverses && may.reverse
            ? link(t('store.action.reverse'), () => setReversing(row), true)
            : null}
        </>
      )}
      operLog={ObjType.StoreOrder}
      card={(row, actions) => (
        <div data-testid="order-card">
          <Flex justify="space-between" align="center" gap={8} wrap>
            {codeLink(row)}
            <OrderState order={row} />
          </Flex>
          <Typography.Text type="secondary">
            {typeLabel(t, row.type)} · {dayOf(row.orderDate)} · {row.warehouseName}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {t('store.order.itemCount')}: {row.itemCount} · {t('store.order.totalQuantity')}: {row.totalQuantity}
            </Typography.Text>
          </div>
          {actions}
        </div>
      )}
    >
      <OrderDialog
        direction={direction}
        open={dialog.open}
        draft={dialog.draft}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <OrderDetailDrawer orderId={shown} onClose={() => setShown(null)} personOf={personOf} />
      <ReverseDialog order={reversing} onClose={() => setReversing(null)} />
    </ListPage>
  );
}
