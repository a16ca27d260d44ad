import { describe, expect, it } from 'vitest';
import { COLORS } from '../../seed/catalog-attributes.js';
import { lotInfo } from '../../seed/lot-info.js';
import { createRng } from '../../seed/rng.js';
import { colourName } from '../site/colours.js';
import { lotRemarks } from './lot-remarks.js';

describe('lotRemarks', () => {
  it('translates every phrase the lot generator writes, keeping the sheet marks', () => {
    const rng = createRng(7);
    for (let i = 0; i < 2000; i++) {
      const en = lotInfo(rng, ['5', '4.5', '4', '3.5', '3', 'R', 'RA'][i % 7]!);
      const ru = lotRemarks(en, 'ru');
      // Only the marks (A1, U2, G, X1) are left in Latin letters.
      expect(ru.replace(/\b(?:[AEUWSB][123]|G|X1)\b/g, ''), en).not.toMatch(/[A-Za-z]/);
      expect(lotRemarks(en, 'en')).toBe(en);
    }
  });

  it('keeps an item it does not know as stored', () => {
    expect(lotRemarks('A1 front bumper, Custom exhaust. One owner', 'ru')).toBe('A1 передний бампер, Custom exhaust. Один владелец');
    expect(lotRemarks('', 'ru')).toBe('');
  });
});

describe('colourName', () => {
  it('names each of the catalog colours in Russian', () => {
    expect(COLORS).toHaveLength(18);
    const names = COLORS.map((c) => colourName(c.name, 'ru'));
    expect(names.every((n) => /^[А-ЯЁ][а-яё-]+$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(18);
    expect(colourName('Dark blue', 'ru')).toBe('Тёмно-синий');
    expect(colourName('MAUVE', 'ru')).toBe('MAUVE');
    expect(colourName('BLACK', 'en')).toBe('BLACK');
  });
});
