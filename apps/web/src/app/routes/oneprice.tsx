import { ListingPage } from '../../features/listing/components/listing-page';

/** `/oneprice`: fixed-price stock cars (spec 1 §2; their price is soldPrice, DESIGN.md §3). */
export function Component() {
  return <ListingPage pageType="stock" titleKey="Listing.title.oneprice" />;
}
