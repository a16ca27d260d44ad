import fs from 'node:fs';
import path from 'node:path';

// Which chunks a route's first view needs, named in that route's index.html as modulepreloads so
// they load beside the shell instead of after it has run (issue 22 §4, docs/decisions/028). The
// web build writes the list (apps/web/route-preloads.ts) from the router's own paths.

interface RoutePreloadsFile {
  layout: string[];
  routes: Array<{ path: string; files: string[] }>;
  languages?: Record<string, string>;
}

export const SESSION_HINT = /(?:^|;\s*)session_hint=/;
/** The interface language the app keeps in localStorage, copied to a cookie (apps/web i18n). */
export const LANGUAGE = /(?:^|;\s*)ui_language=(\w+)/;

/** A router path as a regular expression: `:id` one segment, `:group?` an optional one. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/**
 * Reads the build's `route-preloads.json` (none: no preloads) and returns what a request for
 * `pathname` should preload. The signed-in screens' chunks only when the browser holds a session
 * (the `session_hint` cookie): without one the app sends the visitor to the sign-in page, and
 * its chunks would load for nothing. The catch-all route preloads nothing but the language: the
 * app renders nothing before its texts, English unless the cookie says otherwise.
 */
export function loadRoutePreloads(root: string): (pathname: string, cookieHeader: string | undefined) => string[] {
  const file = path.join(root, 'route-preloads.json');
  if (!fs.existsSync(file)) return () => [];
  const { layout, routes, languages = {} } = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloadsFile;
  // The router prefers static segments over dynamic ones; fewer dynamic segments first does here.
  const dynamicCount = (p: string) => p.split('/').filter((s) => s.startsWith(':')).length;
  const compiled = routes
    .filter((r) => r.path !== '*')
    .sort((a, b) => dynamicCount(a.path) - dynamicCount(b.path))
    .map((r) => ({ pattern: pathPattern(r.path), signIn: r.path.startsWith('/auth/'), files: r.files }));
  return (pathname, cookieHeader = '') => {
    const language = languages[LANGUAGE.exec(cookieHeader)?.[1] ?? 'en'] ?? languages.en;
    const first = language ? [language] : [];
    const route = compiled.find((r) => r.pattern.test(pathname));
    if (!route) return first;
    if (route.signIn) return [...first, ...route.files];
    return SESSION_HINT.test(cookieHeader) ? [...first, ...layout, ...route.files] : first;
  };
}

/** index.html with a modulepreload for each file, before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
