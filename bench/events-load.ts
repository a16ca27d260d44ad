// Live events under load (DESIGN.md §5: 1,000 open streams per instance; an event reaches a user
// connected to another instance with p99 <= 250 ms; issue 13 §5).
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (once)
//   npx tsx bench/seed-bids.ts --database-url postgres://…/bench                  (once)
//   npm run build -w apps/server
//   npx tsx bench/events-load.ts --database-url postgres://…/bench [--streams 1000] [--duration 30] [--rate 20]
// It starts two instances of the built server on one PostgreSQL, one process each (WORKERS=1):
// A holds the streams, B takes the changes. It signs in bench clients and managers, opens
// `--streams` event streams on A (a twentieth of them managers'), and measures A's memory before
// and after (per stream). Then, for `--duration` seconds, it posts on B at `--rate` changes a
// second, spread over the streamed clients' active bids: clients' chat messages, managers'
// answers and auto-bid switches (a bid change through the same trigger path as a status). The
// latency of each change is from the moment its request leaves for B to the moment its event is
// read from the stream of A it is meant for. The listing mix (bench/lib/listing-mix.ts) is driven
// on A with autocannon before the streams open, and again last while they stay open and changes
// keep flowing. Every
// stream must get exactly the events it may see: a stream that receives another client's event
// fails the run. Figures go to stdout and bench/results/.
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchServer, httpFigures, runAutocannon, serverOptions } from './lib/bench-server.js';
import { buildMix } from './lib/listing-mix.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    ...serverOptions,
    streams: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '20' },
    'listing-duration': { type: 'string', default: '20' },
  },
});
const TARGET_P99_MS = 250;
// The bench accounts' domain (bench/lib/bench-users.ts), written out so this script loads no app code.
const BENCH_DOMAIN = 'bench.example';
const STREAMS = Number(values.streams);
const MANAGER_STREAMS = Math.max(1, Math.round(STREAMS / 20));
const portA = Number(values.port);
const a = benchServer({ ...values, port: String(portA) }, { FEEDS: 'off', WORKERS: '1', JOBS: 'off' });
const b = benchServer({ ...values, port: String(portA + 1) }, { FEEDS: 'off', WORKERS: '1', JOBS: 'off' });

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;
const summary = (samples: number[]) => {
  const s = [...samples].sort((x, y) => x - y);
  return { count: s.length, p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), p99: round(percentile(s, 99)), max: round(s.at(-1) ?? 0) };
};
const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo-pass' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Runs `fn` over `items` with `n` at a time. */
async function pool<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  }));
  return out;
}

interface Stream {
  userId: number;
  manager: boolean;
  ready: Promise<void>;
  events: number;
  req: http.ClientRequest;
}

// What each posted change waits for: the key of its event, the streams it must reach, and when
// it left. A delivery is (key, stream).
const expected = new Map<string, { sentAt: number; waiting: Set<Stream> }>();
const latencies: number[] = [];
let foreign = 0;

function onEvent(stream: Stream, data: { type: string; bidId?: number; message?: { text: string }; autoBid?: boolean }) {
  // A bid's auto-bid is shown to managers only: the client's event has the bid without it. Each
  // bid is switched at most once a round of the clients, so the bid names its change.
  const key = data.type === 'chat.message' ? `chat:${data.message!.text}` : data.type === 'bid.changed' ? `bid:${data.bidId}` : null;
  if (!key) return;
  const entry = expected.get(key);
  if (!entry) return;
  if (!entry.waiting.delete(stream)) {
    foreign++;
    return;
  }
  latencies.push(performance.now() - entry.sentAt);
  if (entry.waiting.size === 0) expected.delete(key);
}

function openStream(base: string, cookie: string, userId: number, manager: boolean): Stream {
  let resolveReady!: () => void;
  const stream: Stream = { userId, manager, events: 0, ready: new Promise((r) => (resolveReady = r)), req: null as unknown as http.ClientRequest };
  stream.req = http.get(`${base}/api/v1/events`, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
    if (res.statusCode !== 200) throw new Error(`stream of user ${userId}: ${res.statusCode}`);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        stream.events++;
        const event = JSON.parse(data.slice(6)) as { type: string };
        if (event.type === 'stream.ready') resolveReady();
        else onEvent(stream, event);
      }
    });
  });
  stream.req.on('error', () => undefined);
  return stream;
}

