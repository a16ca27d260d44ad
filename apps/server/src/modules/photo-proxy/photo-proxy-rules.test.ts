import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotImageUrls, lotSheetUrl, mediaRefOf, photoKey } from './lot-media-urls.js';
import { hostAllowList } from './photo-hosts.js';
import { negotiateFormat } from './photo-transform.js';
import { Semaphore } from './semaphore.js';

describe('hostAllowList', () => {
  const allowed = hostAllowList(['*.ajes.com', 'avto.jp', '127.0.0.1:8123']);
  it.each([
    ['https://8.ajes.com/imgs/abc', true],
    ['http://a.b.ajes.com/x', true],
    ['https://ajes.com/x', false],
    ['https://evilajes.com/x', false],
    ['https://8.ajes.com.evil.net/x', false],
    ['https://8.ajes.com:8443/x', false],
    ['http://avto.jp/x', true],
    ['http://img.avto.jp/x', false],
    ['http://127.0.0.1:8123/img', true],
    ['http://127.0.0.1:8124/img', false],
    ['http://127.0.0.1/img', false],
    ['ftp://avto.jp/x', false],
    ['http://user:pw@avto.jp/x', false],
  ])('%s → %s', (url, expected) => {
    expect(allowed(new URL(url))).toBe(expected);
  });
});

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,*/*', true, 'avif'],
    ['image/avif,image/webp,*/*', false, 'webp'],
    ['image/webp;q=0,image/*', false, 'jpeg'],
    ['image/*,*/*;q=0.8', false, 'jpeg'],
    [undefined, true, 'jpeg'],
  ] as const)('%s (avif %s) → %s', (accept, avif, expected) => {
    expect(negotiateFormat(accept, avif)).toBe(expected);
  });
});

describe('lot media URLs', () => {
  it('name generated SVGs for a demo lot and proxy URLs (sheet first, apart) for a provider lot', () => {
    expect(lotImageUrls(mediaRefOf({ id: 5, imageCount: 2, photoUrls: null }))).toEqual(['/media/lots/5/1.svg', '/media/lots/5/2.svg']);
    expect(lotSheetUrl(mediaRefOf({ id: 5, imageCount: 2, photoUrls: null }), 'en')).toBe('/media/lots/5/sheet-en.svg');
    const urls = ['https://1.ajes.com/imgs/s', 'https://1.ajes.com/imgs/a', 'https://1.ajes.com/imgs/b'];
    const ref = mediaRefOf({ id: 5, imageCount: 0, photoUrls: urls });
    const key = photoKey(urls);
    expect(key).toMatch(/^[0-9a-f]{12}$/);
    expect(lotImageUrls(ref, 640)).toEqual([`/media/lots/5/p/${key}/2?w=640`, `/media/lots/5/p/${key}/3?w=640`]);
    expect(lotSheetUrl(ref, 'ja')).toBe(`/media/lots/5/p/${key}/1?w=1920`);
    expect(lotSheetUrl(mediaRefOf({ id: 5, imageCount: 3, photoUrls: [] }), 'ja')).toBe('');
    expect(photoKey([...urls].reverse())).not.toBe(key);
  });
});

describe('Semaphore', () => {
  it('runs at most `limit` at once and refuses past `maxWaiting` waiting', async () => {
    const gate = new Semaphore(2, 1);
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const task = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'done';
      });
    const a = task();
    const b = task();
    const c = task();
    expect(await task()).toBeNull();
    await Promise.resolve();
    releases.shift()!();
    releases.shift()!();
    await Promise.all([a, b]);
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    expect(await c).toBe('done');
    expect(most).toBe(2);
  });
});

describe('Semaphore wait bound', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a place after waitMs, and the place goes to the next waiter', async () => {
    vi.useFakeTimers();
    const gate = new Semaphore(1);
    let release = () => {};
    const holder = gate.run(() => new Promise<string>((resolve) => (release = () => resolve('held'))));
    const impatient = gate.run(async () => 'impatient', 100);
    const patient = gate.run(async () => 'patient');
    await vi.advanceTimersByTimeAsync(100);
    expect(await impatient).toBeNull();
    expect(gate.queued).toBe(1);
    release();
    expect(await holder).toBe('held');
    expect(await patient).toBe('patient');
    expect(gate.inUse).toBe(0);
  });
});
