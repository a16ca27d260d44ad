import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../lib/clock.js';
import { LANGUAGE, SESSION_HINT } from './spa-preloads.js';

// The sign-in pages' first view in their HTML (issue 22 §4, docs/decisions/033): the web build
// writes a server bundle of them (apps/web/src/prerender, `dist-ssr/` beside `dist/`); this puts
// a page's markup into #root of its index.html in the visitor's language, so a slow phone paints
// the form with the HTML and the stylesheet instead of a splash until the scripts have run.

/** A page's first view: what goes into #root, and the language of the document. */
export interface FirstView {
  key: string;
  markup: string;
  language: 'en' | 'ru';
}

interface Prerenderer {
  SIGN_IN_PAGES: Record<string, unknown>;
  renderSignInPage: (pathname: string, language: string) => string | null;
}


/**
 * Loads the build's prerenderer (none: every page keeps the splash) and returns what a request
 * for `pathname` should show first. Nothing for a browser holding a session: the app sends it
 * on from the sign-in pages, and the form would flash. Each page is rendered once per language
 * and year (the footer's copyright) and kept; a rendering that fails leaves the splash.
 */
export async function loadFirstViews(webRoot: string, log: FastifyBaseLogger): Promise<(pathname: string, cookieHeader: string | undefined) => FirstView | null> {
  const file = path.resolve(webRoot, '../dist-ssr/sign-in-pages.js');
  if (!fs.existsSync(file)) return () => null;
  let prerenderer: Prerenderer;
  try {
    prerenderer = (await import(pathToFileURL(file).href)) as Prerenderer;
  } catch (error) {
    log.warn({ err: error }, 'the sign-in pages cannot be prerendered; they open on the splash');
    return () => null;
  }
  const kept = new Map<string, FirstView | null>();
  return (pathname, cookieHeader = '') => {
    if (SESSION_HINT.test(cookieHeader)) return null;
    const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (!Object.hasOwn(prerenderer.SIGN_IN_PAGES, page)) return null;
    const language = LANGUAGE.exec(cookieHeader)?.[1] === 'ru' ? 'ru' : 'en';
    const key = `${page} ${language} ${now().getFullYear()}`;
    if (kept.has(key)) return kept.get(key)!;
    let view: FirstView | null = null;
    try {
      const markup = prerenderer.renderSignInPage(page, language);
      if (markup !== null) view = { key, markup, language };
    } catch (error) {
      log.warn({ err: error, page, language }, 'a sign-in page failed to prerender; it opens on the splash');
    }
    // A few pages, two languages: a failure is kept too, not retried (and logged) per request.
    kept.set(key, view);
    return view;
  };
}

/** index.html with the first view in #root (in place of the splash) and its language. */
export function withFirstView(html: string, view: FirstView | null): string {
  if (!view) return html;
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${view.language}">`)
    .replace(/(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/, (_, open: string, close: string) => `${open}${view.markup}${close}`);
}
