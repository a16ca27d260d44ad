#!/usr/bin/env node
// The server's module folders and what each imports (issue 19, DESIGN.md §2).
//   node scripts/module-graph.mjs          list every folder's imports, the pairs and the loops
//   node scripts/module-graph.mjs --check  exit 1 on any pair or loop
//   node scripts/module-graph.mjs --write  rewrite the layers section of docs/architecture.md
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loops, moduleGraph, mutualPairs, renderLayers } from '../eslint-rules/module-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
export const ARCHITECTURE = path.join(root, 'docs/architecture.md');
export const START = '<!-- module-layers:start (generated: node scripts/module-graph.mjs --write) -->';
export const END = '<!-- module-layers:end -->';

/** docs/architecture.md with its layers section replaced by the one the code gives. */
export function withLayers(text, graph) {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/architecture.md has no ${START} … ${END} section`);
  return `${text.slice(0, from + START.length)}\n${renderLayers(graph)}\n${text.slice(to)}`;
}

function main(args) {
  const graph = moduleGraph(modulesDir);
  const pairs = mutualPairs(graph);
  const found = loops(graph);
  if (args.includes('--write')) {
    if (found.length > 0) throw new Error(`no layers while folders loop: ${found.map((l) => l.join(', ')).join(' | ')}`);
    writeFileSync(ARCHITECTURE, withLayers(readFileSync(ARCHITECTURE, 'utf8'), graph));
    console.log('docs/architecture.md: layers written');
    return 0;
  }
  for (const [folder, imports] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${folder.padEnd(18)} → ${[...imports.keys()].sort().join(', ') || '—'}`);
  }
  console.log(`\n${graph.size} module folders; ${pairs.length} pairs importing each other${pairs.length ? ':' : ''}`);
  for (const [a, b] of pairs) {
    console.log(`  ${a} ⇄ ${b}   (${path.relative(root, graph.get(a).get(b)[0])} / ${path.relative(root, graph.get(b).get(a)[0])})`);
  }
  console.log(`${found.length} loop(s)${found.length ? ':' : ''}`);
  for (const group of found) console.log(`  ${group.length} folders: ${group.join(', ')}`);
  return args.includes('--check') && (pairs.length > 0 || found.length > 0) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
