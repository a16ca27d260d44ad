import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nameKey, normalizeMakerName, normalizeModelName } from './name-normalize.js';

describe('maker names', () => {
  it.each([
    ['TOYOTA', 'TOYOTA'],
    ['toyota', 'TOYOTA'],
    ['  Toyota  ', 'TOYOTA'],
    ['MERCEDES-BENZ', 'MERCEDES BENZ'],
    ['Mercedes Benz', 'MERCEDES BENZ'],
    ['MERCEDES BENZ', 'MERCEDES BENZ'],
    ['M.BENZ', 'MERCEDES BENZ'],
    ['VW', 'VOLKSWAGEN'],
    ['Land-Rover', 'LAND ROVER'],
    ['LANDROVER', 'LAND ROVER'],
    ['Rolls Royce', 'ROLLS-ROYCE'],
    ['ＴＯＹＯＴＡ', 'TOYOTA'], // full-width, as Japanese sources write it
    ['BMW MINI', 'MINI'],
    ['OTHERS', 'OTHERS'],
    ['', ''],
  ])('%j → %j', (raw, name) => {
    expect(normalizeMakerName(raw)).toBe(name);
  });
});

describe('model names', () => {
  it.each([
    ['PRIUS', 'PRIUS'],
    ['Land  Cruiser   Prado', 'LAND CRUISER PRADO'],
    ['C - HR', 'C-HR'],
    ['c‐hr', 'C-HR'], // a Unicode hyphen
    ['MINI CROSSOVER', 'MINI CROSSOVER'], // the maker's name stays: it is the model's name
    ['N-BOX ', 'N-BOX'],
    ['ＮＯＴＥ', 'NOTE'],
    ['UP!', 'UP!'],
  ])('%j → %j', (raw, name) => {
    expect(normalizeModelName(raw)).toBe(name);
  });

  it('finds one model whatever its spacing and punctuation', () => {
    const key = nameKey('LAND CRUISER PRADO');
    expect(nameKey('LANDCRUISER PRADO')).toBe(key);
    expect(nameKey('Land-Cruiser Prado')).toBe(key);
    expect(nameKey('C-HR')).toBe(nameKey('CHR'));
    expect(nameKey('RAV4')).not.toBe(nameKey('RAV'));
  });

  it('is idempotent: a stored name normalises to itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const maker = normalizeMakerName(raw);
        const model = normalizeModelName(raw);
        expect(normalizeMakerName(maker)).toBe(maker);
        expect(normalizeModelName(model)).toBe(model);
        expect(nameKey(model)).toBe(nameKey(raw));
      }),
      { numRuns: 2000 },
    );
  });
});
