import type { BidRecord, BidUser as ContractBidUser } from '@jauc/contract';

/** One row of a bid list: the bid/lot record of spec 2 §3 with its user object, as the contract has it. */
export type BidRow = BidRecord;
export type BidUser = ContractBidUser;

/** The four list types of the one bid list page (spec 2 §2). */
export type BidListType = 'bid-manager' | 'archive' | 'dealer' | 'my-bids';
