import { ROLE, USER_TYPE, type Profile } from '@jauc/contract';
import type { BidListType } from './bid-row';

/** Who is looking: spec 1 §6 (roleId 1092 dealer, userType 2 client, anyone else manager). */
export type Viewer = 'manager' | 'client' | 'dealer';

export function viewerOf(detail: Pick<Profile['detail'], 'roleId' | 'userType'>): Viewer {
  if (detail.roleId === ROLE.dealer) return 'dealer';
  if (detail.userType === USER_TYPE.client) return 'client';
  return 'manager';
}

/** The page path of each list type (spec 2 §2). */
export const LIST_PATH: Record<BidListType, string> = {
  'bid-manager': '/bid-manager',
  'my-bids': '/bids',
  dealer: '/dealer-bids',
  archive: '/archive-bids',
};

/** The one active list of each viewer; the archive is everyone's. */
const OWN_LIST: Record<Viewer, BidListType> = { manager: 'bid-manager', client: 'my-bids', dealer: 'dealer' };

/** Whether the viewer may open the list type (the server answers 403 on the others anyway). */
export const mayOpen = (viewer: Viewer, listType: BidListType) => listType === 'archive' || OWN_LIST[viewer] === listType;

/** The API path of a list (spec 2 §7 "Bid lists"); the archive tab of an active list reads the archive. */
export function listApiPath(listType: BidListType, archiveTab: boolean): string {
  if (archiveTab || listType === 'archive') return '/bid/bid-history';
  return { 'bid-manager': '/bid/index', 'my-bids': '/bid/my-bid', dealer: '/bid/dealer' }[listType];
}

/** GET /bid/filters for the active lists, /bid/bid-history-filters for the archive (spec 2 §7). */
export const filtersApiPath = (archive: boolean) => (archive ? '/bid/bid-history-filters' : '/bid/filters');
