import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session-store';
import { cn } from '../../../lib/cn';
import { MenuIcon } from '../../../components/ui/icons';
import { ExternalLinksMenu, ExternalLinksRow } from './external-links';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';

export interface HeaderProps {
  /** Opens the side-menu drawer (phones and tablets). */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Slid out of view (wide screens, while scrolling down). */
  hidden?: boolean;
}

/** White top bar: burger and logo below lg, the public-site links, language and account menus. */
export function Header({ onOpenMenu, menuOpen, hidden = false }: HeaderProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <header
      className={cn(
        'sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-200 supports-[backdrop-filter]:bg-white/80',
        hidden && 'lg:-translate-y-full',
      )}
    >
      <div className="flex h-16 items-center gap-2 px-3 md:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('Header.openMenu')}
          aria-expanded={menuOpen}
          className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
        <Logo className="lg:hidden" />
        {/* Below xl the public-site links fold into "More": at the right on phones, at the left from lg. */}
        <div className="ml-auto lg:ml-0 xl:hidden">
          <ExternalLinksMenu />
        </div>
        <div className="hidden xl:block">
          <ExternalLinksRow />
        </div>
        <div className="flex items-center gap-1 md:gap-2 lg:ml-auto">
          <div className="hidden md:block">
            <LanguageMenu />
          </div>
          {profile && <ProfileMenu profile={profile} />}
        </div>
      </div>
    </header>
  );
}
