#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), a production build and the e2e suite in Chromium.
// Ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.tmp', 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const tiers = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${r.status === 0 ? 'ok' : `failed (${r.status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

function countVitest(file, tier) {
  if (!fs.existsSync(file)) return;
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  const t = { tier, passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests };
  tiers.push(t);
}
function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  tiers.push({ tier: 'e2e', passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 });
}

let ok = run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
ok = run('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']) && ok;

const unitJson = path.join(reports, 'unit.json');
ok = run('unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]) && ok;
countVitest(unitJson, 'unit');

// The API suite runs on PostgreSQL too (real parallel transactions, e.g. concurrent bids):
// use the local server when one answers and no other was named.
if (!process.env.TEST_DATABASE_URL && spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0) {
  process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
}
const apiJson = path.join(reports, 'api.json');
const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL too)';
console.log(`\nAPI tests on ${engines}`);
ok = run('api', 'npx', ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${apiJson}`]) && ok;
countVitest(apiJson, 'api');

if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: e2e suite skipped');
} else if (!ensureChromium()) {
  ok = false;
  tiers.push({ tier: 'e2e', passed: 0, failed: 1, skipped: 0 });
} else {
  ok = run('build', 'npm', ['run', 'build']) && ok;
  const e2eJson = path.join(reports, 'e2e.json');
  ok = run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson }) && ok;
  countPlaywright(e2eJson);
}

console.log('\nSummary');
for (const t of tiers) {
  totals.passed += t.passed;
  totals.failed += t.failed;
  totals.skipped += t.skipped;
  console.log(`  ${t.tier.padEnd(5)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
}
if (!ok && totals.failed === 0) totals.failed = 1; // a failed lint/typecheck/build step counts
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
