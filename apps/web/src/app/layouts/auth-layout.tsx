import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LanguageSwitch } from '../../features/shell/components/language-switch';
import { Logo } from '../../features/shell/components/logo';

/** What an auth page gets from `useOutletContext<AuthLayoutContext>()`. */
export interface AuthLayoutContext {
  /** Replace this page's notice banner (null hides it); it resets when the path changes. */
  setNotice: (notice: ReactNode | null) => void;
}

/** Default notices by path (spec 1 §2: an optional notice banner on login). */
const DEFAULT_NOTICES: Record<string, string> = {
  '/auth/login': 'Shell.loginNotice',
};

/** Account pages: a centred card with the logo, a language switch and an optional notice. */
export function AuthLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [override, setOverride] = useState<{ path: string; notice: ReactNode | null } | null>(null);
  const defaultKey = DEFAULT_NOTICES[pathname];
  const notice = override?.path === pathname ? override.notice : defaultKey ? t(defaultKey) : null;
  // Stable per path, so a page may call it from an effect without looping.
  const context = useMemo<AuthLayoutContext>(() => ({ setNotice: (n) => setOverride({ path: pathname, notice: n }) }), [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50/70 via-slate-50 to-slate-50">
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md">
          <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/70 ring-slate-200 sm:p-8">
            <div className="mb-6 flex items-center justify-between gap-4">
              <Logo withTagline />
              <LanguageSwitch compact />
            </div>
            {notice && (
              <Alert tone="info" className="mb-6">
                {notice}
              </Alert>
            )}
            <Outlet context={context} />
          </div>
          <p className="mt-6 text-center text-xs text-slate-500">{t('Shell.copyright', { year: new Date().getFullYear(), name: t('App.fullName') })}</p>
        </div>
      </main>
    </div>
  );
}
