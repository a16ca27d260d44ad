import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { LotIndex, lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import type { IndexFilters } from '../src/modules/listing/lot-index/lot-match.js';
import { SCOPE, SORT_COLUMNS } from '../src/modules/listing/lot-index/lot-store.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The listing index kept on disk (decision 027): a start from the snapshot must answer exactly as
// a fresh load from the database does — also when the database changed after the snapshot — and a
// file that is damaged, cut short, foreign or of another database is ignored, never trusted.

describe.each(ENGINES)('listing index snapshot on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let file: string;
  let filters: IndexFilters[];

  /** Every scope's whole order for each sort (ids and keys) and the counts and pages of some filters. */
  function answers(index: LotIndex) {
    const out: unknown[] = [index.lots === 0 ? 'empty' : 'loaded'];
    for (const scope of [SCOPE.carAuction, SCOPE.stats, SCOPE.stock]) {
      for (const column of SORT_COLUMNS) {
        for (const direction of ['ASC', 'DESC'] as const) {
          for (const f of [{}, ...filters]) {
            const total = index.count(scope, f);
            out.push([scope, column, direction, JSON.stringify(f), total, index.page({ scope, filters: f, sort: { column, direction }, offset: 0, limit: 100_000 }, total)]);
          }
        }
      }
    }
    return out;
  }

  /** An index loaded from the database alone. */
  async function fresh() {
    const saved = lotIndexTuning.snapshotFile;
    lotIndexTuning.snapshotFile = null;
    try {
      const index = new LotIndex(t.database.db);
      await index.warm();
      return index;
    } finally {
      lotIndexTuning.snapshotFile = saved;
    }
  }

  async function started() {
    const index = new LotIndex(t.database.db);
    await index.warm();
    await index.snapshotWritten();
    return index;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 120, stats: 200, stock: 30, seed: 2727 });
    // Chassis numbers the packed bytes cannot hold (kept as strings): a Cyrillic one, a very long one.
    await t.database.db.execute(sql`UPDATE lots SET chassis_no = 'жк-' || id WHERE id % 41 = 0`);
    await t.database.db.execute(sql`UPDATE lots SET chassis_no = repeat('AB', 200) || id WHERE id % 43 = 0`);
    const lotNo = await query<{ v: number }>(t.database.db, sql`SELECT lot_no AS v FROM lots WHERE id % 7 = 0 LIMIT 1`);
    const prefix = await query<{ v: string }>(t.database.db, sql`SELECT upper(left(chassis_no, 3)) AS v FROM lots WHERE id % 11 = 0 LIMIT 1`);
    const code = await query<{ v: string }>(t.database.db, sql`SELECT unnest(equip_codes) AS v FROM lots LIMIT 1`);
    const term = (t: Partial<NonNullable<IndexFilters['search']>[number]>) => ({ lotNo: null, chassisPrefix: '\u0000none', equipCode: null, models: [], ...t });
    filters = [
      { year: { from: 2012, to: 2018 } },
      { search: [term({ lotNo: Number(lotNo[0]!.v) })] },
      { search: [term({ chassisPrefix: prefix[0]!.v })] },
      { search: [term({ chassisPrefix: 'ЖК-' })] },
      { search: [term({ chassisPrefix: 'ABABABAB' })] },
      { search: [term({ equipCode: code[0]?.v ?? 'AC' })] },
    ];
    dir = mkdtempSync(path.join(os.tmpdir(), 'lot-index-snapshot-'));
    file = path.join(dir, 'lots.snapshot');
    lotIndexTuning.snapshotFile = file;
  });

  afterAll(async () => {
    lotIndexTuning.snapshotFile = null;
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('starts from the snapshot written after a load, answering as a fresh load does', async () => {
    const first = await started();
    expect(first.loadedFrom).toBe('database');
    expect(statSync(file).size).toBeGreaterThan(0);
    const second = await started();
    expect(second.loadedFrom).toBe('snapshot');
    expect(second.snapshotRejected).toBeNull();
    expect(first.snapshotUnwritten).toBeNull();
    expect(answers(second)).toEqual(answers(await fresh()));
    // The chassis numbers kept as strings are found as SQL finds them.
    const [wide] = await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lots WHERE kind = 'stock' AND upper(chassis_no) LIKE 'ЖК-%'`);
    expect(second.count(SCOPE.stock, filters[3]!)).toBe(Number(wide!.n));
  });

  it('catches up from a stale snapshot with the lots added, changed and deleted since', async () => {
    await started();
    await generateTestLots(t.database.db, { auction: 10, stats: 10, stock: 5, seed: 99 });
    await t.database.db.execute(sql`UPDATE lots SET mileage = mileage + 1, year = 2001, chassis_no = 'Z' || chassis_no WHERE id % 9 = 0`);
    await t.database.db.execute(sql`UPDATE lots SET chassis_no = 'жз-' || id WHERE id % 10 = 1`);
    await t.database.db.execute(sql`UPDATE lots SET auction_date = now() - interval '3 days' WHERE id IN (SELECT id FROM lots WHERE kind = 'auction' AND NOT past ORDER BY id LIMIT 5)`);
    await t.database.db.execute(sql`DELETE FROM lots WHERE id IN (SELECT id FROM lots ORDER BY id DESC LIMIT 4) OR id % 31 = 0`);
    const caughtUp = await started();
    expect(caughtUp.loadedFrom).toBe('snapshot');
    const reference = await fresh();
    expect(caughtUp.lots).toBeGreaterThanOrEqual(reference.lots);
    expect(answers(caughtUp)).toEqual(answers(reference));
  });

  it('ignores a damaged, cut short, foreign or empty file and loads from the database', async () => {
    const reference = answers(await fresh());
    const damages: Array<[RegExp, () => void]> = [
      [/damaged/, () => {
        const bytes = readFileSync(file);
        const at = Math.floor(bytes.length * 0.6);
        bytes[at] = bytes[at]! ^ 0xff;
        writeFileSync(file, bytes);
      }],
      [/truncated/, () => truncateSync(file, statSync(file).size - 100)],
      [/truncated/, () => truncateSync(file, 40)],
      [/not a snapshot/, () => writeFileSync(file, Buffer.from('PK\u0003\u0004 an archive, not an index'.repeat(50)))],
      [/not a snapshot/, () => writeFileSync(file, '')],
      [/damaged header/, () => {
        const bytes = readFileSync(file);
        bytes[20] = bytes[20]! ^ 0x01;
        writeFileSync(file, bytes);
      }],
    ];
    for (const [reason, damage] of damages) {
      await started(); // writes a good file
      damage();
      const index = await started();
      expect(index.loadedFrom, String(reason)).toBe('database');
      expect(index.snapshotRejected).toMatch(reason);
      expect(answers(index)).toEqual(reference);
    }
  });

  it('ignores the snapshot of another database', async () => {
    await started();
    const other = await createTestApp(engine);
    try {
      await generateTestLots(other.database.db, { auction: 5, stats: 5, stock: 5, seed: 5 });
      const index = new LotIndex(other.database.db);
      await index.warm();
      expect(index.loadedFrom).toBe('database');
      expect(index.snapshotRejected).toBe('another database');
      await index.snapshotWritten();
    } finally {
      await other.close();
    }
  });

  it('leaves the file to the process that holds its lock', async () => {
    await started();
    const before = readFileSync(file);
    writeFileSync(`${file}.lock`, '');
    try {
      await t.database.db.execute(sql`UPDATE lots SET mileage = mileage + 1 WHERE id % 5 = 0`);
      rmSync(file);
      const index = await started();
      expect(index.loadedFrom).toBe('database');
      expect(index.snapshotUnwritten).toBe('another process writes the snapshot');
      expect(() => statSync(file)).toThrow();
    } finally {
      rmSync(`${file}.lock`, { force: true });
    }
    writeFileSync(file, before);
  });
});
