import { z } from 'zod';

// Every failure answers `{ success: false, message }`. `message` is either one message code
// (translated by the web app under `Error.<code>`) or, for invalid input, an object keyed by field
// whose values are translation keys such as `Errors.Required` or `Errors.MinLength:6`
// (the number after the colon is the `length` interpolation value).
export const ERROR_CODES = [
  'invalid_credentials',
  'invalid_user',
  'email_not_verified',
  'link_expired',
  'too_many_requests',
  // Sign-up attempts from one network over the hourly limit (DESIGN.md §3).
  'too_many_signups',
  // Too many wrong codes for a shared link from everyone together: locked for the hour.
  'share_link_locked',
  'forbidden_origin',
  // A GET that spends or creates something, started by another site (Fetch Metadata).
  'forbidden_cross_site',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_input',
  'wrong_password',
  'lot_not_found',
  'favorites_limit',
  // Issue 21 §4: past SAVED_SEARCH_LIMIT saved searches.
  'saved_search_limit',
  // Lot page and bids (spec 2 §8; DESIGN.md §3).
  'bidding_closed',
  'auction_finished',
  'bidding_not_allowed',
  'daily_bid_limit',
  'credit_limit_exceeded',
  'bid_not_found',
  'cancel_not_allowed',
  // A bid the manager settled (Don't bid, Finished, Win) cannot be placed again or raised.
  'bid_locked',
  // The manager's changes on a bid (spec 2 §4; contract bids/update-*.ts).
  'bid_archived',
  'bid_not_editable',
  'future_auction_status',
  'win_sold_price_required',
  'win_not_confirmed',
  'group_already_won',
  'client_not_found',
  // Only clients and dealers own bids (issue 18 §1): a manager's own POST /bid/create (403; managers
  // bid through bid-for-client) and a Win of a bid a manager owns (409).
  'manager_cannot_own_bids',
  'bid_owner_not_client',
  // A deposit dated before the account existed or more than 90 days back (contract payments/deposit.ts).
  'deposit_date_too_early',
  // The bid chat (contract chat/save-chat.ts): a dealer on a client's bid; over 30 messages a minute.
  'chat_read_only',
  'chat_flood',
  // POST /site/make-an-order (contract site/make-an-order.ts): over 5 orders an hour from one user.
  'order_flood',
  // GET /events from a client that does not accept text/event-stream (contract events/live-event.ts).
  'stream_not_accepted',
  // Deposits (contract payments/deposit.ts): a disabled account; an idempotency key sent again with another deposit.
  'account_disabled',
  'idempotency_key_reused',
  // A proof of payment recorded or rejected already (issue 21 §5): it books at most once.
  'proof_decided',
  // Purchased cars (contract purchases/*): the parties after shipping; a cancelled purchase's status;
  // a document that is not a PDF or image, or over 10 MB.
  'purchase_shipped',
  'purchase_cancelled',
  'document_type',
  'document_too_large',
  'wrong_code',
  'uss_limit_reached',
  'download_not_allowed',
  // Issue 18 §4: an API path written in a non-canonical form (`/%61pi/...`); a multipart upload
  // cut off before its end; a method the portal never serves (TRACE, ...); a URL over 16 KB.
  'invalid_path',
  'upload_incomplete',
  'method_not_allowed',
  'uri_too_long',
  // Past the login limits (docs/decisions/014): the same answer whatever the password; a right
  // password e-mails the account a one-time sign-in link. A sign-in link used, expired or void.
  'login_locked',
  'internal_error',
  // The database cannot be reached: answered 503 with Retry-After, the same for everyone.
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldMessagesSchema = z.record(z.string(), z.string());
export type FieldMessages = z.infer<typeof fieldMessagesSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.union([z.string(), fieldMessagesSchema]),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type Success = z.infer<typeof successSchema>;

/** Field message keys used by forms and by the server's per-field answers. */
export const MSG = {
  required: 'Errors.Required',
  email: 'Errors.Email',
  phone: 'Errors.Phone',
  incompletePhone: 'Errors.IncompletePhone',
  incompleteName: 'Errors.IncompleteName',
  passwordMatch: 'Errors.PasswordMatch',
  terms: 'Errors.Terms',
  invalidField: 'Errors.InvalidField',
  wrongPassword: 'Errors.WrongPassword',
  minLength: (n: number) => `Errors.MinLength:${n}`,
  maxLength: (n: number) => `Errors.MaxLength:${n}`,
  // PUT /dev/clock (tests and demos): an offset like 3d or -2h, an instant with its zone, one of them.
  clockOffset: 'Errors.ClockOffset',
  clockAt: 'Errors.ClockAt',
  clockMove: 'Errors.ClockMove',
} as const;
