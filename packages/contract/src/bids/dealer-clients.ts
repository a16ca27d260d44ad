import { z } from 'zod';
import { pageInfoSchema } from '../listing/listing.js';
import { positiveInt } from '../query-params.js';
import { single } from './bid-list.js';
import { MSG } from '../errors.js';

// GET /bid/dealer-clients (dealers only; anyone else 403): the dealer's clients (users whose
// dealer is the caller), by name, each with the number of their bids, paged (page, pageSize up
// to 100, default 20). Spec 2 §3 "Dealer clients response: clientList and pageInfo".

export const dealerClientsQuery = z.object({
  page: single(positiveInt(1_000_000, 1)),
  pageSize: single(
    z
      .string()
      .regex(/^\d{1,3}$/, { error: MSG.invalidField })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: MSG.invalidField }).max(100, { error: MSG.invalidField }))
      .optional()
      .transform((v) => v ?? 20),
  ),
});
export type DealerClientsQueryInput = z.input<typeof dealerClientsQuery>;

export const dealerClient = z.object({
  /** User id: what the bid lists' `user` filter takes. */
  value: z.number().int(),
  /** Full name. */
  label: z.string(),
  company: z.string().nullable(),
  /** The client's bids (active and archive). */
  bids: z.number().int(),
});
export const dealerClientsResponse = z.object({ clientList: z.array(dealerClient), pageInfo: pageInfoSchema });
export type DealerClientsResponse = z.infer<typeof dealerClientsResponse>;
