import { z } from 'zod';
import { bidAmountError, BID_STEP_YEN, formatThousands, PLACE_BID_MSG, type LotDetail, type PageType, type PlaceBidBody } from '@jauc/contract';
import { NO_GROUP } from '../api/get-bid-groups';
import { parseAmount } from '../../../lib/amount-input';

/** The place-bid form as typed (spec 2 §5 "Lot page bid amount", "Required fields"). */
export interface BidFormValues {
  /** Space-grouped digits as shown. */
  amount: string;
  /** '' (none), or '1'–'4'. */
  bidType: string;
  /** NO_GROUP, or the group number. */
  bidGroup: string;
  comment: string;
  /** The chosen client (managers bidding for a client), '' when none. */
  clientId: string;
  clientLabel: string;
}

/** What the form asks for on this lot, for this viewer. */
export interface BidFormRules {
  /** A stock car: the amount is its price, not typed. */
  stock: boolean;
  startPrice: number | null;
  /** The viewer's current bid: a raise must be higher. */
  currentBid: number | null;
  typeShown: boolean;
  typeRequired: boolean;
  groupShown: boolean;
  clientRequired: boolean;
}

export const emptyBidForm = (amount = ''): BidFormValues => ({ amount, bidType: '', bidGroup: NO_GROUP, comment: '', clientId: '', clientLabel: '' });

/** The amount's message key, or null when it can be sent. An empty amount is Required. */
export function amountMessage(text: string, rules: BidFormRules): string | null {
  if (rules.stock) return null;
  const amount = parseAmount(text);
  const message = bidAmountError(amount, rules.startPrice);
  if (message) return message;
  if (rules.currentBid !== null && amount !== null && amount <= rules.currentBid) return PLACE_BID_MSG.mustBeHigher;
  return null;
}

/** The required fields still empty: the button is blocked while there are any. */
export function missingFields(values: BidFormValues, rules: BidFormRules): Array<keyof BidFormValues> {
  const missing: Array<keyof BidFormValues> = [];
  if (!rules.stock && parseAmount(values.amount) === null) missing.push('amount');
  if (rules.typeShown && rules.typeRequired && !values.bidType) missing.push('bidType');
  if (rules.clientRequired && !values.clientId) missing.push('clientId');
  return missing;
}

/** The form's schema for these rules; its messages are translation keys. */
export function bidFormSchema(rules: BidFormRules) {
  const required = (v: string) => v.trim() !== '';
  return z.object({
    amount: z.string().superRefine((v, ctx) => {
      const message = amountMessage(v, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    bidType: rules.typeShown && rules.typeRequired ? z.string().refine(required, { error: PLACE_BID_MSG.required }) : z.string(),
    bidGroup: z.string(),
    comment: z.string(),
    clientId: rules.clientRequired ? z.string().refine(required, { error: PLACE_BID_MSG.required }) : z.string(),
    clientLabel: z.string(),
  });
}

/** The lowest amount a raise may start from: one step above the current bid. */
export const raiseAmount = (currentBid: number) => formatThousands(currentBid + BID_STEP_YEN);

/** The lot's bidInfo carries the viewer's exportTypeShow / exportTypeOptional for this lot. */
export function bidFormRules(pageType: PageType, lot: LotDetail, forClient: boolean, currentBid: number | null): BidFormRules {
  return {
    stock: pageType === 'stock',
    startPrice: lot.bidInfo.startPrice,
    currentBid,
    typeShown: lot.bidInfo.exportTypeShow,
    typeRequired: !lot.bidInfo.exportTypeOptional,
    groupShown: lot.bidInfo.bidGroupShow,
    clientRequired: forClient,
  };
}

/** The amount compared with the balance: the typed amount on an auction lot, else the car's price. */
export function bidAmountOf(values: BidFormValues, rules: BidFormRules, lot: LotDetail): number {
  return rules.stock ? (lot.bidInfo.soldPrice ?? 0) : (parseAmount(values.amount) ?? 0);
}

/** The request body: the group placeholder and a blank type are left out (spec 2 §3). */
export function placeBidBody(values: BidFormValues, rules: BidFormRules, lot: LotDetail): PlaceBidBody {
  return {
    amount: bidAmountOf(values, rules, lot),
    carId: lot.carCommonDetail.id,
    ...(rules.groupShown && values.bidGroup !== NO_GROUP && values.bidGroup ? { bidGroup: Number(values.bidGroup) } : {}),
    ...(rules.typeShown && values.bidType ? { bidType: Number(values.bidType) } : {}),
    confirm: 1,
    lotType: rules.stock ? 'stock' : 'auction',
    comment: values.comment.trim(),
  };
}
