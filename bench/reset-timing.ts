// Answer time of the password-reset request for a registered and an unknown address (issue 10
// §2 "Account discovery": a gap between the two tells which addresses have accounts).
//   npx tsx bench/reset-timing.ts [--requests 50] [--database-url postgres://…/postgres]
// Builds the app in-process on an empty database (PGlite in memory, or a temporary PostgreSQL
// database created through --database-url and dropped afterwards), creates one user per known
// request, then alternates known and unknown requests through app.inject (no network), waiting
// after each for the background mail so one request's work never overlaps the next measurement.
// Prints median, p90 and mean per kind with the machine's load; copy under bench/results/.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LANGUAGE, ROLE, USER_TYPE } from '@jauc/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema.js';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { permissionsFor } from '../apps/server/src/modules/identity/permission-templates.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '50' }, 'database-url': { type: 'string', default: '' } } });
const n = Number(values.requests);

async function temporaryDatabase(adminUrl: string) {
  const name = `abuse_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

const adminUrl = values['database-url'];
const temp = adminUrl ? await temporaryDatabase(adminUrl) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', SEED: 'false', ...(temp ? { DATABASE_URL: temp.url } : {}) });
const database = await openDatabase({ databaseUrl: temp?.url ?? null, dataDir: ':memory:', poolSize: 5 });
const app = await buildApp({ config, database });
await app.ready();

try {
  const passwordHash = await hashPassword('bench-pass');
  const known = Array.from({ length: n + 10 }, (_, i) => `known-${i}@bench.example`);
  await database.db.insert(users).values(
    known.map((email) => ({
      email,
      passwordHash,
      fullName: 'Bench User',
      countryId: 157,
      city: 'Auckland',
      mobile: '+64 (921) 555-01-23',
      language: LANGUAGE.en,
      userType: USER_TYPE.client,
      roleId: ROLE.client,
      permissions: permissionsFor(ROLE.client, USER_TYPE.client),
      emailVerifiedAt: new Date(),
    })),
  );

  const time = async (email: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(email)}` });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`reset request answered ${res.statusCode}: ${res.body}`);
    await app.mailer.idle();
    return ms;
  };

  // Warm-up (JIT, prepared plans), then known and unknown alternate so drift hits both alike.
  for (let i = 0; i < 10; i++) {
    await time(known[n + i]!);
    await time(`warm-${i}@nobody.example`);
  }
  const before = machineLoad();
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < n; i++) {
    times.known.push(await time(known[i]!));
    times.unknown.push(await time(`nobody-${i}@nobody.example`));
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const summary = (list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return { n: s.length, medianMs: round(s[Math.floor(s.length / 2)]!), p90Ms: round(s[Math.floor(s.length * 0.9)]!), meanMs: round(s.reduce((a, b) => a + b, 0) / s.length) };
  };
  const k = summary(times.known);
  const u = summary(times.unknown);
  writeResult('reset-timing', {
    engine: temp ? 'postgres' : 'pglite',
    requestsPerKind: n,
    known: k,
    unknown: u,
    medianGapMs: round(k.medianMs - u.medianMs),
    loadBefore: before,
  });
} finally {
  await app.close();
  await database.close();
  await temp?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
