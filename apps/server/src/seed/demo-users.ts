import { eq } from 'drizzle-orm';
import { LANGUAGE, ROLE, USER_TYPE } from '@jauc/contract';
import type { DbOrTx } from '../db/client.js';
import { ledgerEntries, users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { COUNTRIES } from '../modules/site/countries.js';
import { permissionsFor } from '../modules/identity/permission-templates.js';
import * as clock from '../lib/clock.js';

export const DEMO_PASSWORD = 'demo-pass';

const country = (code: string): number => {
  const row = COUNTRIES.find((c) => c[1] === code);
  if (!row) throw new Error(`unknown country ${code}`);
  return row[0];
};

export interface DemoAccount {
  email: string;
  /** How the README and the login screen hint describe the account. */
  label: string;
  fullName: string;
  userType: number;
  roleId: number;
  countryCode: string;
  city: string;
  mobile: string;
  company?: string;
  creditLimit?: number;
  dailyBidLimit?: number;
  dailyUssLimit?: number;
  /** Remittances credited to the ledger when the account is created. */
  remittances?: number[];
  /** The e-mail of the dealer this client belongs to. */
  dealer?: string;
  /** The e-mail of the client's assigned manager; manager@demo.example when not given. */
  manager?: string;
  /** The manager's note on the client (shown in the bid desk's user popover). */
  note?: string;
  permissions?: Partial<ReturnType<typeof permissionsFor>>;
}

/** The demo accounts of DESIGN.md §4; all share the password `demo-pass` and are verified. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'client@demo.example', label: 'Client', fullName: 'Oliver Bennett', userType: USER_TYPE.client, roleId: ROLE.client,
    // An importer in Russia (issue 21): the export check and landed cost speak to them.
    countryCode: 'RU', city: 'Vladivostok', mobile: '+7 (914) 555-01-23', company: 'Bennett Motors Ltd',
    creditLimit: 2_000_000, dailyBidLimit: 20, dailyUssLimit: 5, remittances: [500_000, 700_000, 300_000],
  },
  {
    email: 'vip@demo.example', label: 'VIP client (no credit-limit check)', fullName: 'Amelia Clarke', userType: USER_TYPE.client,
    roleId: ROLE.vip, countryCode: 'AE', city: 'Dubai', mobile: '+971 (50) 555-12-34', company: 'Clarke Auto Export',
    creditLimit: 10_000_000, dailyBidLimit: 50, dailyUssLimit: 20, remittances: [3_000_000, 2_000_000],
  },
  {
    email: 'manager@demo.example', label: 'Manager', fullName: 'Kenji Sato', userType: USER_TYPE.manager, roleId: ROLE.manager,
    countryCode: 'JP', city: 'Yokohama', mobile: '+81 (45) 555-77-88', dailyBidLimit: 1000, dailyUssLimit: 1000,
  },
  {
    email: 'manager2@demo.example', label: 'Second manager', fullName: 'Aiko Mori', userType: USER_TYPE.manager, roleId: ROLE.manager,
    countryCode: 'JP', city: 'Kobe', mobile: '+81 (78) 555-31-40', dailyBidLimit: 1000, dailyUssLimit: 1000,
  },
  {
    email: 'dealer@demo.example', label: 'Dealer', fullName: 'Peter Mwangi', userType: USER_TYPE.dealer, roleId: ROLE.dealer,
    countryCode: 'KE', city: 'Mombasa', mobile: '+254 (712) 555-43-21', company: 'Coast Cars Kenya',
    creditLimit: 3_000_000, dailyBidLimit: 40, dailyUssLimit: 10, remittances: [1_000_000, 1_500_000],
  },
  {
    email: 'dealer-client@demo.example', label: "Dealer's client", fullName: 'Grace Otieno', userType: USER_TYPE.client,
    roleId: ROLE.client, countryCode: 'KE', city: 'Nairobi', mobile: '+254 (722) 555-65-43', dealer: 'dealer@demo.example',
    creditLimit: 1_000_000, dailyBidLimit: 10, dailyUssLimit: 5, remittances: [400_000],
  },
  {
    email: 'dealer-client2@demo.example', label: "Dealer's second client", fullName: 'Brian Kiprop', userType: USER_TYPE.client,
    roleId: ROLE.client, countryCode: 'KE', city: 'Eldoret', mobile: '+254 (733) 555-27-90', dealer: 'dealer@demo.example',
    manager: 'manager2@demo.example', creditLimit: 800_000, dailyBidLimit: 10, dailyUssLimit: 5, remittances: [300_000, 250_000],
  },
  {
    email: 'restricted@demo.example', label: 'Restricted (no bidding until a deposit)', fullName: 'Lucas Silva', userType: USER_TYPE.client,
    roleId: ROLE.restricted, countryCode: 'CL', city: 'Santiago', mobile: '+56 (9) 555-98-76',
  },
  {
    email: 'disabled@demo.example', label: 'Disabled account (cannot sign in)', fullName: 'Noah Fischer', userType: USER_TYPE.disabled,
    roleId: ROLE.disabled, countryCode: 'DE', city: 'Hamburg', mobile: '+49 (40) 555-11-22',
  },
];

/**
 * Creates the demo accounts that do not exist yet (matched by e-mail), with their remittances.
 * Idempotent: running it again changes nothing. Clients are assigned to their manager (the demo
 * manager unless the account names another). Returns the ids of all the accounts by e-mail.
 */
export async function seedDemoUsers(db: DbOrTx, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<Map<string, number>> {
  // argon2 is deliberately slow: hash the shared password once for all accounts.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  const verifiedAt = clock.now();
  // Managers, then dealers, then clients, so clients can point at their manager and dealer.
  const rank = (a: DemoAccount) => (a.userType === USER_TYPE.manager ? 0 : a.userType === USER_TYPE.dealer ? 1 : 2);
  const ordered = [...accounts].sort((a, b) => rank(a) - rank(b));
  for (const a of ordered) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email)).limit(1);
    if (existing) {
      ids.set(a.email, existing.id);
      continue;
    }
    const isClient = a.userType === USER_TYPE.client || a.userType === USER_TYPE.dealer;
    const [row] = await db
      .insert(users)
      .values({
        email: a.email,
        passwordHash,
        fullName: a.fullName,
        company: a.company ?? null,
        countryId: country(a.countryCode),
        city: a.city,
        address: '',
        mobile: a.mobile,
        userType: a.userType,
        roleId: a.roleId,
        language: LANGUAGE.en,
        permissions: { ...permissionsFor(a.roleId, a.userType), ...a.permissions },
        creditLimit: a.creditLimit ?? 0,
        dailyBidLimit: a.dailyBidLimit ?? 0,
        dailyUssLimit: a.dailyUssLimit ?? 0,
        dealerId: a.dealer ? (ids.get(a.dealer) ?? null) : null,
        managerId: isClient ? (ids.get(a.manager ?? 'manager@demo.example') ?? null) : null,
        note: a.note ?? null,
        emailVerifiedAt: verifiedAt,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) {
      // Created concurrently by another instance starting on the same database.
      const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email)).limit(1);
      if (other) ids.set(a.email, other.id);
      continue;
    }
    ids.set(a.email, row.id);
    if (a.remittances?.length) {
      await db.insert(ledgerEntries).values(
        a.remittances.map((amount, i) => ({
          userId: row.id,
          type: 'remittance' as const,
          amount,
          description: `Remittance #${i + 1}`,
          // Spread over the past weeks so the payments page shows a history.
          createdAt: new Date(clock.nowMs() - (a.remittances!.length - i) * 7 * 24 * 60 * 60_000),
        })),
      );
    }
  }
  return ids;
}
