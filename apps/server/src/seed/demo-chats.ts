import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../db/client.js';
import * as clock from '../lib/clock.js';

// Chats on the demo bids (DESIGN.md §4: "chats with unread messages"): short conversations
// between clients and their manager on their open bids, some waiting for the manager, some for
// the client. Written straight into the tables: a seed tells no one (no events, no notices).

type Side = 'owner' | 'manager';
type Script = Array<[Side, string]>;

const ENGLISH: Script[] = [
  [['owner', 'Could you check the underbody for rust before the auction?'], ['manager', 'Checked with the auction house: light surface rust only, nothing structural.'], ['owner', 'Great, please go ahead at my bid.']],
  [['owner', 'Is the mileage on the sheet confirmed?']],
  [['manager', 'The sheet mentions a repaired rear panel. Do you still want to bid?']],
  [['owner', 'Can you raise my bid by 20 000 yen if it gets close?'], ['manager', 'Yes — I will follow the auction and call you if it goes above.']],
  [['owner', 'What are the shipping dates to Mombasa this month?'], ['manager', 'Next sailings leave Yokohama on the 8th and the 22nd.'], ['owner', 'The 22nd works for me.']],
  [['manager', 'Congratulations, you won this car. We will send the invoice shortly.']],
];

const RUSSIAN: Script[] = [
  [['owner', 'Проверьте, пожалуйста, салон: есть ли запах табака?'], ['manager', 'Аукцион пишет: некурящий владелец, салон чистый.']],
  [['owner', 'Можно ли отправить машину во Владивосток до конца месяца?']],
  [['manager', 'По листу у машины окраска левой двери. Ставку оставляем?'], ['owner', 'Да, оставляем.']],
];

const MINUTE = 60_000;

/**
 * Up to 30 open bids (New, Bid, Win) of the demo clients get a conversation each; on every other
 * one the side that did not write last has read nothing yet, so both the bid manager and the
 * clients' My bids show unread dots.
 */
export async function seedDemoChats(db: DbOrTx, managerId: number): Promise<number> {
  const bids = await query<{ id: number; user_id: number; manager_id: number | null; email: string }>(
    db,
    sql`SELECT b.id, b.user_id, u.manager_id, u.email FROM bids b JOIN users u ON u.id = b.user_id
        WHERE u.email IN ('client@demo.example', 'vip@demo.example', 'dealer-client@demo.example', 'dealer-client2@demo.example')
          AND b.status IN (1, 2, 6)
        ORDER BY b.id LIMIT 30`,
  );
  const now = clock.nowMs();
  let messages = 0;
  for (const [i, bid] of bids.entries()) {
    const scripts = bid.email.startsWith('dealer-client') ? RUSSIAN : ENGLISH;
    const script = scripts[i % scripts.length]!;
    const ids: Array<{ id: number; side: Side }> = [];
    for (const [j, [side, text]] of script.entries()) {
      const at = new Date(now - (bids.length - i) * 47 * MINUTE - (script.length - j) * 6 * MINUTE);
      const [row] = await query<{ id: number }>(
        db,
        sql`INSERT INTO chat_messages (bid_id, author_id, side, text, created_at)
            VALUES (${bid.id}, ${side === 'owner' ? bid.user_id : (bid.manager_id ?? managerId)}, ${side}, ${text}, ${at.toISOString()}::timestamptz)
            RETURNING id`,
      );
      ids.push({ id: Number(row!.id), side });
      messages++;
    }
    const lastId = ids.at(-1)!.id;
    const lastSide = ids.at(-1)!.side;
    // The writer of the last message has read everything; the other side has read it all on
    // every other bid, and nothing after its own last message on the rest.
    for (const side of ['owner', 'manager'] as const) {
      const own = ids.filter((m) => m.side === side).at(-1)?.id;
      const read = side === lastSide || i % 2 === 0 ? lastId : own;
      if (read === undefined) continue;
      await db.execute(sql`INSERT INTO bid_chat_reads (bid_id, side, last_read_message_id) VALUES (${bid.id}, ${side}, ${read})`);
    }
  }
  return messages;
}