const childA = a.start();
b.start();
const db = new pg.Client({ connectionString: a.databaseUrl });
try {
  await Promise.all([a.waitForHealth(), b.waitForHealth()]);
  await db.connect();
  const { rows: managers } = await db.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email LIKE $1 ORDER BY id LIMIT $2`, [`manager-%@${BENCH_DOMAIN}`, MANAGER_STREAMS]);
  // The streamed clients (the other streams): those with an active bid (New or Bid, auction ahead) to post on.
  const clientCount = STREAMS - managers.length;
  const { rows: candidates } = await db.query<{ user_id: number; email: string; bid_id: number; auto_bid: boolean }>(
    `SELECT DISTINCT ON (b.user_id) b.user_id, u.email, b.id AS bid_id, b.auto_bid FROM bids b JOIN users u ON u.id = b.user_id
     WHERE u.email LIKE $1 AND u.dealer_id IS NULL AND b.status IN (1, 2) AND b.lot_date > now() + interval '2 days'
     ORDER BY b.user_id, b.id LIMIT $2`,
    [`client-%@${BENCH_DOMAIN}`, clientCount],
  );
  if (candidates.length < clientCount) throw new Error(`only ${candidates.length} bench clients have an active bid: run bench/seed-bids.ts`);
  console.error(`signing in ${candidates.length} clients and ${managers.length} managers`);
  const clientCookies = await pool(candidates, 8, (c) => signIn(a.base, c.email));
  const managerCookies = await pool(managers, 4, (m) => signIn(a.base, m.email));

  // WORKERS=1: the spawned process is the server itself (no cluster workers).
  const pid = childA.pid!;
  // The listing on A before any stream is open: what the figure under open streams compares to.
  const listingCookie = await a.signIn();
  const mix = await buildMix(a.base, listingCookie);
  const listingRun = async () =>
    httpFigures(await runAutocannon(a.base, mix.map((m) => m.path), listingCookie, Number(values['listing-duration']), Number(values.connections)));
  await runAutocannon(a.base, mix.map((m) => m.path), listingCookie, Number(values.warmup), Number(values.connections));
  console.error(`listing mix on instance A for ${values['listing-duration']} s at ${values.connections} connections, no stream open`);
  const listingBaseline = { ...(await listingRun()), loadAfter: machineLoad() };
  const before = rssKiB(pid);
  const opened = Date.now();
  const clientStreams = candidates.map((c, i) => openStream(a.base, clientCookies[i]!, c.user_id, false));
  const managerStreams = managers.map((m, i) => openStream(a.base, managerCookies[i]!, m.id, true));
  await Promise.all([...clientStreams, ...managerStreams].map((s) => s.ready));
  const openSeconds = (Date.now() - opened) / 1000;
  const after = rssKiB(pid);
  // RSS of the stream instance: V8 reuses heap it already holds, so this is what the streams
  // added to the process, not the bytes of their objects (kernel socket buffers are not in it).
  const memory: Record<string, number> = { rssBeforeMiB: round(before / 1024), rssAfterMiB: round(after / 1024), perStreamKiB: round((after - before) / STREAMS), openSeconds };
  console.error(`${STREAMS} streams open in ${openSeconds} s: ${JSON.stringify(memory)}`);

  // Managers take turns: one manager alone would pass the chat's 30 messages a minute.
  const managerCookiesB = await pool(managers, 4, (m) => signIn(b.base, m.email));
  const clientCookiesB = clientCookies; // sessions live in PostgreSQL: valid on either instance
  const autoBid = new Map<number, boolean>(candidates.map((c) => [c.bid_id, c.auto_bid]));
  // Refused changes (each must answer 200): counted and shown, never left to crash the run.
  const failures: string[] = [];
  let seq = 0;
  async function postOne(): Promise<void> {
    const i = seq++ % candidates.length;
    const c = candidates[i]!;
    const kind = seq % 4;
    // Not seq % n: with kind = seq % 4 that would hit only some of the managers.
    const managerCookieB = managerCookiesB[Math.floor(seq / 4) % managerCookiesB.length]!;
    const waiting = new Set<Stream>([clientStreams[i]!, ...managerStreams]);
    let key: string;
    let req: { method: string; url: string; cookie: string; body: object };
    if (kind === 3) {
      const next = !(autoBid.get(c.bid_id) ?? false);
      autoBid.set(c.bid_id, next);
      key = `bid:${c.bid_id}`;
      req = { method: 'PUT', url: '/bid/update-auto-bid', cookie: managerCookieB, body: { bidId: c.bid_id, autoBid: next } };
    } else {
      const text = `bench ${process.pid} ${seq}`;
      key = `chat:${text}`;
      req = kind === 2
        ? { method: 'POST', url: '/bid/save-chat', cookie: managerCookieB, body: { bidId: c.bid_id, comment: text } }
        : { method: 'POST', url: '/bid/save-chat', cookie: clientCookiesB[i]!, body: { bidId: c.bid_id, comment: text } };
    }
    expected.set(key, { sentAt: performance.now(), waiting });
    const res = await fetch(`${b.base}/api/v1${req.url}`, { method: req.method, headers: { 'content-type': 'application/json', origin: b.base, cookie: req.cookie }, body: JSON.stringify(req.body) });
    if (!res.ok) {
      expected.delete(key);
      throw new Error(`${req.url}: ${res.status} ${await res.text()}`);
    }
  }
  /** Posts at `rate` a second for `seconds` (each post waits for its answer; up to 8 in flight). */
  async function postFor(seconds: number, rate: number): Promise<number> {
    const until = performance.now() + seconds * 1000;
    const inFlight = new Set<Promise<void>>();
    let posted = 0;
    while (performance.now() < until) {
      const due = performance.now() + 1000 / rate;
      if (inFlight.size < 8) {
        const p = postOne()
          .catch((err: Error) => {
            failures.push(err.message);
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
        posted++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
    await Promise.all(inFlight);
    return posted;
  }
  async function drained(timeoutMs: number): Promise<number> {
    const until = Date.now() + timeoutMs;
    while (expected.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    return [...expected.values()].reduce((n, e) => n + e.waiting.size, 0);
  }

  const rate = Number(values.rate);
  console.error(`posting ${rate}/s on instance B for ${values.warmup} s (warm-up)`);
  await postFor(Number(values.warmup), rate);
  const lostInWarmup = await drained(10_000);
  expected.clear();
  latencies.length = 0;
  console.error(`posting ${rate}/s on instance B for ${values.duration} s`);
  const loadBefore = machineLoad();
  const posted = await postFor(Number(values.duration), rate);
  const lost = await drained(10_000);
  memory.rssAfterDeliveryMiB = round(rssKiB(pid) / 1024);
  const delivery = { lostInWarmup, posted, refused: failures.length, firstRefusal: failures[0] ?? null, deliveries: latencies.length, lost, foreign, latencyMs: summary(latencies), loadAfter: machineLoad(), loadBefore };
  console.error(JSON.stringify({ delivery: { ...delivery.latencyMs, lost, foreign }, uptime: delivery.loadAfter.uptime }));

  // The listing on A while the streams stay open and changes keep flowing through B.
  latencies.length = 0;
  console.error(`listing mix on instance A for ${values['listing-duration']} s at ${values.connections} connections, ${STREAMS} streams open, ${rate / 4}/s changes`);
  const [load, postedDuring] = await Promise.all([listingRun(), postFor(Number(values['listing-duration']), rate / 4)]);
  const lostDuring = await drained(10_000);
  const listing = { ...load, changesPosted: postedDuring, deliveryLatencyMs: summary(latencies), lost: lostDuring, loadAfter: machineLoad() };
  const stillOpen = clientStreams.concat(managerStreams).filter((s) => !s.req.destroyed).length;
  for (const s of [...clientStreams, ...managerStreams]) s.req.destroy();

  const file = writeResult('events-load', {
    engine: 'postgres',
    instances: 2,
    workersPerInstance: 1,
    streams: { total: STREAMS, clients: clientStreams.length, managers: managerStreams.length, stillOpenAtEnd: stillOpen },
    memory,
    delivery,
    listingBaseline,
    listing,
    targets: { deliveryP99Ms: TARGET_P99_MS },
    met: delivery.latencyMs.p99 <= TARGET_P99_MS && lost === 0 && foreign === 0,
  });
  console.error(`written ${file}`);
} finally {
  await db.end().catch(() => undefined);
  await Promise.all([a.stop(), b.stop()]);
}
