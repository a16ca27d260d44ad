import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPE } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';

// The managers' client page (modules/clients): every account that is not a manager's, with its
// balance (the sum of its ledger), its manager and its dealer. Indexed paths: users by primary
// key, ledger_entries by (user_id, created_at) for each row's balance on the page only.

export interface ClientDbRow {
  id: number;
  full_name: string;
  email: string;
  company: string | null;
  country_id: number;
  country_en: string;
  country_ru: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
  user_type: number;
  role_id: number;
  permissions: Record<string, boolean>;
  balance: string;
  credit_limit: string;
  manager_name: string | null;
  dealer_name: string | null;
  note: string | null;
  total: string;
}

export interface ClientFilter {
  search?: string;
  roles?: number[];
  ids?: number[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereSql(f: ClientFilter): SQL {
  const parts: SQL[] = [sql`u.user_type <> ${USER_TYPE.manager}`];
  if (f.roles) parts.push(sql`u.role_id = ANY(${sql.param(f.roles)}::int[])`);
  if (f.ids) parts.push(sql`u.id = ANY(${sql.param(f.ids)}::int[])`);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    const byId = /^\d{1,9}$/.test(f.search) ? sql` OR u.id = ${Number(f.search)}` : sql``;
    parts.push(sql`(u.full_name ILIKE ${like} OR u.email ILIKE ${like} OR coalesce(u.company, '') ILIKE ${like}${byId})`);
  }
  return sql.join(parts, sql` AND `);
}

export function listClients(db: DbOrTx, f: ClientFilter, limit: number, offset: number): Promise<ClientDbRow[]> {
  return query<ClientDbRow>(db, sql`
    WITH page AS (
      SELECT u.id, count(*) OVER ()::text AS total FROM users u WHERE ${whereSql(f)}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset})
    SELECT u.id, u.full_name, u.email, u.company, u.country_id, c.name_en AS country_en, c.name_ru AS country_ru,
      u.created_at, u.last_login_at, u.user_type, u.role_id, u.permissions, u.credit_limit::text, u.note,
      coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.user_id = u.id), 0)::text AS balance,
      m.full_name AS manager_name, d.full_name AS dealer_name, page.total
    FROM page
    JOIN users u ON u.id = page.id
    JOIN countries c ON c.id = u.country_id
    LEFT JOIN users m ON m.id = u.manager_id
    LEFT JOIN users d ON d.id = u.dealer_id
    ORDER BY u.created_at DESC, u.id DESC`);
}

export async function countClients(db: DbOrTx, f: ClientFilter): Promise<number> {
  const [row] = await query<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM users u WHERE ${whereSql(f)}`);
  return Number(row?.n ?? 0);
}
