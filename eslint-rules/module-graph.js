// The server's module folders as a graph (apps/server/src/modules/<folder>): which folder imports
// which. Used by the lint rule `local/no-module-cycle` (./imports.js), by scripts/module-graph.mjs
// (the list, the check and the layers in docs/architecture.md) and by their tests. A folder is
// the unit: the file-level no-cycle rule cannot see two folders that import each other through
// different files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { edgesOf } from './import-graph.js';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx|js|mjs)$/;

/** The module folder a file belongs to, or null when it is not under modulesDir/<folder>/. */
export function moduleOf(file, modulesDir) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * folder -> Map(imported folder -> [importing file, imported file]) (one example import per
 * pair, for messages). Tests are left out: a test may reach across layers to set up its case.
 */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const entry of readdirSync(modulesDir)) {
    if (statSync(path.join(modulesDir, entry)).isDirectory()) graph.set(entry, new Map());
  }
  for (const [folder, imports] of graph) {
    for (const file of sourceFiles(path.join(modulesDir, folder))) {
      for (const target of edgesOf(file)) {
        const other = moduleOf(target, modulesDir);
        if (other && other !== folder && graph.has(other) && !imports.has(other)) imports.set(other, [file, target]);
      }
    }
  }
  return graph;
}

/** The shortest folder path from `start` to `target` ([start, ..., target]), or null. */
export function folderPathBack(graph, start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === target) {
      const route = [];
      for (let f = folder; f !== null; f = cameFrom.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Pairs of folders that import each other, each pair once, sorted. */
export function mutualPairs(graph) {
  const pairs = [];
  for (const [a, imports] of graph) {
    for (const b of imports.keys()) if (a < b && graph.get(b)?.has(a)) pairs.push([a, b]);
  }
  return pairs.sort((x, y) => x.join().localeCompare(y.join()));
}

/** Loops: the strongly connected groups of two or more folders (Tarjan), each sorted. */
export function loops(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((x, y) => x.join().localeCompare(y.join()));
}

/**
 * Layers of an acyclic graph: layer 0 imports no other folder, layer n imports only folders of
 * lower layers and at least one of layer n-1. Throws on a loop (there are no layers then).
 */
export function layers(graph) {
  const level = new Map();
  const depth = (folder, seen) => {
    if (level.has(folder)) return level.get(folder);
    if (seen.has(folder)) throw new Error(`module loop through ${folder}`);
    seen.add(folder);
    let d = 0;
    for (const next of graph.get(folder)?.keys() ?? []) d = Math.max(d, depth(next, seen) + 1);
    seen.delete(folder);
    level.set(folder, d);
    return d;
  };
  for (const folder of graph.keys()) depth(folder, new Set());
  const result = [];
  for (const [folder, d] of level) (result[d] ??= []).push(folder);
  return result.map((folders) => folders.sort());
}

/** The Markdown list docs/architecture.md shows: one line per layer, top layer first. */
export function renderLayers(graph) {
  const rows = layers(graph)
    .map((folders, i) => `- **Layer ${i}**: ${folders.map((f) => `\`${f}\``).join(', ')}`)
    .reverse();
  const uses = [...graph.keys()]
    .sort()
    .map((f) => `- \`${f}\` → ${[...graph.get(f).keys()].sort().map((g) => `\`${g}\``).join(', ') || '—'}`);
  return [
    'Each layer imports only layers below it (generated by `node scripts/module-graph.mjs --write` from',
    'the imports; `npm run lint` fails on a folder loop and a test fails when this list is stale).',
    '',
    ...rows,
    '',
    'What each module folder imports:',
    '',
    ...uses,
  ].join('\n');
}
