// Shared by the first-view benchmarks (lighthouse.ts, first-rows.ts): a running server's address,
// a signed-in session's cookie and a lot to open, and Debian's Chromium with the e2e flags.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const DEMO_CLIENT = { email: 'client@demo.example', password: 'demo-pass' };
export const DEMO_MANAGER = { email: 'manager@demo.example', password: 'demo-pass' };

/** Signs in through the API and returns the session cookies as one `Cookie` header value. */
export async function signInCookie(base: string, credentials = DEMO_CLIENT): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** The first lot of the auction listing (a lot page to measure). */
export async function firstLotId(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/car-auction/listing`, { headers: { cookie, accept: 'application/json' } });
  if (!res.ok) throw new Error(`listing answered ${res.status}`);
  const body = (await res.json()) as { carsList: Array<{ id: number }> };
  if (!body.carsList[0]) throw new Error('the auction listing is empty: seed demo data first');
  return body.carsList[0].id;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
