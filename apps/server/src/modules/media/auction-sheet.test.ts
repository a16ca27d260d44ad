import { describe, expect, it } from 'vitest';
import { type SheetLotInput, renderAuctionSheetSvg } from './auction-sheet.js';
import { assertWellFormedSvg } from './svg-check.js';

const lot: SheetLotInput = {
  id: 501, lotNo: 10234, auctionName: 'USS Tokyo', auctionDate: '2026-11-26T00:30:00.000Z', maker: 'TOYOTA', model: 'PRIUS',
  year: 2015, chassis: 'ZVW30-1234567', engine: 1800, mileage: 85000, color: 'PEARL', gearbox: 'CVT', grade: 'S TOURING SELECTION',
  condition: '3.5', equip: 'AC PS PW AW NAVI TV BTV', interiorGrade: 'B', drive: '2WD',
};

// The inspector's handwritten marks on the diagram, in drawing order.
const marks = (svg: string) => [...svg.matchAll(/font-style="italic"[^>]*transform="rotate[^>]*>([^<]+)</g)].map((m) => m[1]);

describe('renderAuctionSheetSvg', () => {
  it('renders the Japanese original and the English translation as well-formed SVG', () => {
    const ja = renderAuctionSheetSvg(lot, 'ja');
    const en = renderAuctionSheetSvg(lot, 'en');
    expect(assertWellFormedSvg(ja)).toBe('svg');
    expect(assertWellFormedSvg(en)).toBe('svg');
    expect(ja).toContain('viewBox="0 0 800 1100"');
    expect(ja).toContain('Noto Sans CJK JP');
    expect(ja).not.toBe(en);
    for (const s of ['評価点', 'USS東京', 'トヨタ PRIUS', 'パール', 'H27年', '2026年11月26日（木）', '10234', 'ZVW30-1234567']) expect(ja).toContain(s);
    for (const s of ['Auction grade', 'USS Tokyo', 'TOYOTA PRIUS', 'PEARL', '2026-11-26 (Thu)', 'Inspector&#39;s report']) expect(en).toContain(s);
  });

  it('puts the same defect marks on both versions, deterministically', () => {
    const ja = renderAuctionSheetSvg(lot, 'ja');
    expect(marks(ja).length).toBeGreaterThan(0);
    expect(marks(renderAuctionSheetSvg(lot, 'en'))).toEqual(marks(ja));
    expect(renderAuctionSheetSvg(lot, 'ja')).toBe(ja);
    expect(renderAuctionSheetSvg({ ...lot, id: 502 }, 'ja')).not.toBe(ja);
  });

  it('shows no marks on a grade S car and the repair history of an R car', () => {
    const clean = renderAuctionSheetSvg({ ...lot, condition: 'S' }, 'en');
    expect(marks(clean)).toEqual([]);
    expect(clean).toContain('No marks');
    const repaired = renderAuctionSheetSvg({ ...lot, condition: 'R' }, 'ja');
    expect(repaired).toContain('修復歴あり');
    expect(renderAuctionSheetSvg({ ...lot, condition: 'R' }, 'en')).toContain('Accident history (');
  });

  it('escapes lot text and tolerates missing optional fields', () => {
    const svg = renderAuctionSheetSvg({ ...lot, model: 'A&B <X>', auctionName: 'Unknown "House"', interiorGrade: null, drive: undefined }, 'en');
    expect(assertWellFormedSvg(svg)).toBe('svg');
    expect(svg).toContain('A&#38;B &#60;X&#62;');
  });
});
