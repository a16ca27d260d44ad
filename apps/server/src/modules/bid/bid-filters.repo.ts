import { sql, type SQL } from 'drizzle-orm';
import { BID_SEARCH_LIMIT } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, users } from '../../db/schema.js';

// The value lists of the bid filters, each the distinct values among the bids `where` selects
// (the viewer's own, never anyone else's), and the lot-number search: all on `bids` alone, from
// each bid's copies of its lot's columns (migration 0016).

/** What each filter lists, as an expression on a bid (the managers' list: see filterValues). */
export type FilterKey = 'auctions' | 'dates' | 'manager' | 'clients' | 'chassisId' | 'condition' | 'mileage' | 'status' | 'group' | 'archiveStatus';

function filterColumn(key: Exclude<FilterKey, 'manager'>, mileageBounds: number[]): SQL {
  switch (key) {
    case 'auctions': return sql`${bids.lotHouse}`;
    // Japan-time auction days, stored on the bid (migration 0024): written as text once per
    // distinct day (filterValues), not once per bid.
    case 'dates': return sql`${bids.lotDay}`;
    case 'clients': return sql`${bids.userId}`;
    case 'chassisId': return sql`${bids.lotChassisCode}`;
    case 'condition': return sql`${bids.lotCondition}`;
    // The index of the bucket in BID_MILEAGE_BUCKETS.
    case 'mileage': return sql`width_bucket(${bids.lotMileage}, ARRAY[${sql.join(mileageBounds.map((b) => sql`${b}`), sql`, `)}]::int[])`;
    case 'status': return sql`${bids.lotStatus}`;
    case 'group': return sql`${bids.bidGroup}`;
    case 'archiveStatus': return sql`${bids.status}`;
  }
}

/**
 * The distinct values of each filter among the bids `where` selects (the viewer's own, never
 * anyone else's), as text, in one statement: the bids are read once, then each list is taken
 * from that set. The managers are those of the distinct owners (a few thousand users looked up
 * once each, not once per bid).
 */
export async function filterValues(db: DbOrTx, where: SQL, keys: readonly FilterKey[], mileageBounds: number[]): Promise<Map<FilterKey, string[]>> {
  const found = new Map<FilterKey, string[]>(keys.map((k) => [k, []]));
  if (keys.length === 0) return found;
  const columns = [sql`${bids.userId} AS uid`, ...keys.map((k, i) => (k === 'manager' ? sql`NULL AS ${sql.raw(`c${i}`)}` : sql`${filterColumn(k, mileageBounds)} AS ${sql.raw(`c${i}`)}`))];
  const lists = keys.map((k, i) => {
    if (k === 'manager') {
      return sql`SELECT ${k}::text AS k, o.manager_id::text AS v FROM ${users} o
                 WHERE o.id IN (SELECT uid FROM sel) AND o.manager_id IS NOT NULL GROUP BY o.manager_id`;
    }
    const c = sql.raw(`c${i}`);
    const text = k === 'dates' ? sql`to_char(${c}, 'YYYY-MM-DD')` : sql`${c}::text`;
    return sql`SELECT ${k}::text AS k, ${text} AS v FROM sel WHERE ${c} IS NOT NULL GROUP BY ${c}`;
  });
  const rows = await query<{ k: FilterKey; v: string }>(
    db,
    sql`WITH sel AS MATERIALIZED (SELECT ${sql.join(columns, sql`, `)} FROM ${bids} WHERE ${where})
        ${sql.join(lists, sql` UNION ALL `)}`,
  );
  for (const r of rows) found.get(r.k)?.push(r.v);
  return found;
}

/** Names of users by id. */
export async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: number; name: string }>(
    db,
    sql`SELECT ${users.id} AS id, ${users.fullName} AS name FROM ${users} WHERE ${users.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/**
 * Lot numbers starting with `digits` as ranges of integers (12 → 12, 120–129, 1200–1299, ... up
 * to nine digits), which the lot-number index answers, where matching the text would read every
 * bid of the viewer's (bids_lot_no_idx).
 */
export function lotNumberPrefixSql(digits: string): SQL {
  if (digits.startsWith('0')) return digits === '0' ? sql`${bids.lotNo} = 0` : sql`FALSE`;
  const ranges: SQL[] = [];
  for (let scale = 1, len = digits.length; len <= 9; scale *= 10, len++) {
    const from = Number(digits) * scale;
    ranges.push(sql`${bids.lotNo} BETWEEN ${from} AND ${from + scale - 1}`);
  }
  return sql`(${sql.join(ranges, sql` OR `)})`;
}

/**
 * Bids whose lot number starts with `digits`: the active list's first (`activeFirst` is true for
 * them), then the latest auctions.
 */
export async function searchLotNumbers(db: DbOrTx, where: SQL, digits: string, archived: SQL) {
  return query<{ bid_id: number; lot_no: number; auction_house_id: number; auction_date: Date | string; archived: boolean }>(
    db,
    sql`SELECT ${bids.id} AS bid_id, ${bids.lotNo} AS lot_no, ${bids.lotHouse} AS auction_house_id,
               ${bids.lotDate} AS auction_date, (${archived}) AS archived
        FROM ${bids}
        WHERE ${where} AND ${lotNumberPrefixSql(digits)}
        ORDER BY 5, ${bids.lotDate} DESC, ${bids.id} DESC
        LIMIT ${BID_SEARCH_LIMIT}`,
  );
}

/** A dealer's clients by name with their number of bids, one page, and how many there are. */
export async function dealerClients(db: DbOrTx, dealerId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    query<{ id: number; name: string; company: string | null; bids: number | string }>(
      db,
      sql`SELECT u.id, u.full_name AS name, u.company, (SELECT count(*) FROM ${bids} WHERE ${bids.userId} = u.id) AS bids
          FROM ${users} u WHERE u.dealer_id = ${dealerId}
          ORDER BY u.full_name, u.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${users} WHERE ${users.dealerId} = ${dealerId}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
