import { describe, expect, it } from 'vitest';
import { BODY_STYLES } from '../modules/media/car-photo-profiles.js';
import {
  AUCTION_HOUSES, COLORS, CONDITION_GRADES, DEFECTS, EQUIPMENT, INTERIOR_GRADES, MAKERS,
  auctionHouseByName, conditionRank, describeDefect, findMakerByName, sessionStartIso,
} from './catalog.js';

describe('makers and models', () => {
  it('has about twenty makers with ids 1..N', () => {
    expect(MAKERS.length).toBeGreaterThanOrEqual(18);
    expect(MAKERS.map((m) => m.id)).toEqual(MAKERS.map((_, i) => i + 1));
    for (const name of ['TOYOTA', 'NISSAN', 'HONDA', 'MAZDA', 'SUBARU', 'MITSUBISHI', 'SUZUKI', 'DAIHATSU', 'LEXUS', 'ISUZU', 'MERCEDES BENZ', 'BMW', 'VOLKSWAGEN', 'AUDI']) {
      expect(findMakerByName(name)?.name).toBe(name);
    }
    expect(findMakerByName('Mercedes-Benz')?.name).toBe('MERCEDES BENZ');
  });

  it('gives every maker 4-15 models with unique ids', () => {
    const ids = MAKERS.flatMap((m) => m.models.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const maker of MAKERS) {
      expect(maker.models.length).toBeGreaterThanOrEqual(4);
      expect(maker.models.length).toBeLessThanOrEqual(15);
      for (const model of maker.models) expect(model.makerId).toBe(maker.id);
    }
  });

  it('gives every model chassis codes, grades, a body style and a price band', () => {
    const codes: string[] = [];
    for (const model of MAKERS.flatMap((m) => m.models)) {
      expect(model.chassis.length, model.name).toBeGreaterThanOrEqual(1);
      expect(model.chassis.length, model.name).toBeLessThanOrEqual(3);
      expect(model.grades.length, model.name).toBeGreaterThanOrEqual(1);
      expect(model.grades.every((g) => g.length > 0)).toBe(true);
      expect(BODY_STYLES).toContain(model.body);
      expect(model.newPrice.min).toBeGreaterThan(500_000);
      expect(model.newPrice.max).toBeGreaterThanOrEqual(model.newPrice.min);
      for (const c of model.chassis) {
        codes.push(c.code);
        expect(c.code).toMatch(/^[A-Z0-9]+$/);
        expect(c.yearTo).toBeGreaterThanOrEqual(c.yearFrom);
        expect(c.engines.length).toBeGreaterThan(0);
        expect(c.gearboxes.length).toBeGreaterThan(0);
        expect(c.drives.length).toBeGreaterThan(0);
        expect(c.horsePower).toBeGreaterThan(30);
      }
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('condition grades', () => {
  it('rank exactly S > 6 > 5 > 4.5 > 4 > 3.5 > 3 > 2 > 1 > RA > R > ***', () => {
    const order = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'RA', 'R', '***'];
    expect(CONDITION_GRADES.map((c) => c.grade)).toEqual(order);
    for (let i = 1; i < order.length; i++) expect(conditionRank(order[i - 1])).toBeGreaterThan(conditionRank(order[i]));
    expect(conditionRank('***')).toBeGreaterThan(0);
    expect(conditionRank('banana')).toBe(0);
    expect(conditionRank(null)).toBe(0);
    expect(CONDITION_GRADES.every((c) => c.rank === conditionRank(c.grade))).toBe(true);
  });

  it('makes 4, 4.5 and 3.5 the most common', () => {
    const top = [...CONDITION_GRADES].sort((a, b) => b.weight - a.weight).slice(0, 3).map((c) => c.grade);
    expect(top.sort()).toEqual(['3.5', '4', '4.5']);
  });
});

describe('colours, equipment, interior grades, defects', () => {
  it('has auction colour names with drawable hex colours', () => {
    for (const name of ['WHITE', 'PEARL', 'BLACK', 'SILVER', 'GRAY', 'BLUE', 'RED']) expect(COLORS.map((c) => c.name)).toContain(name);
    expect(COLORS.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
    expect(new Set(COLORS.map((c) => c.name)).size).toBe(COLORS.length);
  });

  it('has the usual equipment codes and interior grades A-E', () => {
    const codes = EQUIPMENT.map((e) => e.code);
    for (const c of ['AC', 'PS', 'PW', 'AW', 'SR', 'NAVI', 'TV', 'LEATHER', 'ABS', 'AB', 'CD', 'BTV', 'ETC']) expect(codes).toContain(c);
    expect(INTERIOR_GRADES.map((g) => g.grade)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('covers the spec glossary of defect codes', () => {
    const codes = DEFECTS.map((d) => d.code);
    for (const c of ['A', 'E', 'U', 'W', 'S', 'C', 'P', 'H', 'X', 'XX', 'B', 'Y', 'X1', 'R', 'RX', 'G']) expect(codes).toContain(c);
    expect(describeDefect('A2', 'en')).toBe('scratch (medium)');
    expect(describeDefect('U1', 'ja')).toBe('ヘコミ（小）');
    expect(describeDefect('XX', 'en')).toBe('replaced');
    expect(describeDefect('P3', 'en')).toBeNull();
    expect(describeDefect('Q1', 'en')).toBeNull();
  });
});

describe('auction houses', () => {
  it('has at least 12 houses with stable ids and USS flagged by name', () => {
    expect(AUCTION_HOUSES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(AUCTION_HOUSES.map((h) => h.id)).size).toBe(AUCTION_HOUSES.length);
    for (const h of AUCTION_HOUSES) {
      expect(h.isUss).toBe(h.name.startsWith('USS'));
      expect(h.startTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(auctionHouseByName(h.name.toUpperCase())).toBe(h);
    }
    for (const name of ['USS Tokyo', 'USS Nagoya', 'TAA Kinki', 'HAA Kobe', 'JU Aichi', 'CAA Tokyo']) expect(auctionHouseByName(name)).toBeDefined();
  });

  it('holds several sessions every weekday Monday to Saturday', () => {
    for (let day = 1; day <= 6; day++) expect(AUCTION_HOUSES.filter((h) => h.weekday === day).length).toBeGreaterThanOrEqual(2);
    expect(AUCTION_HOUSES.every((h) => h.weekday >= 1 && h.weekday <= 6)).toBe(true);
  });

  it('turns a Japan-time session start into an instant', () => {
    const tokyo = auctionHouseByName('USS Tokyo');
    expect(tokyo && sessionStartIso(tokyo, '2026-11-26')).toBe('2026-11-26T00:30:00.000Z');
  });
});
