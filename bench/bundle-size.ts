// The initial JavaScript of the web app: the module script and the modulepreloads that
// index.html names, gzip-compressed, against the 170 KiB budget of DESIGN.md §5; and what
// actually goes out: the build's pre-compressed .br files (the server sends those to browsers
// that accept brotli, .gz to the others).
//   npm run build -w apps/web && npx tsx bench/bundle-size.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeResult } from './lib/results.js';

const BUDGET_KIB = 170;
// WEB_DIST measures another build (e.g. the previous commit's, for a before/after figure).
const dist = path.resolve(process.env.WEB_DIST || path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

// Below 1 KB the build writes no compressed twin: such a file goes out as it is.
const sent = (file: string, ext: '.br' | '.gz') => {
  const twin = path.join(dist, file + ext);
  return fs.existsSync(twin) ? fs.statSync(twin).size : fs.statSync(path.join(dist, file)).size;
};
const files = initial.map((file) => ({ file, gzipBytes: gz(file), sentBrotliBytes: sent(file, '.br') })).sort((a, b) => b.gzipBytes - a.gzipBytes);
const initialBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const languages = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /^(en|ru)-.*\.js$/.test(f));

writeResult('bundle-size', {
  initialJsGzipKiB: Math.round((initialBytes / 1024) * 10) / 10,
  budgetKiB: BUDGET_KIB,
  withinBudget: initialBytes / 1024 <= BUDGET_KIB,
  initialJsSentKiB: { br: kib(files.reduce((sum, f) => sum + f.sentBrotliBytes, 0)), gzip: kib(initial.reduce((sum, f) => sum + sent(f, '.gz'), 0)) },
  precompressed: fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.br')).length,
  // Loaded right after start: the visitor's language (one of these).
  languageChunksGzipKiB: Object.fromEntries(languages.map((f) => [f.split('-')[0], Math.round((gz(`assets/${f}`) / 1024) * 10) / 10])),
  files,
});
