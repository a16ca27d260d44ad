import { sql } from 'drizzle-orm';
import { ROLE, USER_SEARCH_MAX_SHOWN, USER_TYPE, type UserSearchResult } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { containsPattern } from '../lots-core/lot-query.js';

/**
 * GET /user/search: clients and dealers (not disabled) whose name, e-mail, company or client id
 * contains the text. One row more than the page shows, so it can tell "more than 10" apart.
 */
export async function searchClients(db: DbOrTx, text: string): Promise<UserSearchResult> {
  const pattern = containsPattern(text);
  const rows = await query<{ id: number; full_name: string; email: string }>(
    db,
    sql`SELECT id, full_name, email FROM users
        WHERE user_type IN (${USER_TYPE.client}, ${USER_TYPE.dealer}) AND role_id <> ${ROLE.disabled}
          AND (full_name ILIKE ${pattern} OR email ILIKE ${pattern} OR coalesce(company, '') ILIKE ${pattern} OR id::text LIKE ${pattern})
        ORDER BY full_name, id LIMIT ${USER_SEARCH_MAX_SHOWN + 1}`,
  );
  return rows.map((r) => ({ value: r.id, label: `${r.full_name} (${r.id}, ${r.email})` }));
}
