import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LotStore, type Column, type StoreMeta } from './lot-store.js';

// The listing index on disk (docs/decisions/027-listing-index-snapshot.md): the store's typed
// arrays and dictionaries, written after a load and read at start instead of a full load from
// the database. Everything read is checked — magic, sizes, checksums, the store's own
// consistency — and a file that fails any check is ignored, never trusted: the database is the
// source of truth, the file only a head start.
//
// Layout: "JAUCLIX1", header length (u32), header CRC-32 (u32), the header (JSON: who wrote it,
// for which database and transaction, the store's meta and each array's name, type, length and
// CRC-32), then each array's bytes, every one starting at a multiple of 8.

const MAGIC = Buffer.from('JAUCLIX1', 'latin1');
const FORMAT = 1;
/** A header past this is not one of ours (the dictionaries of a million lots take a few MB). */
const MAX_HEADER = 64 * 1024 * 1024;
const PREFIX = MAGIC.length + 8;
/** A lock older than this was left by a writer that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

const TYPES: Record<string, { new (n: number): Column; readonly BYTES_PER_ELEMENT: number }> = { Int32Array, Int16Array, Uint16Array, Uint32Array, Uint8Array, Float64Array };

export interface SnapshotStamp {
  /** The database the index was loaded from (lot-index.ts databaseIdentity). */
  identity: string;
  /** Changes from transactions at or above this id were not yet read into the index. */
  sinceTx: number;
  /** The database's time (epoch ms) at the look that set sinceTx. */
  takenAt: number;
}

interface Section {
  name: string;
  type: string;
  length: number;
  crc: number;
}

interface Header extends SnapshotStamp {
  format: number;
  endian: string;
  meta: StoreMeta;
  sections: Section[];
}

/**
 * The snapshot file of a database in `dir`: named after where the database is (host, port and
 * name, without credentials; or PGlite's data directory), so databases sharing a directory do not
 * overwrite each other's. Null for an in-memory PGlite (nothing outlives the process).
 */
export function snapshotFileFor(dir: string, databaseUrl: string | null, dataDir: string): string | null {
  let where: string;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    where = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } else if (dataDir === ':memory:') return null;
  else where = `pglite:${path.resolve(dataDir)}`;
  return path.join(dir, `lots-${createHash('sha256').update(where).digest('hex').slice(0, 16)}.snapshot`);
}

const pad8 = (n: number) => Math.ceil(n / 8) * 8;
const bytesOf = (a: Column) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/**
 * Writes the store to `file` through a temporary file renamed over it, so a reader sees the old
 * file or the new one, never half of one. With several workers only the one holding `file.lock`
 * writes; the others skip (false). The store must not change until the promise settles.
 */
export async function writeSnapshot(file: string, store: LotStore, stamp: SnapshotStamp, pause: () => Promise<void>): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  const lock = await takeLock(`${file}.lock`);
  if (!lock) return false;
  const temp = `${file}.${process.pid}.tmp`;
  let fh: FileHandle | null = null;
  try {
    // Holding the lock, any other temporary file of ours was left by a writer that was stopped.
    const base = path.basename(file);
    for (const name of await readdir(path.dirname(file))) {
      if (name.startsWith(`${base}.`) && name.endsWith('.tmp')) await unlink(path.join(path.dirname(file), name)).catch(() => {});
    }
    const { arrays, meta } = store.snapshot();
    const sections: Section[] = [];
    for (const [name, array] of arrays) {
      sections.push({ name, type: array.constructor.name, length: array.length, crc: crc32(bytesOf(array)) });
      await pause();
    }
    const header = Buffer.from(JSON.stringify({ format: FORMAT, endian: os.endianness(), ...stamp, meta, sections } satisfies Header), 'utf8');
    const prefix = Buffer.alloc(PREFIX);
    MAGIC.copy(prefix);
    prefix.writeUInt32LE(header.length, MAGIC.length);
    prefix.writeUInt32LE(crc32(header), MAGIC.length + 4);
    fh = await open(temp, 'w');
    let at = 0;
    const put = async (bytes: Uint8Array) => {
      for (let done = 0; done < bytes.length; ) done += (await fh!.write(bytes, done, bytes.length - done, at + done)).bytesWritten;
      at = pad8(at + bytes.length);
    };
    await put(Buffer.concat([prefix, header]));
    for (const [, array] of arrays) {
      await put(bytesOf(array));
      await pause();
    }
    // The file ends at the last array's end (its padding is not written): readers check the size.
    await fh.close();
    fh = null;
    await rename(temp, file);
    return true;
  } finally {
    await fh?.close().catch(() => {});
    await unlink(temp).catch(() => {});
    await unlink(`${file}.lock`).catch(() => {});
  }
}

async function takeLock(lock: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await (await open(lock, 'wx')).close();
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const held = await stat(lock).catch(() => null);
      // File times are the system's: compared with the system clock, not the movable server clock.
      // eslint-disable-next-line no-restricted-properties
      if (held && Date.now() - held.mtimeMs < STALE_LOCK_MS) return false;
      await unlink(lock).catch(() => {});
    }
  }
  return false;
}

export type SnapshotRead = { store: LotStore; stamp: SnapshotStamp } | { rejected: string };

/**
 * The store kept in `file`, or why it was not taken: missing, not ours, damaged, or refused by
 * `accept` (another database, too old…), which sees the header before any array is read.
 */
