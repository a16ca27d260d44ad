import { describe, expect, it } from 'vitest';
import { COLORS } from '../../seed/catalog-attributes.js';
import { driveName, gearboxName, isKnownVehicleTerm, vehicleTerm, withVehicleTerms } from './vehicle-terms.js';

const GEARBOXES = ['AT', 'CVT', 'MT', 'FA'] as const; // seed/catalog-types.ts Gearbox
const DRIVES = ['2WD', '4WD'] as const; // seed/catalog-types.ts Drive

describe('vehicle terms (one source for colours, gearboxes, drives)', () => {
  it('names every catalog colour, gearbox and drive in Russian, distinctly', () => {
    for (const [kind, codes] of [['colour', COLORS.map((c) => c.name)], ['gearbox', GEARBOXES], ['drive', DRIVES]] as const) {
      const names = codes.map((c) => vehicleTerm(kind, c, 'ru'));
      expect(names.every((n) => /[А-ЯЁа-яё]/.test(n)), kind).toBe(true);
      expect(new Set(names).size, kind).toBe(codes.length);
    }
    expect(gearboxName('AT', 'ru')).toBe('АКПП');
    expect(gearboxName('cvt', 'ru')).toBe('Вариатор');
    expect(driveName('4WD', 'ru')).toBe('Полный привод (4WD)');
  });

  it('keeps English and an unknown value as stored', () => {
    expect(gearboxName('CVT', 'en')).toBe('CVT');
    expect(vehicleTerm('colour', 'MAUVE', 'ru')).toBe('MAUVE');
    expect(driveName('XWD', 'ru')).toBe('XWD');
  });

  it('translates the fields a row has and leaves the rest alone', () => {
    const row = { id: 1, color: 'WHITE', gearbox: 'AT', priv: '4WD', equip: 'AC PS' };
    expect(withVehicleTerms(row, 'ru')).toEqual({ id: 1, color: 'Белый', gearbox: 'АКПП', priv: 'Полный привод (4WD)', equip: 'AC PS' });
    expect(withVehicleTerms(row, 'en')).toBe(row);
  });

  it("labels the provider's codes in both languages and knows which codes it names (FEEDS=ajes)", () => {
    expect(driveName('FF', 'en')).toBe('Front-wheel drive (FF)');
    expect(driveName('fulltime4wd', 'ru')).toBe('Постоянный полный привод');
    expect(gearboxName('FAT', 'ru')).toBe('АКПП (селектор на полу)');
    expect(gearboxName('5MT', 'en')).toBe('MT (5 speed)');
    expect(vehicleTerm('colour', 'Pearl  White', 'ru')).toBe('Белый перламутр');
    // The catalog's own codes keep their English as stored, and win in Russian.
    expect(gearboxName('AT', 'en')).toBe('AT');
    expect(isKnownVehicleTerm('drive', 'PARTTIME4WD')).toBe(true);
    expect(isKnownVehicleTerm('colour', 'WHITE')).toBe(true);
    expect(isKnownVehicleTerm('colour', 'MAUVE')).toBe(false);
    const row = { color: 'WHITE', gearbox: 'FAT', priv: 'FF' };
    expect(withVehicleTerms(row, 'en')).toEqual({ color: 'WHITE', gearbox: 'AT (floor shift)', priv: 'Front-wheel drive (FF)' });
  });
});
