import { z } from 'zod';
import { BID_TYPES, type BidTypeId } from '../codes.js';
import { MSG } from '../errors.js';
import { lotIdField } from '../favorite/lot-id.js';
import { rawText } from '../primitives.js';
import { PLACE_BID_MSG } from '../rules/bid-rules.js';

// POST /bid/create and POST /bid/bid-from-manager (spec 2 §4 "Bid placing flow", §7). The server
// checks every rule of DESIGN.md §3; amount and bid type come back as field messages (422: amount
// PlaceBid.Required / LowerPrice / IncorrectBid:5000 / MustBeHigher, or Errors.InvalidField when a
// stock car's amount is not its price; bidType PlaceBid.Required; lotType Errors.InvalidField when
// it does not fit the lot), the other refusals as a message code (see ERROR_CODES):
// 403 bidding_not_allowed (also: the client of a manager's bid may not open the lot's page) or
// forbidden (the caller may not open the lot's page; a client on the manager endpoint),
// 404 lot_not_found / client_not_found, 409 bidding_closed / auction_finished /
// credit_limit_exceeded / bid_locked, 429 daily_bid_limit. Refusals write nothing.

export const wholeYen = (required: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,12}$/).transform(Number)], { error: (i) => (i.input === undefined || i.input === '' ? required : PLACE_BID_MSG.lowerPrice) })
    .pipe(z.number({ error: PLACE_BID_MSG.lowerPrice }).int({ error: PLACE_BID_MSG.lowerPrice }).positive({ error: PLACE_BID_MSG.lowerPrice }).max(9_000_000_000_000, { error: MSG.invalidField }));

/** A bid group number (1–99); '', '--', '-1' and null are "no group" (spec 2 §3 placeholder). */
export const MAX_BID_GROUP = 99;
export const bidGroupField = z
  .union([z.number(), z.string().trim(), z.null()], { error: MSG.invalidField })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === '--' || v === '-1' || v === -1) return null;
    const n = typeof v === 'number' ? v : /^\d{1,3}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_BID_GROUP) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidField });
      return z.NEVER;
    }
    return n;
  });

/** Export type (bid type) 1–4; blank means none (allowed only with exportTypeOptional). */
export const bidTypeField = z
  .union([z.number(), z.string().trim(), z.null()], { error: MSG.invalidField })
  .optional()
  .transform((v, ctx): BidTypeId | null => {
    if (v === undefined || v === null || v === '' || v === '--') return null;
    const n = Number(v);
    if (!BID_TYPES.includes(n as BidTypeId)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidField });
      return z.NEVER;
    }
    return n as BidTypeId;
  });

export const MAX_BID_COMMENT_LENGTH = 500;

export const placeBidBody = z.object({
  /** Yen. An auction lot: a multiple of 5000 at least the start price; a stock car: its price. */
  amount: wholeYen(PLACE_BID_MSG.required),
  bidGroup: bidGroupField,
  carId: lotIdField,
  bidType: bidTypeField,
  /** 1: the terms were accepted in the confirm modal. Anything else is refused. */
  confirm: z.union([z.literal(1), z.literal('1'), z.literal(0), z.literal('0')], { error: MSG.terms }).transform(Number)
    .refine((v) => v === 1, { error: MSG.terms }),
  lotType: z.enum(['auction', 'stock'], { error: MSG.invalidField }),
  comment: rawText(MAX_BID_COMMENT_LENGTH).optional().transform((v) => v ?? ''),
});
export type PlaceBidBody = z.input<typeof placeBidBody>;
export type PlaceBidInput = z.output<typeof placeBidBody>;

/** The manager's variant: the same body plus the client's id as a string. */
export const placeBidFromManagerBody = placeBidBody.extend({
  userId: z.string({ error: PLACE_BID_MSG.required }).trim().regex(/^\d{1,9}$/, { error: PLACE_BID_MSG.required }).transform(Number),
});
export type PlaceBidFromManagerBody = z.input<typeof placeBidFromManagerBody>;
export type PlaceBidFromManagerInput = z.output<typeof placeBidFromManagerBody>;

export const bidResultSchema = z.object({
  bidAmount: z.number().int(),
  /** ISO instant the bid was placed (or last raised). */
  bidDate: z.string(),
  bidId: z.number().int(),
  bidStatus: z.number().int(),
});
export type BidResult = z.infer<typeof bidResultSchema>;
export const placeBidResponse = bidResultSchema;
