import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

interface Entry {
  size: number;
  /** When the file's mtime was last set (ms): the order the next start rebuilds. */
  touched: number;
}

// Letters, digits and dashes: a temporary file (`<key>.<random>.tmp`) never looks like a key.
const KEY = /^[a-z0-9][a-z0-9-]{7,120}$/;
const TOUCH_EVERY_MS = 10 * 60_000;

/**
 * Files on disk with a total size cap, the least recently used evicted first (decision 020).
 * The order lives in memory (a Map keeps insertion order: a hit moves its key to the end) and
 * is rebuilt at start from the files' modification times, which hits refresh now and then.
 * Files are written beside their place and renamed, so a reader never sees half a file. Other
 * processes on the same directory (workers) may add or remove files: a file missing on read is
 * a miss, and a file found on disk that this process did not know is taken in.
 */
export class DiskLru {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private ready: Promise<void> | null = null;
  evictions = 0;

  constructor(
    private readonly dir: string,
    private readonly capBytes: number,
    // The file system's clock, not the server clock: the order is rebuilt from files' mtimes,
    // which the system clock sets on every write.
    // eslint-disable-next-line no-restricted-properties -- compared with file modification times
    private readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  /** Keys from least to most recently used (tests read the order). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid cache key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /** Reads what earlier runs left, oldest first. */
  init(): Promise<void> {
    this.ready ??= this.scan();
    return this.ready;
  }

  private async scan(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    const found: Array<{ key: string; size: number; mtime: number }> = [];
    for (const sub of await fsp.readdir(this.dir).catch(() => [] as string[])) {
      const names = await fsp.readdir(path.join(this.dir, sub)).catch(() => [] as string[]);
      for (const key of names) {
        if (!KEY.test(key)) continue; // an interrupted write's temporary file stays out of the count
        const stat = await fsp.stat(path.join(this.dir, sub, key)).catch(() => null);
        if (stat?.isFile()) found.push({ key, size: stat.size, mtime: stat.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.remember(f.key, f.size, f.mtime);
    await this.evict();
  }

  private remember(key: string, size: number, touched: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { size, touched });
    this.total += size;
  }

  private forget(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.total -= old.size;
    this.entries.delete(key);
  }

  async get(key: string): Promise<Buffer | null> {
    await this.init();
    const file = this.fileOf(key);
    let body: Buffer;
    try {
      body = await fsp.readFile(file);
    } catch {
      this.forget(key);
      return null;
    }
    const entry = this.entries.get(key);
    const now = this.now();
    this.remember(key, body.length, entry?.touched ?? now);
    if (!entry || now - entry.touched > TOUCH_EVERY_MS) {
      this.entries.get(key)!.touched = now;
      const at = new Date(now);
      void fsp.utimes(file, at, at).catch(() => undefined);
    }
    if (!entry) await this.evict();
    return body;
  }

  /** Stores `body` under `key` (a body larger than the whole cap is not kept). */
  async put(key: string, body: Uint8Array): Promise<void> {
    await this.init();
    if (body.byteLength > this.capBytes) return;
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fsp.writeFile(temp, body);
    await fsp.rename(temp, file);
    this.remember(key, body.byteLength, this.now());
    await this.evict();
  }

  private async evict(): Promise<void> {
    while (this.total > this.capBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
      this.evictions++;
      await fsp.rm(this.fileOf(oldest), { force: true });
    }
  }
}
