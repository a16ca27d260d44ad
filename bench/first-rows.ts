// The first view in Debian's Chromium at 1440 px against a running server with demo data:
// - first rows: from navigation start to the first listing row in the page, signed in as the
//   demo client, each run in a fresh browser context (empty cache), DESIGN.md §5: <= 1.5 s;
// - bytes on the wire: everything the login and listing pages download until the network is
//   idle (Chromium's encoded sizes, headers included), with `Accept-Encoding: br, gzip`.
//   npx tsx bench/first-rows.ts --url http://127.0.0.1:18437 [--runs 5]
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, signInCookie } from './lib/browser-session.js';
import { writeResult } from './lib/results.js';

const { values: args } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' } } });
if (!args.url) throw new Error('pass --url http://host:port of a running server with demo data');
const base = args.url.replace(/\/$/, '');
const runs = Math.max(1, Number(args.runs));
const ROW = 'a[href^="/car-auction/"]';

const cookies = (await signInCookie(base)).split('; ').map((pair) => {
  const [name, ...value] = pair.split('=');
  return { name: name!, value: value.join('='), url: base };
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });

async function newContext(signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  if (signedIn) await context.addCookies(cookies);
  // The moment the first lot link is in the document, in the page's own clock (0 = navigation start).
  await context.addInitScript((selector: string) => {
    const w = window as unknown as { __firstRow?: number };
    new MutationObserver((_m, observer) => {
      if (w.__firstRow === undefined && document.querySelector(selector)) {
        w.__firstRow = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, ROW);
  return context;
}

/** Opens a page in a fresh context and sums what crossed the wire, per content type. */
async function visit(path: string, signedIn: boolean, waitForRow: boolean) {
  const context = await newContext(signedIn);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const encodings = new Map<string, string>();
  const bytes: Record<string, number> = {};
  let requests = 0;
  // Requests still on the wire, and when the last one ended: "quiet" is none for 500 ms.
  const open = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    // The live event stream (GET /api/v1/events) stays open as long as the page: never "quiet".
    if (e.type === 'EventSource') return;
    open.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    open.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    encodings.set(e.requestId, e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const key = `${types.get(e.requestId) ?? 'Other'}:${encodings.get(e.requestId) ?? '?'}`;
    bytes[key] = (bytes[key] ?? 0) + e.encodedDataLength;
    requests++;
    open.delete(e.requestId);
    lastActivity = Date.now();
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  if (waitForRow) await page.locator(ROW).first().waitFor({ state: 'attached', timeout: 60_000 });
  // Playwright's 'networkidle' never came on some pages in Debian's Chromium: count ourselves.
  await page.waitForLoadState('load');
  const until = Date.now() + 30_000;
  while ((open.size > 0 || Date.now() - lastActivity < 500) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  const firstRowMs = waitForRow ? await page.evaluate(() => (window as unknown as { __firstRow?: number }).__firstRow ?? NaN) : NaN;
  await context.close();
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return { firstRowMs: Math.round(firstRowMs), requests, totalKiB: Math.round(total / 102.4) / 10, bytes };
}

const login = await visit('/auth/login', false, false);
const listingRuns = [];
for (let i = 0; i < runs; i++) listingRuns.push(await visit('/car-auction', true, true));
await browser.close();

writeResult('first-rows', {
  url: base,
  viewport: '1440x900',
  target: { firstRowsMs: 1500 },
  firstRowsMs: median(listingRuns.map((r) => r.firstRowMs)),
  firstRowsRunsMs: listingRuns.map((r) => r.firstRowMs),
  wire: {
    login: { totalKiB: login.totalKiB, requests: login.requests, bytes: login.bytes },
    listing: { totalKiB: listingRuns[0]!.totalKiB, requests: listingRuns[0]!.requests, bytes: listingRuns[0]!.bytes },
  },
});
