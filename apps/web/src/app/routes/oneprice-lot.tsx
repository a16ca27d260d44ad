import { LotRoute } from './lot-route';

/** `/oneprice/{id}`: a fixed-price stock car (spec 1 §2, spec 2 §2). */
export function Component() {
  return <LotRoute pageType="stock" />;
}
