import { ListingPage } from '../../features/listing/components/listing-page';

/** `/` and `/car-auction`: the auction lots of today and the coming days (spec 1 §2). */
export function Component() {
  return <ListingPage pageType="car-auction" titleKey="Listing.title.carAuction" />;
}
