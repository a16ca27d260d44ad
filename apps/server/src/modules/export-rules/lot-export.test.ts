import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS } from '@jauc/contract';
import { lotExportCheck, type ExportLot } from './lot-export.js';

const RUSSIA = 183;
const at = new Date('2026-11-27T03:00:00Z');
const lot = (over: Partial<ExportLot> = {}): ExportLot => ({
  kind: 'auction', engine: 1500, fuel: 'petrol', status: AUCTION_STATUS.upcoming, startPrice: 800_000, soldPrice: null, ...over,
});

describe('lotExportCheck: a lot row under the rules for the viewer country', () => {
  it('lets a small petrol car go, and answers null for a country without rules', () => {
    expect(lotExportCheck(lot(), RUSSIA, at)).toEqual({ country: RUSSIA, allowed: true, reasons: [] });
    expect(lotExportCheck(lot(), 157, at)).toBeNull();
  });

  it('reads the stored fuel: unknown fuel is judged by the engine alone', () => {
    expect(lotExportCheck(lot({ fuel: 'hybrid', engine: 1800 }), RUSSIA, at)?.reasons).toEqual(['hybrid']);
    expect(lotExportCheck(lot({ fuel: null, engine: 1800 }), RUSSIA, at)?.allowed).toBe(true);
    expect(lotExportCheck(lot({ fuel: null, engine: 2000 }), RUSSIA, at)?.reasons).toEqual(['engine_over_1900cc']);
  });

  it("weighs a stock car's fixed price and a sale's price, else the start price", () => {
    const over = 6_500_000;
    expect(lotExportCheck(lot({ kind: 'stock', startPrice: null, soldPrice: over }), RUSSIA, at)?.reasons).toEqual(['price_over_limit']);
    expect(lotExportCheck(lot({ status: AUCTION_STATUS.sold, startPrice: 1_000_000, soldPrice: over }), RUSSIA, at)?.reasons).toEqual(['price_over_limit']);
    expect(lotExportCheck(lot({ status: AUCTION_STATUS.notSold, startPrice: 1_000_000, soldPrice: null }), RUSSIA, at)?.allowed).toBe(true);
    expect(lotExportCheck(lot({ engine: 0, fuel: 'electric' }), RUSSIA, at)?.reasons).toEqual(['electric']);
  });
});
