import type { PageType } from '@jauc/contract';
import { requestEarly } from '../../../lib/api-client';
import { parseListingUrl, toListingRequest } from '../lib/listing-url';
import { listingPageSize } from '../lib/page-size';

/**
 * Asks for the listing page that `url` will show, with exactly the query the screen will send
 * (getListing), so the screen's first request finds the answer already on its way.
 */
export function prefetchListing(pageType: PageType, url: URL): void {
  requestEarly(`/${pageType}/listing`, toListingRequest(parseListingUrl(url.searchParams), { pageSize: listingPageSize.get(), pageType }));
}
