// One provider row → one `ProviderLot`, or a reason to skip it (docs/decisions/012 §Mapping).
// Keys are read case-insensitively (clients see both MARKA_NAME and marka_name); values are
// read by ajes-values.ts and ajes-codes.ts; the result is checked by one zod schema whose
// messages are the skip reasons, so "why was this row dropped" has one answer per rule.
import { z } from 'zod';
import { conditionGrade, fuel, gearboxType, resultStatus, type OnceLog } from './ajes-codes.js';
import type { AjesTable } from './ajes-sql.js';
import { chassisNumber, japanInstant, longText, mileageKm, photoUrls, powerHp, priceHistory, text, unescapeHtml, wholeNumber, yen } from './ajes-values.js';
import { normalizeMakerName, normalizeModelName } from './name-normalize.js';

export const SKIP_REASONS = [
  'not_an_object', 'bad_id', 'no_house', 'bad_date', 'bad_lot_number', 'no_maker', 'no_model', 'bad_year',
  'negative_price', 'bad_price', 'invalid_value',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

const price = z
  .number({ message: 'bad_price' })
  .int('bad_price')
  .min(0, 'negative_price')
  .max(10_000_000_000, 'bad_price')
  .nullable();

const providerLotSchema = z.object({
  providerId: z.number({ message: 'bad_id' }).int('bad_id').positive('bad_id').max(Number.MAX_SAFE_INTEGER, 'bad_id'),
  table: z.enum(['main', 'stats', 'one']),
  house: z.string().min(1, 'no_house'),
  town: z.string(),
  /** The session start as a UTC instant; null only for stock cars, which have no session. */
  sessionStart: z.date({ message: 'bad_date' }).refine((d) => Number.isFinite(d.getTime()), 'bad_date').nullable(),
  lotNo: z.number({ message: 'bad_lot_number' }).int('bad_lot_number').nonnegative('bad_lot_number').nullable(),
  makerName: z.string().min(1, 'no_maker'),
  modelName: z.string().min(1, 'no_model'),
  providerMakerId: z.number().int().nullable(),
  providerModelId: z.number().int().nullable(),
  year: z.number({ message: 'bad_year' }).int('bad_year').min(1950, 'bad_year').max(2100, 'bad_year'),
  engineCc: z.number().int().positive().nullable(),
  powerHp: z.number().int().positive().nullable(),
  /** Every power `pw` listed; `powerHp` is the highest (ajes-values.ts says why). */
  powerOptionsHp: z.array(z.number().int()),
  chassisCode: z.string(),
  chassisNo: z.string(),
  grade: z.string(),
  /** `color`, `kpp`, `priv` as the provider writes them: labels come from our code table. */
  colorCode: z.string(),
  transmissionCode: z.string(),
  gearboxType: z.enum(['manual', 'automatic']).nullable(),
  driveCode: z.string(),
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'electric']).nullable(),
  mileageKm: z.number().int().nonnegative().nullable(),
  condition: z.string().min(1),
  /** The interior grade A–E, when `info` carries one ("…, Rate int: C"). */
  interiorGrade: z.enum(['A', 'B', 'C', 'D', 'E']).nullable(),
  startPrice: price,
  soldPrice: price,
  averagePrice: price,
  /** `avg_string`: prices of recent results of the same car, yen. */
  priceHistory: z.array(z.number().int()),
  status: z.number().int().nullable(),
  /** Photo URLs in the provider's order, size suffix removed. */
  photos: z.array(z.string()),
  /** `auction_type` 1: the provider's low-quality photo set (its sample client hides those lots). */
  lowQualityPhotos: z.boolean(),
  leftHandDrive: z.boolean(),
  equipment: z.string(),
  info: z.string(),
});

export type ProviderLot = z.infer<typeof providerLotSchema>;
export type RowResult = { ok: true; lot: ProviderLot } | { ok: false; reason: SkipReason };

// As much as our lots keep (auction-clock/feeds.ts `lotFeedRowSchema`).
const INFO_MAX = 4000;

