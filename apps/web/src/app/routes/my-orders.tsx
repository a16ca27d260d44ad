import { MyOrdersPage } from '../../features/orders/components/my-orders-page';

/** `/my-orders`: the user's own orders and their status. */
export function Component() {
  return <MyOrdersPage />;
}
