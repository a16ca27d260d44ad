// Local lint rules for the shape of the code (DESIGN.md §2): which folder may import which, and
// no import cycles. eslint-plugin-import-x would do both, but its resolver is a native binary
// whose other platforms' packages the lock file cannot always list; these rules need nothing
// beyond the TypeScript parser.
import path from 'node:path';
import { pathBack, resolveImport } from './import-graph.js';
import { folderPathBack, moduleGraph, moduleOf } from './module-graph.js';

/** The import-like nodes of a module (type-only ones included, as in import-graph.js). */
function importVisitors(onImport) {
  const check = (node) => {
    if (node.source && typeof node.source.value === 'string') onImport(node, node.source.value);
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
}

/** Paths in messages and zones are relative to the repository root, wherever eslint is started. */
const ROOT = path.resolve(import.meta.dirname, '..');
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules of the repository' },
    messages: { cycle: 'Import cycle: {{route}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      const route = target && pathBack(target, file);
      if (!route) return;
      const names = [file, ...route].map((f) => relative(f));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    });
  },
};

/**
 * Zones: { from, disallow, message }. `from` is a pattern on the importing file's path (relative to
 * the repository root); `disallow` one on the imported file's path, where `$1`, `$2`, ... stand
 * for what `from`'s groups matched (so "another feature than mine" can be written).
 */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the folder boundaries of DESIGN.md §2' },
    messages: { crossed: '{{message}} ({{target}})' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: { type: 'string' }, disallow: { type: 'string' }, message: { type: 'string' } },
          required: ['from', 'disallow', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const me = relative(context.filename);
    const zones = (context.options[0] ?? []).flatMap((zone) => {
      const m = new RegExp(zone.from).exec(me);
      if (!m) return [];
      const disallow = zone.disallow.replace(/\$(\d)/g, (_, i) => escapeRegExp(m[Number(i)] ?? ''));
      return [{ disallow: new RegExp(disallow), message: zone.message }];
    });
    if (zones.length === 0) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      const name = relative(target);
      const zone = zones.find((z) => z.disallow.test(name));
      if (zone) context.report({ node, messageId: 'crossed', data: { message: zone.message, target: name } });
    });
  },
};

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * No loop between module folders (issue 19): an import from folder A into folder B is refused when
 * B already reaches A through any files. Option: { modulesDir } relative to the repository root.
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import loops between the server module folders' },
    messages: { loop: 'Module loop: {{route}} (a lower module must not import a higher one; see docs/architecture.md)' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'], additionalProperties: false }],
  },
  create(context) {
    const modulesDir = path.resolve(context.cwd ?? ROOT, context.options[0].modulesDir);
    const mine = moduleOf(context.filename, modulesDir);
    if (!mine || /\.test\.[cm]?[jt]sx?$/.test(context.filename)) return {};
    let graph = null;
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      const other = target && moduleOf(target, modulesDir);
      if (!other || other === mine) return;
      graph ??= moduleGraph(modulesDir);
      const route = folderPathBack(graph, other, mine);
      if (route) context.report({ node, messageId: 'loop', data: { route: [mine, ...route].join(' → ') } });
    });
  },
};

export default { meta: { name: 'local-imports' }, rules: { 'no-cycle': noCycle, 'no-module-cycle': noModuleCycle, boundaries } };
