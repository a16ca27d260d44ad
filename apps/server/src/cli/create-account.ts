import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailField, LANGUAGE, PASSWORD_MIN_LENGTH, passwordField, ROLE, USER_TYPE } from '@jauc/contract';
import type { DbOrTx } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import * as clock from '../lib/clock.js';
import { permissionsFor } from '../modules/identity/permission-templates.js';
import { COUNTRIES } from '../modules/site/countries.js';

// The first accounts of a portal that starts without demo data (README "Going live"): an
// operator creates a manager from the command line, and the manager creates the rest on screen.

export const ACCOUNT_ROLES = {
  manager: { userType: USER_TYPE.manager, roleId: ROLE.manager },
  dealer: { userType: USER_TYPE.dealer, roleId: ROLE.dealer },
  client: { userType: USER_TYPE.client, roleId: ROLE.client },
} as const;
export type AccountRole = keyof typeof ACCOUNT_ROLES;

export interface NewAccount {
  role: AccountRole;
  email: string;
  password: string;
  fullName: string;
  /** ISO 3166 alpha-2 code of the account's country. */
  country: string;
}

/** A refusal the command prints as it is (no stack): bad input or an address already taken. */
export class AccountInputError extends Error {}

/** Creates a verified account with its role's permissions; refuses an address already taken. */
export async function createAccount(db: DbOrTx, input: NewAccount): Promise<{ id: number; email: string }> {
  const role = ACCOUNT_ROLES[input.role];
  if (!role) throw new AccountInputError(`--role must be one of ${Object.keys(ACCOUNT_ROLES).join(', ')}`);
  const email = emailField.safeParse(input.email);
  if (!email.success) throw new AccountInputError(`not an e-mail address: "${input.email}"`);
  const password = passwordField.safeParse(input.password);
  if (!password.success) throw new AccountInputError(`the password must be ${PASSWORD_MIN_LENGTH} to 128 characters long`);
  const fullName = input.fullName.trim();
  if (fullName.length === 0 || fullName.length > 100) throw new AccountInputError('--name must be 1 to 100 characters long');
  const country = COUNTRIES.find((c) => c[1] === input.country.toUpperCase());
  if (!country) throw new AccountInputError(`unknown country code "${input.country}" (ISO 3166 alpha-2, e.g. JP)`);
  // An empty database (SEED=false) has no reference rows yet; the user row points at them.
  await ensureReferenceData(db);
  const [row] = await db
    .insert(users)
    .values({
      email: email.data,
      passwordHash: await hashPassword(password.data),
      fullName,
      company: null,
      countryId: country[0],
      city: '',
      address: '',
      mobile: '',
      userType: role.userType,
      roleId: role.roleId,
      language: LANGUAGE.en,
      permissions: permissionsFor(role.roleId, role.userType),
      emailVerifiedAt: clock.now(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
    throw new AccountInputError(`an account with ${email.data} exists already (id ${taken?.id ?? '?'})`);
  }
  return { id: row.id, email: email.data };
}

const USAGE = `usage: npm run user:create -- --role ${Object.keys(ACCOUNT_ROLES).join('|')} --email <address> --name <full name> [--country <ISO code, default JP>]`;

/** The command line's options, or an AccountInputError saying what is missing. */
export function parseUserCreateArgs(argv: string[]): { role: AccountRole; email: string; fullName: string; country: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { role: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, country: { type: 'string', default: 'JP' } },
      strict: true,
    }));
  } catch (err) {
    throw new AccountInputError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
  if (!values.role || !values.email || !values.name) throw new AccountInputError(USAGE);
  if (!(values.role in ACCOUNT_ROLES)) throw new AccountInputError(`--role must be one of ${Object.keys(ACCOUNT_ROLES).join(', ')}\n${USAGE}`);
  return { role: values.role as AccountRole, email: values.email, fullName: values.name, country: values.country ?? 'JP' };
}
