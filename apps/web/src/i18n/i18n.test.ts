import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('translations', () => {
  it('English and Russian carry the same keys', () => {
    const strip = (k: string) => k.replace(PLURAL, '');
    const a = new Set(keys(en).map(strip));
    const b = new Set(keys(ru).map(strip));
    expect([...a].filter((k) => !b.has(k))).toEqual([]);
    expect([...b].filter((k) => !a.has(k))).toEqual([]);
  });

  it('Russian plurals have the one, few and many forms', () => {
    const ruKeys = keys(ru);
    const pluralBases = new Set(ruKeys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const base of pluralBases) {
      for (const form of ['one', 'few', 'many']) expect(ruKeys).toContain(`${base}_${form}`);
    }
  });

  it('no translation is empty', () => {
    const values = (obj: object): string[] => Object.values(obj).flatMap((v) => (v && typeof v === 'object' ? values(v as object) : [String(v)]));
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
    expect(values(ru).filter((v) => !v.trim())).toEqual([]);
  });
});
