import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import type { OrderPayload } from './order-query';

/** The most orders the board and the calendar show at once (the list pages through them all). */
export const BOARD_LIMIT = 500;

/** The orders of the filters for the board and the calendar: one call, the first BOARD_LIMIT rows. */
export function useOrderRows(payload: OrderPayload) {
  const body = { ...payload, page: 1, pageSize: BOARD_LIMIT };
  return useQuery({
    queryKey: [ProductionOrder.table, 'board', body],
    queryFn: () => call(ProductionOrder.api.Query, body),
  });
}
