import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskLru } from './disk-lru.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-lru-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);
const key = (name: string) => `${name}-0000000000`;

describe('DiskLru', () => {
  it('keeps the total under the cap by evicting the least recently used', async () => {
    const lru = new DiskLru(tempDir(), 300);
    await lru.put(key('a'), bytes(100));
    await lru.put(key('b'), bytes(100));
    await lru.put(key('c'), bytes(100));
    // Reading a makes b the least recently used.
    expect(await lru.get(key('a'))).not.toBeNull();
    await lru.put(key('d'), bytes(100));
    expect(lru.keys()).toEqual([key('c'), key('a'), key('d')]);
    expect(await lru.get(key('b'))).toBeNull();
    expect(lru.bytes).toBe(300);
    expect(lru.evictions).toBe(1);
    expect(Buffer.from((await lru.get(key('d')))!).equals(Buffer.from(bytes(100)))).toBe(true);
  });

  it('does not keep a file larger than the whole cap, and replaces a key in place', async () => {
    const lru = new DiskLru(tempDir(), 250);
    await lru.put(key('a'), bytes(100));
    await lru.put(key('big'), bytes(251));
    expect(await lru.get(key('big'))).toBeNull();
    await lru.put(key('a'), bytes(150, 2));
    expect(lru.bytes).toBe(150);
    expect((await lru.get(key('a')))![0]).toBe(2);
  });

  it('rebuilds its order from the files at start, oldest first, and evicts down to the cap', async () => {
    const dir = tempDir();
    const first = new DiskLru(dir, 1000);
    for (const name of ['a', 'b', 'c']) await first.put(key(name), bytes(100));
    // Modification times say a is the newest, then c, then b.
    const at = (name: string, seconds: number) => fs.utimesSync(path.join(dir, key(name).slice(0, 2), key(name)), seconds, seconds);
    at('b', 1000);
    at('c', 2000);
    at('a', 3000);
    fs.writeFileSync(path.join(dir, key('a').slice(0, 2), `${key('x')}.abc.tmp`), bytes(500));
    const again = new DiskLru(dir, 200);
    await again.init();
    expect(again.keys()).toEqual([key('c'), key('a')]);
    expect(again.bytes).toBe(200);
  });

  it('takes a miss for a file another process removed, and takes in a file another process wrote', async () => {
    const dir = tempDir();
    const one = new DiskLru(dir, 1000);
    const two = new DiskLru(dir, 1000);
    await one.init();
    await two.init();
    await one.put(key('a'), bytes(10));
    expect(await two.get(key('a'))).not.toBeNull();
    expect(two.bytes).toBe(10);
    fs.rmSync(path.join(dir, key('a').slice(0, 2), key('a')));
    expect(await one.get(key('a'))).toBeNull();
    expect(one.bytes).toBe(0);
  });

  it('refuses keys that could leave its directory', async () => {
    const lru = new DiskLru(tempDir(), 1000);
    await expect(lru.put('../../etc/passwd', bytes(1))).rejects.toThrow(/invalid cache key/);
  });
});
