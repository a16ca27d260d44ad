import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Migration 0033 gives lots stored without a fuel the one their maker's chassis code tells
// (hybrid-chassis.ts), as the feeds now store it: the listing's "exportable" filter and the lot's
// export check read that one column (issue 21 §1). Run again here over lots made without a fuel.
const MIGRATION = new URL('../drizzle/0033_lot_fuel_from_chassis.sql', import.meta.url);

describe.each(ENGINES)('migration 0033: fuel from the chassis code on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('fills an unknown fuel from a known code of the same maker, body letter dropped, and leaves the rest', async () => {
    const db = t.database.db;
    const maker = async (name: string) => (await query<{ id: number }>(db, sql`SELECT id FROM makers WHERE upper(name) = ${name} LIMIT 1`))[0]!.id;
    const [toyota, subaru, honda] = [await maker('TOYOTA'), await maker('SUBARU'), await maker('HONDA')];
    const model = async (makerId: number) => (await query<{ id: number }>(db, sql`SELECT id FROM models WHERE maker_id = ${makerId} LIMIT 1`))[0]!.id;
    const lot = async (makerId: number, chassisCode: string, fuel: 'petrol' | null = null) =>
      insertLot(db, { makerId, modelId: await model(makerId), chassisCode, chassisNo: `${chassisCode}-0001`, fuel });
    const prius = await lot(toyota, 'ZVW30');
    const lowerCase = await lot(toyota, 'zvw35');
    const bodyLetter = await lot(toyota, 'AYH30W');
    const subaruGp = await lot(subaru, 'GP3');
    const hondaGp = await lot(honda, 'GP3');
    const corolla = await lot(toyota, 'NZE161');
    const told = await lot(toyota, 'ZVW50', 'petrol');

    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const fuels = new Map(
      (await query<{ id: number; fuel: string | null }>(db, sql`SELECT id, fuel FROM lots WHERE id = ANY(${sql.param([prius, lowerCase, bodyLetter, subaruGp, hondaGp, corolla, told])}::int[])`)).map(
        (r) => [Number(r.id), r.fuel],
      ),
    );
    expect(fuels.get(prius)).toBe('hybrid');
    expect(fuels.get(lowerCase)).toBe('plugin_hybrid');
    expect(fuels.get(bodyLetter)).toBe('hybrid');
    expect(fuels.get(hondaGp)).toBe('hybrid');
    expect(fuels.get(subaruGp)).toBeNull();
    expect(fuels.get(corolla)).toBeNull();
    expect(fuels.get(told)).toBe('petrol');
  });
});
