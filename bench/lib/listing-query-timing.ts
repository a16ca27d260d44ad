// Times the listing service (count + filtered, sorted page + row load) in-process, without
// HTTP, over the benchmark mix: the "filter + sort + page query" figure of DESIGN.md §5.
import { listingQuery } from '@jauc/contract';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { listingScope, listLots } from '../../apps/server/src/modules/listing/listing.service.js';
import type { MixEntry } from './listing-mix.js';

// The rows carry their bidding deadlines as the route computes them (BID_CLOSE_MINUTES's default).
const DEADLINE_RULE = { closeMinutes: 30, deadlineCheck: true };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function timeQueries(opts: { databaseUrl: string | null; dataDir: string | null; mix: MixEntry[]; rounds?: number }) {
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir ?? './data', poolSize: 4 });
  try {
    const user = { id: 1 } as Parameters<typeof listingScope>[1];
    const durations: number[] = [];
    const cold: number[] = [];
    const perKind: Record<string, number[]> = {};
    const rounds = opts.rounds ?? 3;
    for (let round = 0; round < rounds; round++) {
      for (const entry of opts.mix) {
        const q = listingQuery.parse(entry.query);
        const started = performance.now();
        await listLots(database.db, listingScope(entry.pageType, user, q.favorite), q, DEADLINE_RULE, 'en');
        const ms = performance.now() - started;
        // The first round fills the caches an instance keeps warm (anchors, exact counts).
        if (round === 0) {
          cold.push(ms);
          continue;
        }
        durations.push(ms);
        (perKind[entry.kind] ??= []).push(ms);
      }
    }
    const summary = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const round2 = (n: number) => Math.round(n * 100) / 100;
      return { n: sorted.length, p50: round2(percentile(sorted, 50)), p95: round2(percentile(sorted, 95)), max: round2(sorted.at(-1) ?? 0) };
    };
    return {
      ...summary(durations),
      firstRound: summary(cold),
      byKind: Object.fromEntries(Object.entries(perKind).map(([kind, list]) => [kind, summary(list)])),
    };
  } finally {
    await database.close();
  }
}
