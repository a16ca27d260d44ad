import type { TextLanguage } from '../../lib/request-language.js';

// The 18 body colours of the catalog (seed/catalog-attributes.ts COLORS) in Russian. Lots store the
// English name, which is also the filter value; only the label a person reads is translated.
const COLOUR_RU: Readonly<Record<string, string>> = {
  PEARL: 'Перламутровый',
  WHITE: 'Белый',
  BLACK: 'Чёрный',
  SILVER: 'Серебристый',
  GRAY: 'Серый',
  BLUE: 'Синий',
  'DARK BLUE': 'Тёмно-синий',
  RED: 'Красный',
  WINE: 'Бордовый',
  BROWN: 'Коричневый',
  BEIGE: 'Бежевый',
  GOLD: 'Золотистый',
  GREEN: 'Зелёный',
  'LIGHT BLUE': 'Голубой',
  YELLOW: 'Жёлтый',
  ORANGE: 'Оранжевый',
  PINK: 'Розовый',
  PURPLE: 'Фиолетовый',
};

/** A colour as the reader reads it; an unknown colour (a free-text one) is shown as stored. */
export function colourName(colour: string, language: TextLanguage): string {
  if (language === 'en') return colour;
  return COLOUR_RU[colour.trim().toUpperCase()] ?? colour;
}

/** Listing rows with their colour in the reader's language (the rows are built language-free, so caches stay shared). */
export function withColourNames<T extends { color: string }>(rows: readonly T[], language: TextLanguage): T[] {
  return language === 'en' ? [...rows] : rows.map((r) => ({ ...r, color: colourName(r.color, language) }));
}

/** Colour filter options labelled in the reader's language; the value stays the stored name. */
export function withColourLabels<T extends { label: string; value: string | number }>(options: readonly T[], language: TextLanguage): T[] {
  if (language === 'en') return [...options];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return options.map((o) => ({ ...o, label: colourName(String(o.value), language) })).sort((a, b) => collator.compare(a.label, b.label));
}
