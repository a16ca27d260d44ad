import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@jauc/contract';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { ChevronDownIcon, LockIcon, LogOutIcon, UserIcon } from '../../../components/ui/icons';
import { useLogout } from '../api/logout';
import { SHELL_PATHS } from '../menu-config';

/** Up to two initials of the name, for the avatar. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The header's account menu: who is signed in, Profile, Change password and Logout. */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const { fullName, email } = profile.detail;
  // The name starts with what the button shows (WCAG 2.5.3): the initials, then (wider screens) the full name.
  const shown = [initials(fullName), fullName].filter(Boolean).join(' ');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('Header.account', { name: shown })}
        className="flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
      >
        <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {initials(fullName) || <UserIcon className="size-4" />}
        </span>{' '}
        {/* The space keeps the shown text "OB Oliver Bennett", as the name says. */}
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 md:block">{fullName}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-400 md:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{fullName}</p>
          <p className="truncate text-xs text-slate-500">{email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={SHELL_PATHS.profile}>
            <UserIcon className="size-4 text-slate-500" />
            {t('Menu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={SHELL_PATHS.changePassword}>
            <LockIcon className="size-4 text-slate-500" />
            {t('Header.changePassword')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={logout} className="text-brand-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700">
          <LogOutIcon className="size-4" />
          {t('Shell.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
