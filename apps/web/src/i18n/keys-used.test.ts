import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

// Every key the code names must exist in both languages: i18n.test.ts compares the two files
// with each other, this one compares them with the code (a key missing from both is invisible there).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { query: '?raw', import: 'default', eager: true });

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function flatten(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const dictionaries = { en: new Set(flatten(en)), ru: new Set(flatten(ru)) };

/** Some key under the fixed start of a key built at run time (`Filters.field.${key}` → "Filters.field."). */
const hasPrefix = (keys: Set<string>, prefix: string) => [...keys].some((k) => k.startsWith(prefix));
/** A key, as written, as the base of its plural forms, or a section named to pick from. */
const hasKey = (keys: Set<string>, key: string) => keys.has(key) || PLURAL_FORMS.some((f) => keys.has(`${key}_${f}`)) || hasPrefix(keys, `${key}.`);

// t('Key'), t("Key"), i18n.t(`Key`), i18nKey="Key", i18nKey={'Key'}, labelKey: 'Key' style props end in "Key".
const LITERAL = /(?:\bt\(\s*|i18nKey=\{?\s*)(['"`])([A-Za-z][\w.-]*)\1/g;
const TEMPLATE = /(?:\bt\(\s*|i18nKey=\{?\s*)`([A-Za-z][\w.-]*\.)\$\{/g;

// Keys written elsewhere (ternaries inside t(), tables of labels): any quoted 'Namespace.rest'
// whose namespace is a top-level section of the translations.
const NAMESPACES = new Set(Object.keys(en));
const QUOTED = /(['"`])([A-Z][A-Za-z]*\.[A-Za-z][\w.-]*[A-Za-z\d])\1/g;

function usedKeys() {
  const literal = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(LITERAL)) literal.set(m[2]!, file);
    for (const m of text.matchAll(TEMPLATE)) prefixes.set(m[1]!, file);
    for (const m of text.matchAll(QUOTED)) if (NAMESPACES.has(m[2]!.split('.')[0]!)) literal.set(m[2]!, file);
  }
  return { literal, prefixes };
}

describe('translation keys used in the code', () => {
  const { literal, prefixes } = usedKeys();

  it('finds the keys (the scan works)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(literal.size).toBeGreaterThan(200);
    expect(literal.has('Filters.section.additional')).toBe(true);
  });

  it.each(['en', 'ru'] as const)('every literal key exists in %s.json', (lang) => {
    const missing = [...literal].filter(([key]) => !hasKey(dictionaries[lang], key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('every key prefix built at run time exists in %s.json', (lang) => {
    const missing = [...prefixes].filter(([prefix]) => !hasPrefix(dictionaries[lang], prefix)).map(([p, file]) => `${p}… (${file})`);
    expect(missing).toEqual([]);
  });
});
