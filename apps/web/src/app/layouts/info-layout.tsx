import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { LanguageSwitch } from '../../features/shell/components/language-switch';
import { Logo } from '../../features/shell/components/logo';
import { AppLayout } from './app-layout';
import { SESSION, useSession } from '../../lib/session-store';

/**
 * The information pages are public: a signed-in user keeps the side menu and header around
 * them (as the not-found page does); a visitor gets the page with a way to sign in.
 */
export function InfoLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === SESSION.unknown || status === SESSION.loading) return <PageSpinner />;
  if (status === SESSION.authenticated) return <AppLayout>{children}</AppLayout>;
  return (
    <div className="min-h-screen bg-white">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 md:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguageSwitch compact />
          <Link to="/auth/login" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-700">
            {t('Info.signIn')}
          </Link>
        </div>
      </header>
      <main>{children}</main>
    </div>
  );
}
