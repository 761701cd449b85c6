import { OrderListPage } from './OrderListPage';

/** /store/purchase: inbound store orders (default type 303). */
export default function PurchasePage() {
  return <OrderListPage direction={1} />;
}
