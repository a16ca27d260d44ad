/**
 * One row of a bid list: the bid/lot record of spec 2 §3 with its user object. Until the list
 * contract (packages/contract/src/bids/bid-list.ts) lands this mirrors the spec field by field;
 * then it becomes the contract's inferred type, so every cell reads exactly what the server sends.
 */
export interface BidUser {
  name: string;
  company: string | null;
  clientId: string;
  jasClientId: number;
  userLevel: number | null;
  createdAt: string;
  lastLogin: string | null;
  creditLimit: number;
  balance: number;
  country?: number;
  note?: string;
  carDealer?: string;
}

export interface BidRow {
  bidId: number;
  /** The lot id, for the lot link. */
  id: string;
  autoBid?: boolean;
  lotNo: number;
  lotType: string;
  auctionDate: string;
  auctionName: string;
  maker: string;
  model: string;
  year: string | number;
  engine: number;
  chassis: string;
  grade: string;
  color: string;
  condition: string;
  gearbox: string;
  mileage: number;
  equip: string;
  startPrice: number | null;
  soldPrice: number | null;
  bidDate: string;
  /** The lot's auction status (4531–4538). */
  status: number | null;
  user: BidUser | null;
  bidAmount: number | null;
  exportType?: number | null;
  bidGroup: number | null;
  /** 1 New … 7 blank (spec 2 §4). */
  bidStatus: number | null;
  manager: string | null;
  message: string | null;
  isRead: boolean;
  adjustmentPrice?: number;
  images: string[];
}

/** The four list types of the one bid list page (spec 2 §2). */
export type BidListType = 'bid-manager' | 'archive' | 'dealer' | 'my-bids';
