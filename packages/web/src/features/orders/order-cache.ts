import { type OrderDetail, ProductionOrder } from '@hangar/domain/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';

/** The query key of an order's detail (ProductionOrder/Get); every key of orders starts with the table. */
export const orderKey = (id: number) => [ProductionOrder.table, 'get', id] as const;

/** After a write that answers the order's detail: show it at once, and refresh the lists (not this order again). */
export function useApplyDetail(id: number) {
  const client = useQueryClient();
  return (detail: OrderDetail) => {
    client.setQueryData(orderKey(id), detail);
    void client.invalidateQueries({
      queryKey: [ProductionOrder.table],
      predicate: (q) => !(q.queryKey[1] === 'get' && q.queryKey[2] === id),
    });
  };
}
