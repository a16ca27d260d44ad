// The initial JavaScript of the web app: the module script and the modulepreloads that
// index.html names, gzip-compressed, against the 170 KiB budget of DESIGN.md §5.
//   npm run build -w apps/web && npx tsx bench/bundle-size.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeResult } from './lib/results.js';

const BUDGET_KIB = 170;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

const files = initial.map((file) => ({ file, gzipBytes: gz(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
const initialBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
const languages = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /^(en|ru)-.*\.js$/.test(f));

writeResult('bundle-size', {
  initialJsGzipKiB: Math.round((initialBytes / 1024) * 10) / 10,
  budgetKiB: BUDGET_KIB,
  withinBudget: initialBytes / 1024 <= BUDGET_KIB,
  // Loaded right after start: the visitor's language (one of these).
  languageChunksGzipKiB: Object.fromEntries(languages.map((f) => [f.split('-')[0], Math.round((gz(`assets/${f}`) / 1024) * 10) / 10])),
  files,
});
