import { type OrderRow, ProductionOrder } from '@hangar/domain/contracts/orders';
import { Button, DatePicker, Flex, Input, Select, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { postQuery } from '../../components/list-query';
import { PrintButton, printColumns } from '../../components/print';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import NewOrderDialog from './NewOrderDialog';
import OrderBoard from './OrderBoard';
import OrderCalendar from './OrderCalendar';
import OrderDrawer from './OrderDrawer';
import { type OrderFilter, orderPayload } from './order-query';
import { day, OrderStateTag, STATES } from './order-view';

/*
 * /maintain/order (生产工单 / Production orders, issue 33): the company's orders filtered by aircraft, state,
 * number or title and planned dates, as a list (the list kit's DataTable: number, aircraft, title, state, cards
 * done/total, planned dates), a board by state (a column per state) or a calendar by aircraft (the planned spans
 * over days or weeks). New order (ProductionOrder/Add's access) opens the dialog; a number opens the order's
 * drawer, kept in the address (`?order=<id>`, so the fleet monitor's planning dialog can open it too).
 */

export default function OrderPage() {
  const { t } = useTranslation();
  const planes = useReference('plane');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>({});
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const canAdd = useCan(ProductionOrder.api.Add);
  const payload = orderPayload(filter);
  const openId = Number(params.get('order')) || null;
  const open = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('card');
        if (id === null) next.delete('order');
        else next.set('order', String(id));
        return next;
      },
      { replace: false },
    );

  const columns: ColumnsType<OrderRow> = printColumns([
    {
      title: t('order.seri'),
      key: 'seri',
      sorter: true,
      render: (_, r) => (
        <LinkButton aria-label={t('orders.open', { seri: r.seri })} onClick={() => open(r.id)}>
          {r.seri}
        </LinkButton>
      ),
    },
    { title: t('order.plane'), key: 'planeName', render: (_, r) => r.planeName },
    { title: t('order.title'), key: 'title', ellipsis: true, render: (_, r) => r.title },
    { title: t('order.state'), key: 'state', render: (_, r) => <OrderStateTag state={r.state} t={t} /> },
    { title: t('order.cards'), key: 'cards', render: (_, r) => `${r.cardsDone}/${r.cards}` },
    { title: t('order.plannedStart'), key: 'plannedStart', sorter: true, render: (_, r) => day(r.plannedStart) },
    { title: t('order.plannedEnd'), key: 'plannedEnd', sorter: true, render: (_, r) => day(r.plannedEnd) },
    { title: t('order.site'), key: 'siteName', render: (_, r) => r.siteName },
    { title: t('order.estimatedHours'), key: 'estimatedHours', render: (_, r) => r.estimatedHours },
  ]);

  const filters = (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('frame.route.maintain-order')}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 150 }}
        placeholder={t('orders.allPlanes')}
        aria-label={t('order.plane')}
        options={planes.options}
        value={filter.plane}
        onChange={(plane) => setFilter((f) => ({ ...f, plane }))}
      />
      <Select
        allowClear
        style={{ minWidth: 130 }}
        placeholder={t('orders.allStates')}
        aria-label={t('order.state')}
        options={STATES.map((s) => ({ value: s, label: t(`order.state.${s}`) }))}
        value={filter.state}
        onChange={(state) => setFilter((f) => ({ ...f, state }))}
      />
      <Input.Search
        allowClear
        style={{ width: 220 }}
        placeholder={t('orders.search')}
        aria-label={t('orders.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => setFilter((f) => ({ ...f, text: value }))}
      />
      <DatePicker
        placeholder={t('orders.plannedFrom')}
        aria-label={t('orders.plannedFrom')}
        value={filter.from ?? null}
        onChange={(from) => setFilter((f) => ({ ...f, from }))}
      />
      <DatePicker
        placeholder={t('orders.plannedTo')}
        aria-label={t('orders.plannedTo')}
        value={filter.to ?? null}
        onChange={(to) => setFilter((f) => ({ ...f, to }))}
      />
      {canAdd ? (
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('orders.add')}
        </Button>
      ) : null}
      <PrintButton
        aircraft={filter.plane === undefined ? null : planes.labelOf(filter.plane)}
        title={t('frame.route.maintain-order')}
      />
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="order-page">
      <RowControlsStyle />
      {filters}
      <Tabs
        defaultActiveKey="list"
        destroyOnHidden
        items={[
          {
            key: 'list',
            label: t('orders.view.list'),
            children: (
              <DataTable<OrderRow>
                columns={columns}
                rowKey="id"
                queryKey={[ProductionOrder.table, 'page', payload]}
                query={postQuery(ProductionOrder.api.Query, { ...payload })}
                heightOffset={380}
                card={(r) => (
                  <Flex vertical gap={2}>
                    <Flex justify="space-between" align="center" gap={8}>
                      <LinkButton aria-label={t('orders.open', { seri: r.seri })} onClick={() => open(r.id)}>
                        {r.seri}
                      </LinkButton>
                      <OrderStateTag state={r.state} t={t} />
                    </Flex>
                    <span>
                      {r.planeName} · {r.title}
                    </span>
                    <span>
                      {t('order.cards')} {r.cardsDone}/{r.cards} · {day(r.plannedStart)} – {day(r.plannedEnd)}
                    </span>
                  </Flex>
                )}
              />
            ),
          },
          {
            key: 'board',
            label: t('orders.view.board'),
            children: <OrderBoard payload={payload} onOpen={open} />,
          },
          {
            key: 'calendar',
            label: t('orders.view.calendar'),
            children: <OrderCalendar payload={payload} from={filter.from ?? null} onOpen={open} />,
          },
        ]}
      />
      {adding ? (
        <NewOrderDialog
          plane={filter.plane}
          onClose={(created) => {
            setAdding(false);
            if (created) open(created.id);
          }}
        />
      ) : null}
      {openId !== null ? (
        <OrderDrawer id={openId} card={Number(params.get('card')) || undefined} onClose={() => open(null)} />
      ) : null}
    </Flex>
  );
}
