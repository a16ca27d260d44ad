import { z } from 'zod';
import { MSG } from '../errors.js';

// PUT /purchased-cars/{id}/finances (managers): the fee lines in integer yen, 0 to 100 000 000
// each; a negative, fractional or non-numeric value answers 422 with Errors.InvalidField on its
// field and nothing is written. The car price is the bid's sold price (changed on the bid, which
// keeps the ledger in step), so it is not part of this body. Each changed line is logged.

export const FINANCE_LINE_MAX = 100_000_000;

const feeLine = z
  .number({ error: MSG.invalidField })
  .int({ error: MSG.invalidField })
  .min(0, { error: MSG.invalidField })
  .max(FINANCE_LINE_MAX, { error: MSG.invalidField });

export const updateFinancesBody = z.object({
  auctionFee: feeLine,
  agentFee: feeLine,
  delivery: feeLine,
  freight: feeLine,
  otherFees: feeLine,
});
export type UpdateFinancesBody = z.infer<typeof updateFinancesBody>;
