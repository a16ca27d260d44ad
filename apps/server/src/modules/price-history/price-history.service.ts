import {
  CONDITION_BANDS,
  DEFAULT_PRICE_HISTORY_MONTHS,
  PRICE_HISTORY_MAX_POINTS,
  PRICE_HISTORY_MAX_RUNS,
  conditionBandOf,
  tokyoParts,
  type BandChoice,
  type PriceHistory,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { findViewableLot, type ViewableLot } from '../lot/lot-access.js';
import { tokyoDayStart } from '../lots-core/lot-query.js';
import { keptPriceHistory } from './price-history-cache.js';
import { comparablePoints, comparableStats, earlierRuns, type ComparableKey } from './price-history.repo.js';

const day = (d: Date) => tokyoParts(d).date;

/**
 * The first day of the period of `months` months ending today (Japan time): the same day of the
 * month `months` earlier, or that month's last day (31 May less 3 months is 28/29 February).
 */
export function periodStart(now: Date, months: number): Date {
  const { year, month, day: d } = tokyoParts(now);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return tokyoDayStart(`${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, lastDay))}`);
}

/** A chassis number worth matching: provider rows mask some ("ZVW30-***") or leave it blank. */
const matchableChassisNo = (no: string) => /^[A-Z0-9]{2,20}-?[A-Z0-9]{3,}$/i.test(no.trim()) && !no.includes('*');

export interface PriceHistoryInput {
  carId: number;
  months?: number;
  band?: BandChoice;
}

/**
 * Price history of a lot (issue 21 §3): the quartiles and latest sales of comparable cars and the
 * same car's earlier runs. Who may open the lot may see it (findViewableLot: 404, 403).
 */
export async function getPriceHistory(db: DbOrTx, user: AuthUser, input: PriceHistoryInput, now = clock.now()): Promise<PriceHistory> {
  const { lot, model } = await findViewableLot(db, user, input.carId, now);
  return computePriceHistory(db, lot, model, input, now);
}

/**
 * The same as JSON, `{"priceHistory":…}`: the viewer's access is checked on every request, and
 * the answer, the same for every viewer, is kept until what it is computed from may have
 * changed (price-history-cache.ts).
 */
export async function priceHistoryJson(db: DbOrTx, user: AuthUser, input: PriceHistoryInput, now = clock.now()): Promise<string> {
  const { lot, model } = await findViewableLot(db, user, input.carId, now);
  const months = input.months ?? DEFAULT_PRICE_HISTORY_MONTHS;
  const band = input.band ?? conditionBandOf(lot.conditionRank);
  const rest = [lot.year, lot.conditionRank, lot.auctionDate.getTime(), model, months, band, day(now)].join('|');
  const json = await keptPriceHistory(db, { lotId: lot.id, modelId: lot.modelId, chassisCode: lot.chassisCode, chassisNo: lot.chassisNo, rest }, async () =>
    JSON.stringify(await computePriceHistory(db, lot, model, { ...input, months, band }, now)),
  );
  return `{"priceHistory":${json}}`;
}

async function computePriceHistory(db: DbOrTx, lot: ViewableLot['lot'], model: string, input: PriceHistoryInput, now: Date): Promise<PriceHistory> {
  const months = input.months ?? DEFAULT_PRICE_HISTORY_MONTHS;
  const band = input.band ?? conditionBandOf(lot.conditionRank);
  const from = periodStart(now, months);
  const key: ComparableKey = {
    lotId: lot.id,
    modelId: lot.modelId,
    chassisCode: lot.chassisCode,
    years: [lot.year - 1, lot.year, lot.year + 1],
    rank: band === 'any' ? null : CONDITION_BANDS[band],
    from,
    to: now,
  };
  const chassisNo = lot.chassisNo.trim();
  const [stats, points, runs] = await Promise.all([
    comparableStats(db, key),
    comparablePoints(db, key, PRICE_HISTORY_MAX_POINTS),
    matchableChassisNo(chassisNo) ? earlierRuns(db, lot.id, chassisNo, lot.auctionDate, PRICE_HISTORY_MAX_RUNS) : [],
  ]);
  return {
    criteria: { model, chassisCode: lot.chassisCode, yearFrom: lot.year - 1, yearTo: lot.year + 1, band, months },
    comparable: { ...stats, from: day(from), to: day(now) },
    points: points.map((p) => ({ ...p, date: day(p.date) })),
    earlierRuns: runs.map((r) => ({ ...r, date: day(r.date) })),
  };
}
