#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server, which
// migrates, seeds an empty database and serves the API and the SPA on one port.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const contract = newestMtime('packages/contract/src');

const targets = [
  { name: 'web', output: 'apps/web/dist/index.html', sources: Math.max(contract, newestMtime('apps/web/src'), mtime('apps/web/index.html')) },
  { name: 'server', output: 'apps/server/dist/main.js', sources: Math.max(contract, newestMtime('apps/server/src')) },
];
for (const t of targets) {
  if (mtime(t.output) >= t.sources) continue;
  console.log(`building ${t.name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `apps/${t.name}`], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
