import { useTranslation } from 'react-i18next';
import type { Profile } from '@jauc/contract';
import { CloseIcon, LogOutIcon } from '../../../components/ui/icons';
import { SheetClose } from '../../../components/ui/sheet';
import { useLogout } from '../api/logout';
import { sideMenuFor } from '../menu-config';
import { ContactLinks } from './contact-links';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MenuGroup } from './menu-group';
import { TokyoClock } from './tokyo-clock';

export interface SideMenuProps {
  profile: Profile;
  /** Called after following a link (closes the drawer). */
  onNavigate?: () => void;
  /** Inside the drawer: show a close button next to the logo. */
  inDrawer?: boolean;
}

/** The side menu's content: logo, the user's menu, the catalog, Tokyo clock, contacts, Logout. */
export function SideMenu({ profile, onNavigate, inDrawer = false }: SideMenuProps) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const { main, catalog } = sideMenuFor(profile);
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5">
        <Logo withTagline onNavigate={onNavigate} />
        {inDrawer && (
          <SheetClose aria-label={t('Header.closeMenu')} className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
            <CloseIcon className="size-5" />
          </SheetClose>
        )}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-3 py-4">
        <nav aria-label={t('Menu.label')} className="flex flex-col gap-5">
          <MenuGroup title={t('Menu.groups.account')} entries={main} onNavigate={onNavigate} />
          <MenuGroup title={t('Menu.groups.catalog')} entries={catalog} onNavigate={onNavigate} />
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          <TokyoClock className="mx-1" />
          <ContactLinks />
          <LanguageSwitch className="mx-1 flex md:hidden" />
          <button
            type="button"
            onClick={logout}
            disabled={isPending}
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-[15px] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 disabled:opacity-60"
          >
            <LogOutIcon className="size-5 text-slate-400" />
            {t('Shell.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
