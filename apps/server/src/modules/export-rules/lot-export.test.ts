import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS } from '@jauc/contract';
import { lotExportCheck, type ExportLot } from './lot-export.js';

const RUSSIA = 183;
const at = new Date('2026-11-27T03:00:00Z');
const lot = (over: Partial<ExportLot> = {}): ExportLot => ({
  kind: 'auction', engine: 1500, fuel: 'petrol', chassisCode: 'NSP170', status: AUCTION_STATUS.upcoming, startPrice: 800_000, soldPrice: null, ...over,
});

describe('lotExportCheck: a lot row under the rules for the viewer country', () => {
  it('lets a small petrol car go, and answers null for a country without rules', () => {
    expect(lotExportCheck(lot(), 'TOYOTA', RUSSIA, at)).toEqual({ country: RUSSIA, allowed: true, reasons: [] });
    expect(lotExportCheck(lot(), 'TOYOTA', 157, at)).toBeNull();
  });

  it('takes the fuel from a known hybrid chassis code when the lot does not say', () => {
    expect(lotExportCheck(lot({ fuel: null, chassisCode: 'ZVW50', engine: 1800 }), 'TOYOTA', RUSSIA, at)?.reasons).toEqual(['hybrid']);
  });

  it("weighs a stock car's fixed price and a sale's price, else the start price", () => {
    const over = 6_500_000;
    expect(lotExportCheck(lot({ kind: 'stock', startPrice: null, soldPrice: over }), 'TOYOTA', RUSSIA, at)?.reasons).toEqual(['price_over_limit']);
    expect(lotExportCheck(lot({ status: AUCTION_STATUS.sold, startPrice: 1_000_000, soldPrice: over }), 'TOYOTA', RUSSIA, at)?.reasons).toEqual(['price_over_limit']);
    expect(lotExportCheck(lot({ status: AUCTION_STATUS.notSold, startPrice: 1_000_000, soldPrice: null }), 'TOYOTA', RUSSIA, at)?.allowed).toBe(true);
    expect(lotExportCheck(lot({ engine: 0, fuel: 'electric' }), 'NISSAN', RUSSIA, at)?.reasons).toEqual(['electric']);
  });
});
