import { z } from 'zod';
import { MSG } from '../errors.js';
import { optionalText } from '../primitives.js';
import { isIsoDate } from '../rules/format.js';

// PUT /purchased-cars/{id}/logistics (managers): every logistics field at once (absent, null or
// blank clears a field). Dates are YYYY-MM-DD (Errors.InvalidField otherwise); typeOfExport is a
// bid type 1–4. An unchanged field is not logged; each changed one is.

const optionalDate = z
  .string({ error: MSG.invalidField })
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: MSG.invalidField })
  .nullish()
  .transform((v) => (v ? v : null));

export const updateLogisticsBody = z.object({
  stockYard: optionalText(120),
  exportPort: optionalText(120),
  typeOfExport: z.number({ error: MSG.invalidField }).int({ error: MSG.invalidField }).min(1, { error: MSG.invalidField }).max(4, { error: MSG.invalidField }).nullish().transform((v) => v ?? null),
  /** The day the car was bought; blank keeps the auction day. */
  purchaseDate: optionalDate,
  shippingLine: optionalText(120),
  voyage: optionalText(60),
  destination: optionalText(120),
  etd: optionalDate,
  eta: optionalDate,
  dischargePort: optionalText(120),
});
export type UpdateLogisticsBody = z.infer<typeof updateLogisticsBody>;
