// A checked provider lot (ajes-row.ts) as one of our lots rows (decision 019). Pure: the ids of
// its house, maker and model come from provider-catalog.ts.
import { AUCTION_STATUS, conditionRank } from '@jauc/contract';
import { isSoldStatus } from '../auction-clock/feeds.js';
import { fuelFromChassis } from '../export-rules/hybrid-chassis.js';
import type { ProviderLot } from './ajes-row.js';
import type { CatalogIds } from './provider-catalog.js';
import type { ProviderLotRow } from './provider-lots.repo.js';

// Our columns' bounds (auction-clock/feeds.ts lotFeedRowSchema): longer provider text is cut.
const cut = (value: string, max: number) => value.slice(0, max);
const INT4_MAX = 2_147_483_647;
const MAX_PHOTOS = 100;

export type RowOutcome = { ok: true; row: ProviderLotRow } | { ok: false; reason: 'no_price' | 'bad_lot_number' };

/**
 * `main` → an auction lot waiting for its session (Ongoing once it started); `stats` → a past
 * result (a sale without a price is Unknown: a price is what a sale is); `one` → a stock car at
 * its fixed price (`finish`), dated when we first saw it.
 */
export function providerLotRow(lot: ProviderLot, ids: CatalogIds, now: Date): RowOutcome {
  const kind = lot.table === 'one' ? 'stock' : 'auction';
  const lotNo = lot.lotNo ?? lot.providerId % 1_000_000_000;
  if (lotNo > INT4_MAX) return { ok: false, reason: 'bad_lot_number' };
  const auctionDate = lot.sessionStart ?? now;
  let status: number;
  let soldPrice: number | null = null;
  let startPrice = lot.startPrice;
  if (lot.table === 'one') {
    if (lot.soldPrice === null || lot.soldPrice <= 0) return { ok: false, reason: 'no_price' };
    status = AUCTION_STATUS.upcoming;
    soldPrice = lot.soldPrice;
    startPrice = null;
  } else if (lot.table === 'stats') {
    status = lot.status ?? AUCTION_STATUS.unknown;
    if (isSoldStatus(status)) {
      if (lot.soldPrice === null || lot.soldPrice <= 0) status = AUCTION_STATUS.unknown;
      else soldPrice = lot.soldPrice;
    }
  } else {
    status = auctionDate.getTime() <= now.getTime() ? AUCTION_STATUS.ongoing : AUCTION_STATUS.upcoming;
  }
  const photos = lot.photos.slice(0, MAX_PHOTOS);
  return {
    ok: true,
    row: {
      kind,
      providerId: lot.providerId,
      ...ids,
      auctionDate,
      lotNo,
      year: lot.year,
      engine: Math.min(lot.engineCc ?? 0, 100_000),
      chassisCode: cut(lot.chassisCode, 40),
      chassisNo: cut(lot.chassisNo, 40),
      grade: cut(lot.grade, 200),
      color: cut(lot.colorCode, 60),
      gearbox: cut(lot.transmissionCode || (lot.gearboxType === 'manual' ? 'MT' : lot.gearboxType === 'automatic' ? 'AT' : ''), 40),
      drive: cut(lot.driveCode, 40),
      horsePower: lot.powerHp !== null && lot.powerHp <= 5000 ? lot.powerHp : null,
      mileage: Math.min(lot.mileageKm ?? 0, 10_000_000),
      equip: cut(lot.equipment, 500),
      condition: cut(lot.condition, 10),
      conditionRank: conditionRank(lot.condition),
      interiorGrade: lot.interiorGrade,
      startPrice,
      soldPrice,
      status,
      imageCount: photos.length,
      info: lot.info,
      photoUrls: photos,
      // The `time` mark, else a known hybrid or electric chassis of the maker: stored, so the listing's
      // "exportable" filter reads one column (issue 21 §1).
      fuel: lot.fuel ?? fuelFromChassis(lot.makerName, lot.chassisCode),
    },
  };
}