/** Reads one raw row of `table`. Never throws: a row that is not a lot is a skip reason. */
export function parseAjesRow(raw: unknown, table: AjesTable, log?: OnceLog): RowResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'not_an_object' };
  const r = lowerKeys(raw as Record<string, unknown>);
  const kuzov = text(r.kuzov).toUpperCase();
  const pw = powerHp(r.pw);
  const lot = wholeNumber(r.lot);
  const candidate = {
    providerId: /^\d{1,16}$/.test(text(r.id)) ? Number(text(r.id)) : Number.NaN,
    table,
    house: text(r.auction),
    town: text(r.town),
    // A stock car has no session; a lot of main or stats without a date is a bad row.
    sessionStart: japanInstant(r.auction_date) ?? (table === 'one' ? null : new Date(Number.NaN)),
    lotNo: lot ?? (table === 'one' ? null : Number.NaN),
    makerName: normalizeMakerName(unescapeHtml(text(r.marka_name))),
    modelName: normalizeModelName(unescapeHtml(text(r.model_name))),
    providerMakerId: positiveOrNull(wholeNumber(r.marka_id)),
    providerModelId: positiveOrNull(wholeNumber(r.model_id)),
    year: wholeNumber(r.year) ?? Number.NaN,
    engineCc: positiveOrNull(wholeNumber(r.eng_v)),
    powerHp: pw.hp,
    powerOptionsHp: pw.options,
    chassisCode: kuzov,
    chassisNo: chassisNumber(kuzov, text(r.serial).toUpperCase()),
    grade: unescapeHtml(text(r.grade)),
    colorCode: text(r.color).toUpperCase(),
    transmissionCode: text(r.kpp).toUpperCase(),
    gearboxType: gearboxType(r.kpp_type),
    driveCode: text(r.priv).toUpperCase(),
    fuel: fuel(r.time, log),
    mileageKm: mileageKm(r.mileage),
    condition: conditionGrade(r.rate, log),
    interiorGrade: interiorGrade(r.info),
    // A stock car's only price is `finish`, its fixed price; start and average mean nothing there.
    startPrice: table === 'one' ? null : yen(r.start),
    soldPrice: yen(r.finish),
    averagePrice: table === 'one' ? null : yen(r.avg_price),
    priceHistory: priceHistory(r.avg_string),
    status: table === 'one' ? null : resultStatus(r.status, log),
    photos: photoUrls(r.images),
    lowQualityPhotos: text(r.auction_type) === '1',
    leftHandDrive: text(r.lhdrive) === '1',
    equipment: text(r.equip),
    info: longText(r.info, INFO_MAX),
  };
  const checked = providerLotSchema.safeParse(candidate);
  if (checked.success) return { ok: true, lot: checked.data };
  const reason = checked.error.issues[0]?.message;
  return { ok: false, reason: (SKIP_REASONS as readonly string[]).includes(reason ?? '') ? (reason as SkipReason) : 'invalid_value' };
}

export interface ParsedPage {
  lots: ProviderLot[];
  skipped: number;
  /** How many rows each rule dropped, for the run's log and health. */
  reasons: Partial<Record<SkipReason, number>>;
}

/** Reads a page of rows: the good ones are returned, the bad ones counted by reason. */
export function parseAjesRows(rows: readonly unknown[], table: AjesTable, log?: OnceLog): ParsedPage {
  const page: ParsedPage = { lots: [], skipped: 0, reasons: {} };
  for (const raw of rows) {
    const result = parseAjesRow(raw, table, log);
    if (result.ok) {
      page.lots.push(result.lot);
    } else {
      page.skipped++;
      page.reasons[result.reason] = (page.reasons[result.reason] ?? 0) + 1;
    }
  }
  return page;
}

type LowerRow = Partial<Record<string, string>> & { info: string };

/**
 * Keys lower-cased; values as strings. Numbers become text (a JSON client may send them so);
 * `info` may be an object in JSON answers and is kept as JSON text. Other values are dropped.
 */
function lowerKeys(row: Record<string, unknown>): LowerRow {
  const out: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(row)) {
    const k = key.toLowerCase();
    if (out[k] !== undefined) continue; // both spellings present: the first one wins
    if (typeof value === 'string') out[k] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[k] = String(value);
    else if (k === 'info' && value !== null && typeof value === 'object') out[k] = JSON.stringify(value);
  }
  return { ...out, info: out.info ?? '' };
}

function interiorGrade(info: string): 'A' | 'B' | 'C' | 'D' | 'E' | null {
  const m = /\bRate int\s*:\s*([A-E])\b/i.exec(info);
  return m ? (m[1]!.toUpperCase() as 'A' | 'B' | 'C' | 'D' | 'E') : null;
}

function positiveOrNull(n: number | null): number | null {
  return n !== null && Number.isFinite(n) && n > 0 ? n : null;
}
