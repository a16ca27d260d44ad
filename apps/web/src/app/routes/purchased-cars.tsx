import { PurchaseListPage } from '../../features/purchases/components/purchase-list-page';

/** `/purchased-cars`: the won cars a client, dealer or manager may see (spec 2 §2). */
export function Component() {
  return <PurchaseListPage />;
}
