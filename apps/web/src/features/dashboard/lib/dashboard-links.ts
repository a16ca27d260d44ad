// Where each tile leads: its list, already filtered. A bid list's link is written by the bid
// desk's own URL serializer, handed in by the route (features do not import each other), so the
// link opens exactly the state the list reads back. The purchased cars and payments keep their
// filters under the keys of their list calls (status, userId).

/** The part of a bid list's URL state the dashboard links to. */
export interface BidListLinkState {
  /** One bid status 1–7, or the manager's results waiting. */
  tab?: number | 'awaiting';
  sort?: { sort: 'auctionDate'; order: 'ASC' | 'DESC' };
  /** `unread` and `awaitingResult` take ['1']: the list's on/off views (the tiles' unread chats, results waiting). */
  filters?: { auctionDate?: string[]; auction?: string[]; unread?: string[]; awaitingResult?: string[] };
}

/** A bid list (/bids, /dealer-bids, /bid-manager) in a given state. */
export type BidListHref = (path: string, state?: BidListLinkState) => string;

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The purchased cars of one status (0 Processing … 8), or all of them. */
export function purchasesHref(status?: number): string {
  return withQuery('/purchased-cars', new URLSearchParams(status === undefined ? {} : { status: String(status) }));
}

/** A client's ledger as a manager opens it, or the caller's own. */
export function paymentsHref(userId?: number): string {
  return withQuery('/payments', new URLSearchParams(userId === undefined ? {} : { userId: String(userId) }));
}

/** The lot page of a bid's lot (the dashboard's deadlines are auction lots still taking bids). */
export const auctionLotHref = (lotId: string) => `/car-auction/${lotId}`;
