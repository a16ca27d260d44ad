import { z } from 'zod';
import { ROLE } from '../codes.js';
import { MSG } from '../errors.js';
import { pageInfoSchema } from '../listing/listing.js';
import { hasControlChars } from '../primitives.js';
import { multi, single } from '../bids/bid-list.js';
import { intList, positiveInt } from '../query-params.js';

// GET /clients/list (managers only, 403 for anyone else): the managers' client page, where
// deposits (POST /payments/deposit) and credit limits and notes (PUT /clients/update) are set.
// Every client and dealer account with the user-list fields of spec 1 §3, newest registration
// first. `search` matches the name, e-mail, company or client id (a number finds that id);
// `role` keeps the listed role codes (1064 client, 981 VIP, 1065 troublesome, 979 restricted,
// 1092 dealer, 982 disabled).

export const CLIENT_ROLES = [ROLE.client, ROLE.vip, ROLE.troublesome, ROLE.restricted, ROLE.guest, ROLE.dealer, ROLE.disabled] as const;
export const CLIENTS_PAGE_SIZES = [20, 50, 70] as const;
export const CLIENTS_DEFAULT_PAGE_SIZE = 20;

export const clientsListQuery = z.object({
  search: single(
    z
      .string()
      .trim()
      .max(100, { error: MSG.invalidField })
      .refine((v) => !hasControlChars(v), { error: MSG.invalidField })
      .optional()
      .transform((v) => v || undefined),
  ),
  role: multi(intList(CLIENT_ROLES).optional()),
  page: single(positiveInt(1_000_000, 1)),
  pageSize: single(
    z
      .string()
      .regex(/^(20|50|70)$/, { error: MSG.invalidField })
      .transform(Number)
      .optional()
      .transform((v) => v ?? CLIENTS_DEFAULT_PAGE_SIZE),
  ),
});
export type ClientsListQueryInput = z.input<typeof clientsListQuery>;
export type ClientsListQuery = z.output<typeof clientsListQuery>;

/** One account of the client page (spec 1 §3 "User list fields"). */
export const clientRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  /** The client id people read and search by (the user id as text, as on bids). */
  clientId: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  countryId: z.number().int(),
  /** The country's name in the request's language. */
  country: z.string(),
  /** Registration (ISO instant). */
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** userType: 2 client, 1092 dealer. */
  userType: z.number().int(),
  /** The client level (role code) and its name in the request's language: the "type" column. */
  roleId: z.number().int(),
  type: z.string(),
  biddingAllowed: z.boolean(),
  balance: z.number().int(),
  creditLimit: z.number().int(),
  /** The account's manager (name), and its dealer for a dealer's client. */
  manager: z.string().nullable(),
  dealer: z.string().nullable(),
  note: z.string().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientsListResponse = z.object({
  success: z.literal(true),
  clients: z.array(clientRowSchema),
  /** The role filter's options with their names, in the request's language. */
  roleList: z.array(z.object({ value: z.number().int(), label: z.string() })),
  pageInfo: pageInfoSchema,
});
export type ClientsListResponse = z.infer<typeof clientsListResponse>;
