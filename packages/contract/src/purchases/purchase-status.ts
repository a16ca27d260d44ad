import { z } from 'zod';
import { MSG } from '../errors.js';

// Purchase statuses (spec 2 §4 "Purchase status"): none (null) is Processing, then 1–8. The API
// speaks 0 for Processing wherever a status is a value to choose (filters, the manager's change),
// because a select or a query string cannot carry null; the stored and answered status is null.
export const PURCHASE_STATUS = {
  processing: 0,
  domesticTransport: 1,
  waitingAssignment: 2,
  waitingLoading: 3,
  inTransit: 4,
  delivered: 5,
  shippingCancelled: 6,
  purchaseCancelled: 7,
  auctionResale: 8,
} as const;
export const PURCHASE_STATUS_IDS = Object.values(PURCHASE_STATUS);
export type PurchaseStatusId = (typeof PURCHASE_STATUS_IDS)[number];

/** The owner fills the consignee and notify party until the car ships (status below In transit). */
export const PARTIES_EDITABLE_BELOW = PURCHASE_STATUS.inTransit;

/** May the owner still change the consignee and notify party of a purchase in this status? */
export const partiesEditable = (status: number | null): boolean => status === null || status < PARTIES_EDITABLE_BELOW;

/** A purchase status as a value to choose: 0 (Processing) to 8. */
export const purchaseStatusValue = z
  .number({ error: MSG.invalidField })
  .int({ error: MSG.invalidField })
  .min(0, { error: MSG.invalidField })
  .max(8, { error: MSG.invalidField });

/** statusList of the purchased list: every status with its label in the request's language. */
export const purchaseStatusOption = z.object({ value: z.number().int(), label: z.string() });
export type PurchaseStatusOption = z.infer<typeof purchaseStatusOption>;
