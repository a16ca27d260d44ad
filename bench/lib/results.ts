import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** The machine's load as `uptime` prints it: other work on the machine shifts every figure. */
export function machineLoad() {
  let uptime = '';
  try {
    uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    // no uptime binary: the load averages below still tell
  }
  return { uptime, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) };
}

/** Prints a benchmark's figures as JSON and keeps a copy under bench/results/<name>-<time>.json. */
export function writeResult(name: string, figures: Record<string, unknown>): string {
  const result = {
    name,
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, ...machineLoad() },
    ...figures,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  return file;
}
