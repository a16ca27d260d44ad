import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import localImports from './imports.js';

// Small projects on disk: the rules read the files an import names, so the fixtures must exist.
let dir: string;
const files: Record<string, string> = {
  'features/a/one.ts': "import { two } from '../b/two';\nimport { u } from '../../lib/u';\nexport const one = two + u;\n",
  'features/a/own.ts': "import { one } from './one';\nexport const own = one;\n",
  'features/b/two.ts': 'export const two = 2;\n',
  'lib/u.ts': 'export const u = 1;\n',
  'lib/v.ts': "import type { two } from '../features/b/two';\nexport type V = typeof two;\n",
  'server/p.ts': "import { q } from './q.js';\nexport interface P { q: typeof q }\n",
  'server/q.ts': "import type { P } from './p.js';\nexport const q = 1 as unknown as P;\n",
  'server/r.ts': "import type { P } from './p.js';\nexport { q } from './q.js';\nexport type R = P;\n",
  'server/s.ts': "export const s = () => import('./t.js');\n",
  'server/t.ts': "export * from './s.js';\n",
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lint(name: string, rules: Linter.RulesRecord) {
  const file = path.join(dir, name);
  const config: Linter.Config[] = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser }, plugins: { local: localImports }, rules }];
  return new Linter({ cwd: dir }).verify(readFileSync(file, 'utf8'), config, file).map((m) => `${m.line}: ${m.message}`);
}

describe('local/no-cycle', () => {
  const rules: Linter.RulesRecord = { 'local/no-cycle': 'error' };
  it('reports a cycle on both ends, type-only imports included', () => {
    expect(lint('server/p.ts', rules)).toEqual([expect.stringMatching(/^1: Import cycle: .*server\/p\.ts → .*server\/q\.ts → .*server\/p\.ts$/)]);
    expect(lint('server/q.ts', rules)).toEqual([expect.stringMatching(/^1: Import cycle: .*server\/q\.ts → .*server\/p\.ts → .*server\/q\.ts$/)]);
  });
  it('follows dynamic imports and re-exports', () => {
    expect(lint('server/s.ts', rules)).toHaveLength(1);
    expect(lint('server/t.ts', rules)).toHaveLength(1);
  });
  it('leaves a module alone that only reaches a cycle', () => {
    expect(lint('server/r.ts', rules)).toEqual([]);
    expect(lint('features/a/one.ts', rules)).toEqual([]);
  });
});

describe('local/boundaries', () => {
  const zones = [
    { from: '/features/([^/]+)/', disallow: '/features/(?!$1/)', message: 'No other feature' },
    { from: '/lib/', disallow: '/features/', message: 'Shared code stays shared' },
  ];
  const rules: Linter.RulesRecord = { 'local/boundaries': ['error', zones] };
  it('refuses another feature but not the own feature or shared code', () => {
    expect(lint('features/a/one.ts', rules)).toEqual([expect.stringMatching(/^1: No other feature \(.*features\/b\/two\.ts\)$/)]);
    expect(lint('features/a/own.ts', rules)).toEqual([]);
    expect(lint('features/b/two.ts', rules)).toEqual([]);
  });
  it('refuses shared code importing a feature, types included', () => {
    expect(lint('lib/v.ts', rules)).toEqual([expect.stringMatching(/^1: Shared code stays shared/)]);
  });
});
