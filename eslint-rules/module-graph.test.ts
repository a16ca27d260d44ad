import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import localImports from './imports.js';
import { ARCHITECTURE, withLayers } from '../scripts/module-graph.mjs';
import { layers, loops, moduleGraph, mutualPairs, renderLayers } from './module-graph.js';

// A small modules folder on disk: core ← lots ← bid ⇄ chat (through different files), and
// jobs ← listing ← jobs/registry (the loop issue 19 found, in miniature).
let dir: string;
const files: Record<string, string> = {
  'core/day.ts': 'export const day = 1;\n',
  'lots/lot.ts': "import { day } from '../core/day.js';\nexport const lot = day;\n",
  'bid/bid.ts': "import { lot } from '../lots/lot.js';\nimport { log } from '../chat/log.js';\nexport const bid = lot + log;\n",
  'bid/state.ts': 'export const state = 1;\n',
  'bid/bid.test.ts': "import { talk } from '../chat/talk.js';\nexport const t = talk;\n",
  'chat/log.ts': 'export const log = 1;\n',
  'chat/talk.ts': "import { state } from '../bid/state.js';\nexport const talk = state;\n",
  'jobs/registry.ts': "import { job } from '../listing/job.js';\nexport const all = [job];\n",
  'jobs/contract.ts': 'export type Job = { name: string };\n',
  'listing/job.ts': "import type { Job } from '../jobs/contract.js';\nexport const job: Job = { name: 'close' };\n",
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importsOf = (graph: Map<string, Map<string, unknown>>) =>
  Object.fromEntries([...graph].map(([f, m]) => [f, [...m.keys()].sort()]));

describe('module graph', () => {
  it('lists what each folder imports, through any file, tests left out', () => {
    expect(importsOf(moduleGraph(dir))).toEqual({
      core: [],
      lots: ['core'],
      bid: ['chat', 'lots'],
      chat: ['bid'],
      jobs: ['listing'],
      listing: ['jobs'],
    });
  });
  it('finds the pairs and the loops', () => {
    const graph = moduleGraph(dir);
    expect(mutualPairs(graph)).toEqual([
      ['bid', 'chat'],
      ['jobs', 'listing'],
    ]);
    expect(loops(graph)).toEqual([
      ['bid', 'chat'],
      ['jobs', 'listing'],
    ]);
    expect(() => layers(graph)).toThrow(/loop/);
  });
  it('finds a loop of three that has no pair', () => {
    const graph = new Map([
      ['a', new Map([['b', []]])],
      ['b', new Map([['c', []]])],
      ['c', new Map([['a', []]])],
      ['d', new Map([['a', []]])],
    ]);
    expect(mutualPairs(graph)).toEqual([]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
  it('stacks an acyclic graph in layers, top layer first in the rendering', () => {
    const graph = new Map([
      ['core', new Map()],
      ['lots', new Map([['core', []]])],
      ['bid', new Map([['lots', []], ['core', []]])],
      ['mail', new Map()],
    ]);
    expect(layers(graph)).toEqual([['core', 'mail'], ['lots'], ['bid']]);
    expect(renderLayers(graph)).toMatch(/- \*\*Layer 2\*\*: `bid`\n- \*\*Layer 1\*\*: `lots`\n- \*\*Layer 0\*\*: `core`, `mail`/);
  });
});

describe('local/no-module-cycle', () => {
  function lint(name: string) {
    const file = path.join(dir, name);
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { local: localImports },
        rules: { 'local/no-module-cycle': ['error', { modulesDir: dir }] },
      },
    ];
    return new Linter({ cwd: dir }).verify(readFileSync(file, 'utf8'), config, file).map((m) => `${m.line}: ${m.message}`);
  }
  it('reports an import into a folder that imports back, on both ends', () => {
    expect(lint('bid/bid.ts')).toEqual([expect.stringMatching(/^2: Module loop: bid → chat → bid/)]);
    expect(lint('chat/talk.ts')).toEqual([expect.stringMatching(/^1: Module loop: chat → bid → chat/)]);
    expect(lint('jobs/registry.ts')).toEqual([expect.stringMatching(/^1: Module loop: jobs → listing → jobs/)]);
  });
  it('leaves imports down the ladder and tests alone', () => {
    expect(lint('lots/lot.ts')).toEqual([]);
    expect(lint('bid/bid.test.ts')).toEqual([]);
  });
});

describe('the server as it is', () => {
  const modulesDir = path.resolve(import.meta.dirname, '../apps/server/src/modules');
  it('has no pair of module folders importing each other and no loop', () => {
    const graph = moduleGraph(modulesDir);
    expect(mutualPairs(graph)).toEqual([]);
    expect(loops(graph)).toEqual([]);
  });
  it('is what docs/architecture.md shows (node scripts/module-graph.mjs --write)', () => {
    const text = readFileSync(ARCHITECTURE, 'utf8');
    expect(withLayers(text, moduleGraph(modulesDir))).toBe(text);
  });
});
