import { LotRoute } from './lot-route';

/** `/sales-statistic/{id}`: a past result (spec 1 §2, spec 2 §2). */
export function Component() {
  return <LotRoute pageType="stats" />;
}
