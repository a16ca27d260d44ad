import { Navigate, useParams } from 'react-router';
import { FAVORITE_GROUPS, type FavoriteGroup } from '@jauc/contract';
import { favoritesPath } from '../../features/listing/components/favorite-tabs';
import { ListingPage } from '../../features/listing/components/listing-page';

const isGroup = (value: string): value is FavoriteGroup => (FAVORITE_GROUPS as readonly string[]).includes(value);

/**
 * `/favorites/{group}`: the signed-in user's lots of one group, A to E (spec 1 §2, DESIGN.md §3).
 * A lower-case letter goes to its group; no group or an unknown one goes to group A.
 */
export function Component() {
  const raw = useParams().group ?? '';
  if (!isGroup(raw)) {
    const upper = raw.toUpperCase();
    return <Navigate to={favoritesPath(isGroup(upper) ? upper : FAVORITE_GROUPS[0])} replace />;
  }
  return <ListingPage pageType="car-auction" titleKey="Listing.title.favorites" favorite={raw} />;
}
