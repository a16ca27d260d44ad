import { desc, eq } from 'drizzle-orm';
import { AUCTION_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../../src/db/client.js';
import { lots } from '../../src/db/schema.js';
import { now } from '../../src/lib/clock.js';
import { startOfTokyoToday } from '../../src/modules/lots-core/lot-query.js';
import { randomCar } from '../../src/seed/catalog.js';
import { insertLots, type LotSeedRow } from '../../src/seed/lots-insert.js';
import { createRng } from '../../src/seed/rng.js';
import { takeLotNumbers } from './lot-numbers.js';

/** Auction houses of the demo catalog: 1 is USS Tokyo, 7 is TAA Kinki (not USS). */
export const USS_HOUSE = 1;
export const OTHER_HOUSE = 7;
const DAY_MS = 86_400_000;

/** 10:00 Tokyo time `days` days from today on the server clock (negative: in the past). */
export function tokyoDaysFromNow(days: number, hour = 10): Date {
  return new Date(startOfTokyoToday(now()).getTime() + days * DAY_MS + hour * 3_600_000);
}

// Picks each lot's car (not its number: numbers come from the database's sequence, lot-numbers.ts).
let seq = 1;

export type TestLotOverrides = Partial<LotSeedRow> & { houseId?: number };

/** The row insertLot writes, numbered `lotNo` unless the overrides name one. */
export function testLotRow(overrides: TestLotOverrides, lotNo: number): LotSeedRow {
  const { houseId = OTHER_HOUSE, ...columns } = overrides;
  const car = randomCar(createRng(1000 + seq++), 2026);
  const kind = columns.kind ?? 'auction';
  return {
    kind,
    auctionHouseId: houseId,
    auctionDate: tokyoDaysFromNow(3),
    lotNo,
    makerId: car.makerId,
    modelId: car.modelId,
    year: car.year,
    engine: car.engine,
    chassisCode: car.chassisCode,
    chassisNo: car.chassisNo,
    grade: car.grade,
    color: car.color,
    gearbox: car.gearbox,
    drive: car.drive,
    horsePower: car.horsePower,
    mileage: car.mileage,
    equip: car.equip,
    condition: car.condition,
    conditionRank: car.conditionRank,
    interiorGrade: car.interiorGrade,
    startPrice: kind === 'stock' ? null : 500_000,
    soldPrice: null,
    status: AUCTION_STATUS.upcoming,
    imageCount: 4,
    info: 'Test lot',
    // Unknown unless a test says: a chassis code a test picks then tells the fuel (hybrid-chassis.ts).
    fuel: null,
    ...columns,
  };
}

/**
 * Inserts one lot with a random car and the given attributes (default: a non-USS auction lot
 * three days ahead, upcoming, start price 500,000 yen) and answers its id.
 *
 *   await insertLot(db, { houseId: USS_HOUSE });
 *   await insertLot(db, { kind: 'stock', soldPrice: 1_200_000, auctionDate: tokyoDaysFromNow(-3) });
 *   await insertLot(db, { auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.sold, soldPrice: 900_000 });
 */
export async function insertLot(db: DbOrTx, overrides: TestLotOverrides = {}): Promise<number> {
  const [lotNo] = overrides.lotNo === undefined ? await takeLotNumbers(db, 1) : [overrides.lotNo];
  const row = testLotRow(overrides, lotNo!);
  await insertLots(db, [row]);
  const [found] = await db.select({ id: lots.id }).from(lots).where(eq(lots.lotNo, row.lotNo)).orderBy(desc(lots.id)).limit(1);
  return found!.id;
}
