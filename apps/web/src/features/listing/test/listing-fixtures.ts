import type { ListingLot, ListingResponse } from '@jauc/contract';

export function makeLot(overrides: Partial<ListingLot> = {}): ListingLot {
  const id = overrides.id ?? 1;
  return {
    id,
    lotNo: 10_000 + id,
    auctionDate: '2030-05-06T04:30:00.000Z',
    auctionName: 'USS Tokyo',
    maker: 'Toyota',
    model: 'Prius',
    year: 2015,
    engine: 1800,
    chassis: `ZVW30-${1_000_000 + id}`,
    grade: 'S Touring',
    color: 'White',
    gearbox: 'AT',
    priv: '2WD',
    mileage: 45_000,
    equip: 'AC PS PW',
    condition: '4.5',
    startPrice: 1_250_000,
    averagePrice: 1_480_000,
    soldPrice: null,
    isUss: true,
    myBid: false,
    myBidAmount: null,
    wishList: [],
    status: 4531,
    images: [`/media/lots/${id}/1.svg`],
    biddingDeadline: null,
    ...overrides,
  };
}

export function makeListing(lots: ListingLot[], totalSearchResults: number, page = 1, pageSize = 20): ListingResponse {
  return { carsList: lots, pageInfo: { page, pageSize, totalSearchResults, totalResults: totalSearchResults } };
}