export async function readSnapshot(file: string, accept: (stamp: SnapshotStamp) => string | null, pause: () => Promise<void>): Promise<SnapshotRead> {
  let fh: FileHandle;
  try {
    fh = await open(file, 'r');
  } catch (err) {
    return { rejected: (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no snapshot' : `cannot open: ${(err as Error).message}` };
  }
  try {
    return await readFrom(fh, accept, pause);
  } catch (err) {
    return { rejected: `unreadable: ${(err as Error).message}` };
  } finally {
    await fh.close().catch(() => {});
  }
}

async function readExactly(fh: FileHandle, target: Uint8Array, position: number): Promise<boolean> {
  for (let done = 0; done < target.length; ) {
    const { bytesRead } = await fh.read(target, done, target.length - done, position + done);
    if (bytesRead === 0) return false;
    done += bytesRead;
  }
  return true;
}

async function readFrom(fh: FileHandle, accept: (stamp: SnapshotStamp) => string | null, pause: () => Promise<void>): Promise<SnapshotRead> {
  const { size } = await fh.stat();
  const prefix = Buffer.alloc(PREFIX);
  if (size < PREFIX || !(await readExactly(fh, prefix, 0)) || !prefix.subarray(0, MAGIC.length).equals(MAGIC)) return { rejected: 'not a snapshot' };
  const headerLength = prefix.readUInt32LE(MAGIC.length);
  if (headerLength > MAX_HEADER || PREFIX + headerLength > size) return { rejected: 'truncated header' };
  const headerBytes = Buffer.alloc(headerLength);
  if (!(await readExactly(fh, headerBytes, PREFIX)) || crc32(headerBytes) !== prefix.readUInt32LE(MAGIC.length + 4)) return { rejected: 'damaged header' };
  const header = parseHeader(headerBytes);
  if (typeof header === 'string') return { rejected: header };
  const refused = accept(header);
  if (refused !== null) return { rejected: refused };

  // The arrays must be exactly those the store's meta calls for, and end where the file does.
  const lengths = new Map(header.sections.map((s) => [s.name, s.length]));
  const shape = LotStore.snapshotShape(header.meta, lengths);
  if (shape.size !== header.sections.length) return { rejected: 'unexpected arrays' };
  let at = pad8(PREFIX + headerLength);
  let end = at;
  for (const s of header.sections) {
    const want = shape.get(s.name);
    if (!want || want.type !== s.type || want.length !== s.length) return { rejected: `unexpected array ${s.name}` };
    end = at + s.length * TYPES[s.type]!.BYTES_PER_ELEMENT;
    at = pad8(end);
  }
  if (end !== size) return { rejected: end > size ? 'truncated' : 'trailing bytes' };

  at = pad8(PREFIX + headerLength);
  const arrays = new Map<string, Column>();
  for (const s of header.sections) {
    // Each array is read straight into its own memory: no buffer of the whole file is held.
    const array = new TYPES[s.type]!(s.length);
    const bytes = bytesOf(array);
    if (!(await readExactly(fh, bytes, at))) return { rejected: 'truncated' };
    if (crc32(bytes) !== s.crc) return { rejected: `damaged array ${s.name}` };
    arrays.set(s.name, array);
    at = pad8(at + bytes.length);
    await pause();
  }
  const store = LotStore.restore(header.meta, arrays);
  if (!store) return { rejected: 'inconsistent' };
  return { store, stamp: { identity: header.identity, sinceTx: header.sinceTx, takenAt: header.takenAt } };
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isTexts = (a: unknown): a is string[] => Array.isArray(a) && a.every((v) => typeof v === 'string');

/** The header, checked field by field (a CRC only says the bytes are those written, not by whom). */
function parseHeader(bytes: Buffer): Header | string {
  let h: Partial<Header>;
  try {
    h = JSON.parse(bytes.toString('utf8')) as Partial<Header>;
  } catch {
    return 'damaged header';
  }
  if (typeof h !== 'object' || h === null || h.format !== FORMAT) return 'another format';
  if (h.endian !== os.endianness()) return 'another byte order';
  if (typeof h.identity !== 'string' || !isCount(h.sinceTx) || typeof h.takenAt !== 'number' || !Number.isFinite(h.takenAt)) return 'damaged header';
  const m = h.meta as Partial<StoreMeta> | undefined;
  const d = m?.dictionaries as Partial<StoreMeta['dictionaries']> | undefined;
  if (!m || !isCount(m.size) || !isCount(m.chassisUsed) || typeof m.idOrdered !== 'boolean' || !d) return 'damaged header';
  if (![d.condition, d.gearbox, d.color, d.chassis, d.equip].every(isTexts)) return 'damaged header';
  if (!Array.isArray(m.wideChassis) || !m.wideChassis.every((e) => Array.isArray(e) && isCount(e[0]) && typeof e[1] === 'string')) return 'damaged header';
  const sections = h.sections;
  if (!Array.isArray(sections) || !sections.every((s) => typeof s?.name === 'string' && typeof s.type === 'string' && Object.hasOwn(TYPES, s.type) && isCount(s.length) && isCount(s.crc))) {
    return 'damaged header';
  }
  if (new Set(sections.map((s) => s.name)).size !== sections.length) return 'damaged header';
  return h as Header;
}
