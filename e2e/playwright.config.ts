import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testClockOffsetMs } from '../scripts/test-clock.mjs';

// e2e runs the production build against a fresh embedded database seeded with a small,
// deterministic demo data set, in Debian's Chromium.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
const testClockOffset = testClockOffsetMs();
// A second portal on FEEDS=ajes against a local stand-in of the provider (tests/ajes-feed.spec.ts).
export const E2E_AJES_PORT = Number(process.env.E2E_AJES_PORT || E2E_PORT + 1);
export const E2E_AJES_URL = `http://localhost:${E2E_AJES_PORT}`;
const AJES_STAND_IN_PORT = Number(process.env.AJES_STAND_IN_PORT || E2E_PORT + 5);
// E2E_DATA_DIR (with E2E_PORT): a run of its own next to another one on the same machine.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(root, '.tmp', 'e2e-data');
const E2E_AJES_DATA_DIR = `${E2E_DATA_DIR}-ajes`;
const clockEnv: Record<string, string> = testClockOffset === null ? {} : { CLOCK_OFFSET: `${Math.round(testClockOffset / 1000)}s` };

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Ceilings, not expectations: every step waits for a condition, and on a machine whose cores
  // are busy with something else a long flow (place, raise and cancel a bid) takes minutes.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `rm -rf "${E2E_DATA_DIR}" && node apps/server/dist/main.js`,
      cwd: root,
      url: `${E2E_URL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        PUBLIC_URL: E2E_URL,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_AUCTION_LOTS: '3000',
        SEED_STATS_LOTS: '3000',
        SEED_STOCK_LOTS: '300',
        // Tests move the server clock (PUT /api/v1/dev/clock) past auctions and deadlines.
        CLOCK_CONTROL: 'on',
        // TEST_CLOCK_AT=HH:MM: the whole run at that Tokyo time (the web app takes the server's now).
        ...clockEnv,
      },
    },
    {
      command: 'npx tsx e2e/ajes-stand-in-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${AJES_STAND_IN_PORT}/img?id=1&n=0`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { AJES_STAND_IN_PORT: String(AJES_STAND_IN_PORT) },
    },
    {
      command: `rm -rf "${E2E_AJES_DATA_DIR}" && node apps/server/dist/main.js`,
      cwd: root,
      url: `${E2E_AJES_URL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_AJES_PORT),
        PUBLIC_URL: E2E_AJES_URL,
        DATA_DIR: E2E_AJES_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Demo accounts and a few demo lots beside the provider's.
        SEED_AUCTION_LOTS: '300',
        SEED_STATS_LOTS: '300',
        SEED_STOCK_LOTS: '30',
        FEEDS: 'ajes',
        AJES_URL: `http://127.0.0.1:${AJES_STAND_IN_PORT}/api/`,
        AJES_CODE: 'TEST-ajes-Code-7f3a',
        PHOTO_HOSTS: `127.0.0.1:${AJES_STAND_IN_PORT}`,
        ...clockEnv,
      },
    },
  ],
});
