// The provider's coded columns mapped to ours (docs/decisions/012 §Mapping): `status` to the
// auction status codes, `time` to fuel, `rate` to our condition grades, `kpp_type` to manual or
// automatic. A code we do not know is logged once per process, not once per row: a new status
// spelling in 20,000 results is one line in the log, not 20,000.
import type { FastifyBaseLogger } from 'fastify';
import { AUCTION_STATUS, CONDITION_ORDER } from '@jauc/contract';
import { text } from './ajes-values.js';

export type AuctionResultStatus = (typeof AUCTION_STATUS)[keyof typeof AUCTION_STATUS];
export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';

/** Warns once per (what, value) for the life of the logger. */
export interface OnceLog {
  unknown(what: 'status' | 'fuel' | 'condition', value: string): void;
}

export function onceLog(log: Pick<FastifyBaseLogger, 'warn'>): OnceLog {
  const seen = new Set<string>();
  return {
    unknown(what, value) {
      const key = `${what}\u0000${value}`;
      if (seen.has(key)) return;
      seen.add(key);
      log.warn({ what, value: value.slice(0, 60) }, `ajes: unknown ${what} value, mapped to a default`);
    },
  };
}

// Spellings are compared lower-case with punctuation folded to spaces ("NOT_SOLD" = "not sold").
const STATUS_WORDS: ReadonlyMap<string, AuctionResultStatus> = new Map([
  ['sold', AUCTION_STATUS.sold],
  ['nego sold', AUCTION_STATUS.soldNego],
  ['sold nego', AUCTION_STATUS.soldNego],
  ['negotiation sold', AUCTION_STATUS.soldNego],
  ['sold by negotiation', AUCTION_STATUS.soldNego],
  ['nego', AUCTION_STATUS.soldNego],
  ['not sold', AUCTION_STATUS.notSold],
  ['unsold', AUCTION_STATUS.notSold],
  ['notsold', AUCTION_STATUS.notSold],
  ['cancelled', AUCTION_STATUS.cancelled],
  ['canceled', AUCTION_STATUS.cancelled],
  ['cancel', AUCTION_STATUS.cancelled],
  ['removed', AUCTION_STATUS.removed],
  ['withdrawn', AUCTION_STATUS.removed],
  ['deleted', AUCTION_STATUS.removed],
]);
// Coming lots carry no result yet: empty, or "available" in some of the provider's tables.
const NO_RESULT = new Set(['', 'available', 'upcoming']);

/** A result status, null for "no result yet", Unknown (4538, logged) for anything else. */
export function resultStatus(value: string | undefined, log?: OnceLog): AuctionResultStatus | null {
  const word = text(value).toLowerCase().replace(/[^a-z]+/g, ' ').trim();
  if (NO_RESULT.has(word)) return null;
  const known = STATUS_WORDS.get(word);
  if (known !== undefined) return known;
  log?.unknown('status', text(value));
  return AUCTION_STATUS.unknown;
}

/**
 * `time` marks hybrids (H) and electric cars (E); public clients also read D as diesel. An empty
 * mark means neither, which we take as petrol: a diesel without its mark would count as petrol,
 * which the export rules treat alike (over 1,900 cc). Anything else (a gas mark, or the update
 * timestamp older rows carry in this column) is unknown: null, logged once.
 */
export function fuel(value: string | undefined, log?: OnceLog): Fuel | null {
  const mark = text(value).toUpperCase();
  if (mark === '') return 'petrol';
  if (mark === 'H' || mark === 'HE') return 'hybrid';
  if (mark === 'E' || mark === 'EV') return 'electric';
  if (mark === 'D') return 'diesel';
  log?.unknown('fuel', mark);
  return null;
}

/**
 * `rate` → our condition grade. Numeric grades are normalised ("4.0" → "4"); an ungraded car
 * ("", "*", "0", "-") is "***"; R, RA and the known letter grades stay. Other marks (RB, R2, WR…)
 * are kept as written, upper-case: the listing colours several of them, and they rank lowest.
 */
export function conditionGrade(value: string | undefined, log?: OnceLog): string {
  const raw = text(value).toUpperCase();
  if (raw === '' || /^[*\-0]+$/.test(raw)) return '***';
  const numeric = /^\d(\.\d+)?$/.test(raw) ? String(Number(raw)) : raw;
  if ((CONDITION_ORDER as readonly string[]).includes(numeric)) return numeric;
  log?.unknown('condition', raw);
  return raw.slice(0, 8);
}

/** `kpp_type`: 1 manual, 2 automatic (as public clients read it); else unknown. */
export function gearboxType(value: string | undefined): 'manual' | 'automatic' | null {
  const t = text(value);
  return t === '1' ? 'manual' : t === '2' ? 'automatic' : null;
}
