import { LandedCostPage } from '../../features/landed-cost/components/landed-cost-page';

/** `/landed-cost`: the stand-alone landed-cost calculator (issue 21 §2). */
export function Component() {
  return <LandedCostPage />;
}
