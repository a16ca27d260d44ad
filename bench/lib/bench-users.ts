// The accounts of the bid benchmarks (bench/seed-bids.ts): managers, dealers and clients at
// scale, in one INSERT … SELECT FROM unnest, all with the demo password, each client with a
// manager, a tenth of them with a dealer, and a remittance or two in the ledger.
import { sql } from 'drizzle-orm';
import { ROLE, USER_TYPE } from '@jauc/contract';
import { query, type DbOrTx } from '../../apps/server/src/db/client.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { permissionsFor } from '../../apps/server/src/modules/identity/permission-templates.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.js';
import { createRng } from '../../apps/server/src/seed/rng.js';

export const BENCH_DOMAIN = 'bench.example';
export const benchClientEmail = (n: number) => `client-${String(n).padStart(5, '0')}@${BENCH_DOMAIN}`;

const FIRST = ['Oliver', 'Amelia', 'Dmitry', 'Aisha', 'Sean', 'Ravi', 'Grace', 'Brian', 'Tamar', 'James', 'Farhan', 'Chanda', 'Lucas', 'Mei', 'Hiroshi', 'Nadia'];
const LAST = ['Bennett', 'Clarke', 'Volkov', 'Mwinyi', 'Perera', 'Otieno', 'Kiprop', 'Beridze', 'Whitfield', 'Qureshi', 'Mulenga', 'Silva', 'Novak', 'Tanaka'];
// Country ids (apps/server/src/modules/site/countries.ts): the markets of the demo clients, and Japan.
const COUNTRIES = [14, 84, 108, 112, 146, 168, 183, 204, 220, 234, 237, 248];
const JAPAN = 113;

export interface BenchUsers {
  managers: number[];
  dealers: number[];
  clients: number[];
}

interface Row {
  email: string;
  fullName: string;
  userType: number;
  roleId: number;
  countryId: number;
  creditLimit: number;
  dealerId: number | null;
  managerId: number | null;
}

/** Creates the accounts not there yet (by e-mail) and answers the ids of all of them. */
export async function seedBenchUsers(db: DbOrTx, counts: { managers: number; dealers: number; clients: number }, seed: number): Promise<BenchUsers> {
  const rng = createRng(seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const name = () => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const insert = async (rows: Row[]): Promise<number[]> => {
    const col = <K extends keyof Row>(k: K) => sql.param(rows.map((r) => r[k]));
    await db.execute(sql`
      INSERT INTO users (email, password_hash, full_name, country_id, user_type, role_id, permissions, credit_limit, daily_bid_limit,
                         daily_uss_limit, dealer_id, manager_id, email_verified_at)
      SELECT u.email, ${passwordHash}, u.full_name, u.country_id, u.user_type, u.role_id, p.permissions, u.credit_limit, 20, 5,
             u.dealer_id, u.manager_id, now()
      FROM unnest(${col('email')}::text[], ${col('fullName')}::text[], ${col('countryId')}::int[], ${col('userType')}::int[],
                  ${col('roleId')}::int[], ${col('creditLimit')}::bigint[], ${col('dealerId')}::int[], ${col('managerId')}::int[])
           AS u(email, full_name, country_id, user_type, role_id, credit_limit, dealer_id, manager_id)
      JOIN unnest(${sql.param(ROLES.map((r) => r.roleId))}::int[], ${sql.param(ROLES.map((r) => JSON.stringify(permissionsFor(r.roleId, r.userType))))}::jsonb[])
           AS p(role_id, permissions) ON p.role_id = u.role_id
      ON CONFLICT (email) DO NOTHING`);
    const found = await query<{ id: number; email: string }>(db, sql`SELECT id, email FROM users WHERE email = ANY(${col('email')}::text[])`);
    const byEmail = new Map(found.map((f) => [f.email, Number(f.id)]));
    return rows.map((r) => byEmail.get(r.email)!);
  };
  const base = { fullName: '', countryId: 0, creditLimit: 0, dealerId: null, managerId: null };
  const managers = await insert(Array.from({ length: counts.managers }, (_, i) => ({
    ...base, email: `manager-${i + 1}@${BENCH_DOMAIN}`, fullName: name(), userType: USER_TYPE.manager, roleId: ROLE.manager, countryId: JAPAN,
  })));
  const dealers = await insert(Array.from({ length: counts.dealers }, (_, i) => ({
    ...base, email: `dealer-${i + 1}@${BENCH_DOMAIN}`, fullName: name(), userType: USER_TYPE.dealer, roleId: ROLE.dealer,
    countryId: rng.pick(COUNTRIES), creditLimit: rng.int(20, 60) * 100_000, managerId: rng.pick(managers),
  })));
  const clients = await insert(Array.from({ length: counts.clients }, (_, i) => {
    const roleId = rng.weighted([ROLE.client, ROLE.vip, ROLE.troublesome], [85, 10, 5]);
    return {
      ...base, email: benchClientEmail(i + 1), fullName: name(), userType: USER_TYPE.client, roleId, countryId: rng.pick(COUNTRIES),
      creditLimit: rng.int(5, roleId === ROLE.vip ? 100 : 30) * 100_000,
      // A tenth of the clients came through a dealer.
      dealerId: rng.chance(0.1) ? rng.pick(dealers) : null, managerId: rng.pick(managers),
    };
  }));
  await db.execute(sql`
    INSERT INTO ledger_entries (user_id, type, amount, description, idempotency_key, created_at)
    SELECT u.id, 'remittance', (300000 + (u.id * 7919) % 30 * 100000), '', 'bench-deposit:' || u.id, now() - interval '30 days'
    FROM unnest(${sql.param([...dealers, ...clients])}::int[]) AS u(id)
    ON CONFLICT (idempotency_key) DO NOTHING`);
  return { managers, dealers, clients };
}

const ROLES = [
  { roleId: ROLE.manager, userType: USER_TYPE.manager },
  { roleId: ROLE.dealer, userType: USER_TYPE.dealer },
  { roleId: ROLE.client, userType: USER_TYPE.client },
  { roleId: ROLE.vip, userType: USER_TYPE.client },
  { roleId: ROLE.troublesome, userType: USER_TYPE.client },
];
