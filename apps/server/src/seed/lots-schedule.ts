// Which auction sessions the demo data covers: Japan-time calendar days (Mon–Sat) around
// today, the houses holding a session on each, and how many lots each session gets.
import { tokyoParts } from '@jauc/contract';
import { AUCTION_HOUSES, sessionStartIso, type AuctionHouse } from './catalog-auctions.js';

const DAY_MS = 86_400_000;

export interface Session {
  house: AuctionHouse;
  /** Japan-time calendar day, YYYY-MM-DD. */
  day: string;
  start: Date;
}

/** The Japan-time day `offset` days after `day`, with its weekday (0 = Sunday). */
function addDays(day: string, offset: number): { day: string; weekday: number } {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS);
  return { day: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** The next `count` auction days (Monday to Saturday) from today in Japan, today included. */
export function upcomingAuctionDays(now: Date, count: number): string[] {
  const today = tokyoParts(now).date;
  const days: string[] = [];
  for (let i = 0; days.length < count; i++) {
    const d = addDays(today, i);
    if (d.weekday !== 0) days.push(d.day);
  }
  return days;
}

/** The `count` auction days before today in Japan, oldest first. */
export function pastAuctionDays(now: Date, count: number): string[] {
  const today = tokyoParts(now).date;
  const days: string[] = [];
  for (let i = 1; days.length < count; i++) {
    const d = addDays(today, -i);
    if (d.weekday !== 0) days.push(d.day);
  }
  return days.reverse();
}

/** Every house session on the given days, in day order then by start time and house id. */
export function sessionsOn(days: readonly string[], houses: readonly AuctionHouse[] = AUCTION_HOUSES): Session[] {
  return days.flatMap((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return houses
      .filter((h) => h.weekday === weekday)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
      .map((house) => ({ house, day, start: new Date(sessionStartIso(house, day)) }));
  });
}

/**
 * Splits `total` lots over the sessions in proportion to each house's size, exactly (largest
 * remainder), so the requested counts are met to the lot.
 */
export function allocate(total: number, sessions: readonly Session[]): number[] {
  if (sessions.length === 0) return [];
  const weight = sessions.reduce((s, x) => s + x.house.size, 0);
  const exact = sessions.map((s) => (total * s.house.size) / weight);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** Lot numbers stay below this, as on real sheets; more lots spread the results over more weeks. */
export const MAX_LOTS_PER_SESSION = 20_000;

// A comfortable week: every house at a quarter of the lot-number ceiling.
const LOTS_PER_WEEK = (MAX_LOTS_PER_SESSION / 4) * AUCTION_HOUSES.length;

/** Weeks of past results: at least four, more when the count would crowd the sessions. */
export const statsWeeks = (stats: number): number => Math.max(4, Math.ceil(stats / LOTS_PER_WEEK));

/** Weeks of coming sessions: one (six auction days), more only for benchmark-sized counts. */
export const upcomingWeeks = (auction: number): number => Math.max(1, Math.ceil(auction / LOTS_PER_WEEK));
