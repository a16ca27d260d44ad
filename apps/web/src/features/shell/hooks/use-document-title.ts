import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { ALL_MENU_ENTRIES, isActive } from '../menu-config';

/** Pages outside the side menu, by exact path. */
const TITLE_BY_PATH: Record<string, string> = {
  '/auth/login': 'Shell.titles.login',
  '/auth/sign-up': 'Shell.titles.signUp',
  '/auth/forgot-password': 'Shell.titles.forgotPassword',
  '/auth/change-password': 'Shell.titles.resetPassword',
  '/verify-email': 'Shell.titles.verifyEmail',
  '/change-password': 'Shell.titles.changePassword',
};

/** A route may name its own title with `handle: { title: 'Some.key' }`. */
function handleTitle(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string') return handle.title;
  return undefined;
}

/**
 * Keeps `document.title` in step with the route and the language: "<page> · JAUC". The key
 * comes from the deepest route handle, else the not-found route, the exact path, else the side-menu entry.
 */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const fromHandle = matches.map((m) => handleTitle(m.handle)).findLast(Boolean);
  // The catch-all route ('*') is the not-found page.
  const isUnknownRoute = '*' in (matches.at(-1)?.params ?? {});
  const key =
    fromHandle ??
    (isUnknownRoute ? 'NotFound.title' : undefined) ??
    TITLE_BY_PATH[pathname] ??
    ALL_MENU_ENTRIES.filter((e) => e.displayed !== false).find((e) => isActive(e, pathname))?.label;

  useEffect(() => {
    const app = t('App.name');
    document.title = key ? `${t(key)} · ${app}` : `${app} — ${t('App.fullName')}`;
  }, [key, t, i18n.language]);
}
