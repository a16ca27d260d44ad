import { describe, expect, it } from 'vitest';
import { lotInfo, PANELS } from './lot-info.js';
import { createRng } from './rng.js';

const marks = (info: string) => info.split('. ')[0]!.split(', ').filter((m) => /^[A-Z]{1,2}\d? /.test(m));
const average = (condition: string) => {
  const rng = createRng(5);
  let n = 0;
  for (let i = 0; i < 500; i++) n += marks(lotInfo(rng, condition)).length;
  return n / 500;
};

describe('inspector notes', () => {
  it('write sheet marks on known panels', () => {
    const rng = createRng(1);
    for (let i = 0; i < 200; i++) {
      for (const m of marks(lotInfo(rng, '3'))) {
        const [, code, place] = /^([A-Z]{1,2}\d?) (.+)$/.exec(m)!;
        expect(code).toMatch(/^([AEUWSB][1-3]|G|X1)$/);
        expect([...PANELS, 'windscreen']).toContain(place);
      }
    }
  });

  it('carry more marks the lower the grade', () => {
    expect(average('5')).toBeLessThan(average('4'));
    expect(average('4')).toBeLessThan(average('3'));
  });

  it('name the repair of an R or RA car', () => {
    expect(lotInfo(createRng(3), 'R')).toMatch(/Repaired: /);
    expect(lotInfo(createRng(3), '4')).not.toMatch(/Repaired: /);
  });
});
