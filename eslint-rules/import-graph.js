// The repository's import graph, for the lint rules in ./imports.js. Built with the TypeScript
// parser (already a dependency) rather than a plugin's resolver: the only native-free resolver
// stack for ESLint 10 is this one, and our imports are simple — relative paths, written with
// `.js` on the server (NodeNext style) and without an extension on the web.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** The file a relative specifier names, or null for packages and anything not on disk. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((e) => stem + e), ...SOURCE_EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile) ?? null;
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Every specifier a module names: imports and re-exports (type-only ones too — a type cycle still
 * ties two modules into one unit and usually hides a missing lower module), side-effect imports
 * and dynamic import().
 */
export function importSpecifiers(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file -> { mtimeMs, edges }: one lint run reads each file once; an editor re-reads what changed. */
const cache = new Map();

/** The files a file imports (resolved, absolute). */
export function edgesOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.edges;
  const edges = importSpecifiers(file, readFileSync(file, 'utf8'))
    .map((s) => resolveImport(file, s))
    .filter((f) => f !== null && !f.includes(`${path.sep}node_modules${path.sep}`));
  cache.set(file, { mtimeMs, edges });
  return edges;
}

/** The shortest path of imports from `start` back to `target` ([start, ..., target]), or null. */
export function pathBack(start, target, edges = edgesOf) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) {
      const route = [];
      for (let f = file; f !== null; f = cameFrom.get(f)) route.unshift(f);
      return route;
    }
    for (const next of edges(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}
