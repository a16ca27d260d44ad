import { MakeAnOrderPage } from '../../features/make-an-order/components/make-an-order-page';

/** `/make-an-order`: ask the managers to find a car. */
export function Component() {
  return <MakeAnOrderPage />;
}
