import { LotRoute } from './lot-route';

/** `/car-auction/{id}`: an auction lot (spec 2 §2). */
export function Component() {
  return <LotRoute pageType="car-auction" />;
}
