import { USER_TYPE } from '@jauc/contract';
import { isArchivedBid } from '../lots-core/bid-state.js';
import type { ClaimedNotice } from './notices.repo.js';

/**
 * The web page of the notice's bid: the bid list of the recipient's role (the managers' bid
 * manager, a dealer's bids, a client's bids, or the archive once the bid is settled and its
 * auction over) searched for the lot number, so the bid is the row the page opens on.
 */
export function bidLink(publicUrl: string, n: Pick<ClaimedNotice, 'user' | 'bid' | 'lot'>, now: Date): string {
  let route = '/bids';
  if (n.user.userType === USER_TYPE.manager) route = '/bid-manager';
  else if (isArchivedBid(n.bid.status, n.lot, now)) route = '/archive-bids';
  else if (n.user.userType === USER_TYPE.dealer) route = '/dealer-bids';
  return `${publicUrl}${route}?lotNo=${n.lot.lotNo}`;
}

const tokyoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "TOYOTA PRIUS 2019, USS Tokyo, 2026-11-25": the car as the lists show it. */
export const carLine = (lot: ClaimedNotice['lot']): string => `${lot.maker} ${lot.model} ${lot.year}, ${lot.house}, ${tokyoDate.format(lot.auctionDate)}`;
