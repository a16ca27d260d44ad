import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS, conditionRank } from '@jauc/contract';
import { findModelById, lookupProductionMonth } from './catalog.js';
import { batches, generateLotRows } from './lots-generator.js';
import type { LotSeedRow } from './lots-insert.js';

const NOW = new Date('2025-03-12T03:00:00Z'); // Wednesday 12:00 in Japan
const take = (n: number, opts: Parameters<typeof generateLotRows>[0]) => {
  const out: LotSeedRow[] = [];
  for (const row of generateLotRows(opts)) {
    out.push(row);
    if (out.length >= n) break;
  }
  return out;
};
const all = (opts: Parameters<typeof generateLotRows>[0]) => [...generateLotRows(opts)];

describe('demo lot generator', () => {
  const opts = { auction: 400, stats: 600, stock: 60, seed: 11, now: NOW };
  const rows = all(opts);

  it('is deterministic: same seed and day, same rows; another seed, other rows', () => {
    expect(take(50, opts)).toEqual(rows.slice(0, 50));
    expect(take(50, { ...opts, seed: 12 })).not.toEqual(rows.slice(0, 50));
  });

  it('makes exactly the requested counts, results first, then coming lots, then stock', () => {
    const stats = rows.filter((r) => r.kind === 'auction' && r.auctionDate < NOW && r.status >= AUCTION_STATUS.sold);
    const coming = rows.filter((r) => r.kind === 'auction' && r.status <= AUCTION_STATUS.upcoming);
    expect(rows).toHaveLength(1060);
    expect(stats).toHaveLength(600);
    expect(coming).toHaveLength(400);
    expect(rows.filter((r) => r.kind === 'stock')).toHaveLength(60);
    expect(rows.slice(0, 600).every((r) => r.status >= AUCTION_STATUS.sold)).toBe(true);
  });

  it('keeps lot numbers unique per auction house and day', () => {
    const keys = rows.map((r) => `${r.auctionHouseId}|${r.auctionDate.toISOString()}|${r.lotNo}`);
    expect(new Set(keys).size).toBe(rows.length);
  });

  it('marks today’s started sessions ongoing and later ones upcoming', () => {
    for (const r of rows.filter((x) => x.kind === 'auction' && x.auctionDate >= new Date('2025-03-11T15:00:00Z'))) {
      expect(r.status).toBe(r.auctionDate <= NOW ? AUCTION_STATUS.ongoing : AUCTION_STATUS.upcoming);
    }
    expect(rows.some((r) => r.status === AUCTION_STATUS.ongoing)).toBe(true);
  });

  it('gives results a sold price exactly when sold, and stock a fixed price', () => {
    for (const r of rows) {
      const sold = r.status === AUCTION_STATUS.sold || r.status === AUCTION_STATUS.soldNego;
      if (r.kind === 'stock') {
        expect(r.startPrice).toBeNull();
        expect(r.soldPrice! % 1000).toBe(0);
      } else {
        expect(r.soldPrice !== null).toBe(sold);
        expect(r.startPrice! % 1000).toBe(0);
      }
    }
  });

  it('makes consistent cars: model of its maker, rank of its grade, chassis decoding to its year', () => {
    for (const r of rows.slice(0, 200)) {
      const found = findModelById(r.modelId)!;
      expect(found.maker.id).toBe(r.makerId);
      expect(r.conditionRank).toBe(conditionRank(r.condition));
      expect(r.chassisNo.startsWith(`${r.chassisCode}-`)).toBe(true);
      expect(lookupProductionMonth(found.maker.name, r.chassisNo)?.year).toBe(r.year);
      expect(r.imageCount).toBeGreaterThanOrEqual(2);
      expect(r.imageCount).toBeLessThanOrEqual(10);
      expect(r.mileage).toBeGreaterThan(0);
    }
  });

  it('streams in batches with flat memory', () => {
    const sizes: number[] = [];
    for (const b of batches(generateLotRows({ auction: 0, stats: 2500, stock: 0, seed: 1, now: NOW }), 1000)) sizes.push(b.length);
    expect(sizes).toEqual([1000, 1000, 500]);

    // Streamed: the first batch of 300,000 rows comes before the 1,001st row is made, so memory
    // holds one batch whatever the size (a heap reading would depend on when the GC runs).
    let produced = 0;
    function* counted() {
      for (const row of generateLotRows({ auction: 100_000, stats: 200_000, stock: 0, seed: 2, now: NOW })) {
        produced++;
        yield row;
      }
    }
    const stream = batches(counted(), 1000)[Symbol.iterator]();
    expect(stream.next().value).toHaveLength(1000);
    expect(produced).toBeLessThanOrEqual(1001);
    let n = 1000;
    for (let next = stream.next(); !next.done; next = stream.next()) n += next.value.length;
    expect(n).toBe(300_000);
  }, 60_000);
});
