import { ListingPage } from '../../features/listing/components/listing-page';

/** `/sales-statistic`: past auction results (spec 1 §2). */
export function Component() {
  return <ListingPage pageType="stats" titleKey="Listing.title.salesStatistic" />;
}
