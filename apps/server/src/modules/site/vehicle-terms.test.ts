import { describe, expect, it } from 'vitest';
import { COLORS } from '../../seed/catalog-attributes.js';
import { driveName, gearboxName, vehicleTerm, withVehicleTerms } from './vehicle-terms.js';

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
    expect(driveName('AWD', 'ru')).toBe('AWD');
  });

  it('translates the fields a row has and leaves the rest alone', () => {
    const row = { id: 1, color: 'WHITE', gearbox: 'AT', priv: '4WD', equip: 'AC PS' };
    expect(withVehicleTerms(row, 'ru')).toEqual({ id: 1, color: 'Белый', gearbox: 'АКПП', priv: 'Полный привод (4WD)', equip: 'AC PS' });
    expect(withVehicleTerms(row, 'en')).toBe(row);
  });
});
