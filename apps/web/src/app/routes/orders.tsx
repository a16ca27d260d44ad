import { OrdersPage } from '../../features/orders/components/orders-page';

/** `/orders`: the managers' orders desk. */
export function Component() {
  return <OrdersPage />;
}
