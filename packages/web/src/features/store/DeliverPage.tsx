import { OrderListPage } from './OrderListPage';

/** /store/deliver: outbound store orders (default type 352). */
export default function DeliverPage() {
  return <OrderListPage direction={-1} />;
}
