import { FAVORITE_GROUPS, type LotDetail, type SharedLot } from '@jauc/contract';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

const photos = (id: number, n: number) => Array.from({ length: n }, (_, i) => `/media/lots/${id}/${i + 1}.svg`);

/** A lot page answer as GET /car-auction/lot/{id} gives it, adjusted by `overrides`. */
export function makeLotDetail(overrides: DeepPartial<LotDetail> = {}): LotDetail {
  const id = overrides.carCommonDetail?.id ?? 4242;
  const images = photos(id, 6);
  const base: LotDetail = {
    carCommonDetail: {
      isUss: false,
      allowDownloadPhotos: true,
      id,
      lotNumber: 1317,
      info: 'A1 front bumper, U2 left rear door. One owner',
      auctionSheet: `/media/lots/${id}/sheet-ja.svg`,
      comment: '',
      commentEditable: false,
    },
    mopDeail: { auctionSheet: `/media/lots/${id}/sheet-ja.svg`, backgroundSize: '137.93%', backgroundPosition: '9.09% 10.42%', aspectRatio: '580 / 140' },
    lotInfo: { lotNumber: 1317, auctionName: 'TAA Kinki', auctionDate: '2026-11-25T04:30:00.000Z', condition: '4.5', status: 4532 },
    carInfo: { maker: 'Toyota', model: 'Prius', year: 2015, chassisId: 'ZVW30-1234567', mileage: 84500 },
    carSpecification: { engineCC: 1800, grade: 'S Touring', color: 'Pearl white', transmission: 'AT', drive: '2WD', horsePower: 99, equipment: 'AC PS PW AW NAVI' },
    lotImages: { images, thumbnails: images },
    bidInfo: {
      bidGroupShow: true,
      exportTypeOptional: false,
      exportTypeShow: true,
      startPrice: 850_000,
      averagePrice: 910_000,
      soldPrice: null,
      bidLimitReached: false,
      myBid: false,
      jasId: null,
      myBidAmount: null,
      myBidDate: null,
      biddingDeadline: '2026-11-25T04:00:00.000Z',
      acceptBid: true,
      cancellationAllowed: false,
      auctionFinished: false,
      bidStatusId: null,
    },
    wishList: FAVORITE_GROUPS.map((group) => ({ group, value: false })),
  };
  return {
    ...base,
    ...overrides,
    carCommonDetail: { ...base.carCommonDetail, ...overrides.carCommonDetail },
    lotInfo: { ...base.lotInfo, ...overrides.lotInfo },
    carInfo: { ...base.carInfo, ...overrides.carInfo },
    carSpecification: { ...base.carSpecification, ...overrides.carSpecification },
    lotImages: { ...base.lotImages, ...overrides.lotImages },
    bidInfo: { ...base.bidInfo, ...overrides.bidInfo },
  } as LotDetail;
}

/** The share variant of the same lot. */
export function makeSharedLot(overrides: DeepPartial<LotDetail> = {}): SharedLot {
  const { carCommonDetail: c, lotInfo, carInfo, carSpecification, lotImages } = makeLotDetail(overrides);
  return { carCommonDetail: { isUss: c.isUss, id: c.id, lotNumber: c.lotNumber, info: c.info, auctionSheet: c.auctionSheet }, lotInfo, carInfo, carSpecification, lotImages };
}
