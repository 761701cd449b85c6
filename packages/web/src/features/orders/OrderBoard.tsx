import type { OrderRow } from '@hangar/domain/contracts/orders';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/row-controls';
import type { OrderPayload } from './order-query';
import { day, OrderStateTag, STATES } from './order-view';
import { BOARD_LIMIT, useOrderRows } from './use-order-rows';

/*
 * The orders by state (issue 33): a column per state in the workflow's order (draft → closed, cancelled), each a
 * labelled region with its count and its orders as cards — number (opens the order), aircraft, title, cards
 * done/total, planned dates. A read board: the state changes are the order's own actions.
 *
 *   <OrderBoard payload={orderPayload(filter)} onOpen={(id) => …} />
 */

const css = `
.hangar-order-board { display: grid; grid-template-columns: repeat(6, minmax(180px, 1fr)); gap: 8px; overflow-x: auto; }
.hangar-order-column { background: var(--ant-color-fill-quaternary); border-radius: 6px; padding: 8px; min-width: 180px; }
.hangar-order-column h3 { font-size: 14px; margin: 0 0 8px; display: flex; gap: 6px; align-items: center; }
.hangar-order-column ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.hangar-order-card { background: var(--ant-color-bg-container); border: 1px solid var(--ant-color-border-secondary);
  border-radius: 6px; padding: 6px 8px; display: flex; flex-direction: column; gap: 2px; }
@media (max-width: 819px) { .hangar-order-board { grid-template-columns: 1fr; } }
`;

export default function OrderBoard({ payload, onOpen }: { payload: OrderPayload; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const rows = useOrderRows(payload);
  const items = rows.data?.items ?? [];
  const byState = (state: number) => items.filter((r) => r.state === state);
  return (
    <Spin spinning={rows.isFetching}>
      <style href="hangar-order-board" precedence="default">
        {css}
      </style>
      <div className="hangar-order-board" data-testid="order-board">
        {STATES.map((state) => {
          const column = byState(state);
          const headingId = `order-board-${state}`;
          return (
            <section key={state} className="hangar-order-column" aria-labelledby={headingId}>
              <h3 id={headingId}>
                <OrderStateTag state={state} t={t} />
                <span>{column.length}</span>
              </h3>
              <ul>
                {column.map((r) => (
                  <BoardCard key={r.id} row={r} onOpen={onOpen} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {(rows.data?.totalItems ?? 0) > BOARD_LIMIT ? (
        <Typography.Text type="secondary">
          {t('orders.capped', { count: BOARD_LIMIT, total: rows.data?.totalItems })}
        </Typography.Text>
      ) : null}
      {rows.error ? <Typography.Text type="danger">{rows.error.message}</Typography.Text> : null}
    </Spin>
  );
}

function BoardCard({ row, onOpen }: { row: OrderRow; onOpen(id: number): void }) {
  const { t } = useTranslation();
  return (
    <li className="hangar-order-card" data-testid={`board-card-${row.id}`}>
      <Flex justify="space-between" gap={4}>
        <LinkButton aria-label={t('orders.open', { seri: row.seri })} onClick={() => onOpen(row.id)}>
          {row.seri}
        </LinkButton>
        <span>{row.planeName}</span>
      </Flex>
      <span>{row.title}</span>
      <Typography.Text type="secondary">
        {t('order.cards')} {row.cardsDone}/{row.cards} · {day(row.plannedStart)} – {day(row.plannedEnd)}
      </Typography.Text>
    </li>
  );
}
