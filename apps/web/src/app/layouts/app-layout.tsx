import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Sheet } from '../../components/ui/sheet';
import { Header } from '../../features/shell/components/header';
import { RestrictedNotice } from '../../features/shell/components/restricted-notice';
import { SideMenu } from '../../features/shell/components/side-menu';
import { useHideOnScroll } from '../../features/shell/hooks/use-hide-on-scroll';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { useProfile } from '../../lib/session-store';

/**
 * Signed-in pages: side menu (a fixed column from lg, an off-canvas drawer below), header and
 * the page: the matched route, or `children` (the 404 page, which is outside RequireAuth). Renders
 * nothing without a profile.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const wide = useMediaQuery(WIDE_SCREEN);
  const headerHidden = useHideOnScroll({ enabled: wide });
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!profile) return null;

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Shell.skipToContent')}
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 lg:block">
        <SideMenu profile={profile} />
      </aside>
      {/* Closed by itself when the window grows past lg, where the fixed column takes over. */}
      <Sheet open={drawerOpen && !wide} onOpenChange={setDrawerOpen} title={t('Menu.label')}>
        <SideMenu profile={profile} inDrawer onNavigate={() => setDrawerOpen(false)} />
      </Sheet>
      <div className="flex min-h-screen flex-col lg:pl-64">
        <Header onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen && !wide} hidden={headerHidden} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-5 outline-none md:px-6 lg:px-8 lg:py-7">
          <RestrictedNotice key={profile.detail.userId} profile={profile} />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
