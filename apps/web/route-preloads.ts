import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The first view on a slow phone (issue 22 §4, docs/decisions/028): without help the browser
// learns of a route's code only after the shell's 170 KiB have arrived and run — then asks for
// the route's chunks, which ask for theirs — so the data request and the photo wait for two or
// three more waves of round trips. This plugin writes, next to the build, which chunks each route
// of the router needs (`route-preloads.json`); the server names them as modulepreloads in the
// index.html of that route's address, so they load beside the shell from the first byte.

/** `route-preloads.json`: what the server reads (apps/server/src/plugins/spa-preloads.ts). */
export interface RoutePreloads {
  /** Chunks of the signed-in layout, needed by every route but the sign-in pages. */
  layout: string[];
  /** The router's paths in its order, each with the chunks its screen needs beyond the shell. */
  routes: Array<{ path: string; files: string[] }>;
  /** Each language's texts (src/i18n/*.json): the app waits for one before its first render. */
  languages: Record<string, string>;
}

const ROUTE = /path: '([^']+)', lazy: \(\) => import\('\.\/routes\/([^']+)'\)(, \.\.\.listing\()?/g;
const INDEX_ROUTE = /index: true, lazy: \(\) => import\('\.\/routes\/([^']+)'\)/;
const LAYOUT = 'src/app/layouts/app-layout.tsx';
/** The account pages' layout (the router's auth-layout branch: its paths are listed here). */
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
const underAuthLayout = (routePath: string) => routePath.startsWith('/auth/') || routePath === '/verify-email';
/** What a listing route's loader imports to ask for the first page (app/prefetch.ts). */
const LISTING_LOADER = 'src/features/listing/api/prefetch-listing.ts';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  isEntry: boolean;
}

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'jauc-route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & ChunkInfo => c.type === 'chunk') as unknown as ChunkInfo[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: ChunkInfo, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const dep of start.imports) {
          const chunk = byFile.get(dep);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      const shell = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
      const filesOf = (source: string) => {
        const id = path.join(root, source);
        // A module of a merged chunk has no chunk of its own: the chunk that holds it then.
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${source}`);
        return [...closure(chunk)].filter((f) => !shell.has(f));
      };

      // The paths come from the router itself, so a new route is preloaded without a second list.
      const router = fs.readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
      const authLayout = filesOf(AUTH_LAYOUT);
      const routes = [...router.matchAll(ROUTE)].map(([, routePath, file, listing]) => ({
        path: routePath!,
        files: [...new Set([...(underAuthLayout(routePath!) ? authLayout : []), ...filesOf(`src/app/routes/${file}.tsx`), ...(listing ? filesOf(LISTING_LOADER) : [])])],
      }));
      const index = INDEX_ROUTE.exec(router);
      if (index) routes.unshift({ path: '/', files: [...new Set([...filesOf(`src/app/routes/${index[1]}.tsx`), ...filesOf(LISTING_LOADER)])] });
      const layout = filesOf(LAYOUT);
      const languages = Object.fromEntries(['en', 'ru'].map((lang) => [lang, filesOf(`src/i18n/${lang}.json`)[0]!]));
      const preloads: RoutePreloads = { layout, languages, routes: routes.map((r) => ({ ...r, files: r.files.filter((f) => !layout.includes(f) || r.path.startsWith('/auth/')) })) };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads)}\n` });
    },
  };
}
