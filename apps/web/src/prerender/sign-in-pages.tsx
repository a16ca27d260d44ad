import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthLayout } from '../app/layouts/auth-layout';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { LoginForm } from '../features/auth/components/login-form';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';

// The sign-in pages' first view, rendered by the server into their index.html (issue 22 §4,
// docs/decisions/033): a visitor on a slow phone reads the form as soon as the HTML and the
// stylesheet arrive, instead of a splash until ~300 KB of scripts have loaded and run. These
// pages show nobody's data, so one rendering per page and language serves every visitor. The
// app renders over it (createRoot replaces #root's children) once its scripts have run.

/** The pages rendered here: the same components the router's sign-in routes show. */
export const SIGN_IN_PAGES: Record<string, () => React.JSX.Element> = {
  '/auth/login': LoginForm,
  '/auth/sign-up': SignUpForm,
  '/auth/forgot-password': ForgotPasswordForm,
};

const TEXTS = { en, ru } as const;

/**
 * The page's markup in the language (`en` or `ru`), or null for another path. It is `inert`:
 * nothing typed or clicked before the app takes over is lost when the app renders over it.
 */
export function renderSignInPage(pathname: string, language: string): string | null {
  const Page = SIGN_IN_PAGES[pathname];
  if (!Page) return null;
  const lng = language === 'ru' ? 'ru' : 'en';
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: TEXTS[lng] }, ...(lng === 'en' ? {} : { en: { translation: TEXTS.en } }) },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[pathname]}>
          <Routes>
            <Route element={<AuthLayout />}>
              <Route path={pathname} element={<Page />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return `<div inert>${markup}</div>`;
}
