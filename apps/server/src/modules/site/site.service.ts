import { LANGUAGE } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import type { TextLanguage } from '../../lib/request-language.js';
import { listCountries } from './site.repo.js';
import * as clock from '../../lib/clock.js';

// Sorted in JS with the reader's collation: the database collation differs between PGlite (C)
// and a PostgreSQL server (often en_US), and 'Åland Islands' must sort the same on both.
const collators = { en: new Intl.Collator('en', { sensitivity: 'base' }), ru: new Intl.Collator('ru', { sensitivity: 'base' }) };

/** The countries named and ordered in the reader's language (the Russian names: ICU's CLDR). */
export async function countryList(db: Db, language: TextLanguage = 'en') {
  const rows = await listCountries(db);
  const collator = collators[language];
  return rows
    .map((r) => ({ value: r.id, label: language === 'ru' ? r.nameRu : r.nameEn }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Each language is labelled in itself, so a user can find theirs whatever the current one is. */
export const LANGUAGES = [
  { value: LANGUAGE.en, label: 'English' },
  { value: LANGUAGE.ru, label: 'Русский' },
];

const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const JST_OFFSET_MS = 9 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The next `count` auction days (Mon–Sat, Sundays skipped) starting today in Japan time,
 * whatever the server's time zone: Japan has no daylight saving, so UTC+9 is exact.
 */
export function auctionWeekDays(now: Date = clock.now(), count = 6): Array<{ value: string; label: string }> {
  const days: Array<{ value: string; label: string }> = [];
  // A Date shifted by +9 h whose UTC fields read as the Japanese calendar date.
  let day = new Date(now.getTime() + JST_OFFSET_MS);
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0) days.push({ value: day.toISOString().slice(0, 10), label: WEEKDAY_LABELS[weekday]! });
    day = new Date(day.getTime() + DAY_MS);
  }
  return days;
}
