import { z } from 'zod';
import { MSG } from '../errors.js';
import { INT4_MAX, optionalText, requiredOrInvalid } from '../primitives.js';

// POST /site/make-an-order (issue 14 §3): a signed-in user asks the managers to find a car.
// - 401 for a visitor; 422 per field (an unknown maker on makerId); 429 order_flood past
//   ORDER_FLOOD_LIMIT orders an hour from one user. Stored, then e-mailed to every active manager.

export const ORDER_FLOOD_LIMIT = 5;
export const ORDER_YEAR_MIN = 1950;
export const ORDER_YEAR_MAX = 2100;
export const ORDER_BUDGET_MAX_YEN = 1_000_000_000;
export const ORDER_MODEL_MAX = 100;
export const ORDER_COMMENT_MAX = 2000;

export const ORDER_MSG = {
  budget: 'Errors.OrderBudget',
  year: 'Errors.OrderYear',
  yearOrder: 'Errors.OrderYearOrder',
} as const;

const year = z
  .number({ error: ORDER_MSG.year })
  .int({ error: ORDER_MSG.year })
  .min(ORDER_YEAR_MIN, { error: ORDER_MSG.year })
  .max(ORDER_YEAR_MAX, { error: ORDER_MSG.year })
  .nullish()
  .transform((v) => v ?? null);

export const makeAnOrderBody = z
  .object({
    makerId: z
      .number({ error: requiredOrInvalid })
      .int({ error: MSG.invalidField })
      .min(1, { error: MSG.invalidField })
      .max(INT4_MAX, { error: MSG.invalidField }),
    model: optionalText(ORDER_MODEL_MAX),
    yearFrom: year,
    yearTo: year,
    budget: z
      .number({ error: (issue) => (issue.input === undefined ? MSG.required : ORDER_MSG.budget) })
      .int({ error: ORDER_MSG.budget })
      .min(1, { error: ORDER_MSG.budget })
      .max(ORDER_BUDGET_MAX_YEN, { error: ORDER_MSG.budget }),
    comment: optionalText(ORDER_COMMENT_MAX),
  })
  .refine((v) => v.yearFrom === null || v.yearTo === null || v.yearFrom <= v.yearTo, { path: ['yearTo'], message: ORDER_MSG.yearOrder });
export type MakeAnOrderInput = z.input<typeof makeAnOrderBody>;
export type MakeAnOrderBody = z.output<typeof makeAnOrderBody>;

export const makeAnOrderResponse = z.object({ success: z.literal(true), orderId: z.number().int() });
export type MakeAnOrderResponse = z.infer<typeof makeAnOrderResponse>;
