import { tokyoParts, type ProfileDetail } from '@jauc/contract';
import { useTranslation } from 'react-i18next';

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** Who is signed in: name, address, account level, client id and last sign-in (Japan time). */
export function ProfileHeader({ detail }: { detail: ProfileDetail }) {
  const { t } = useTranslation();
  const lastLogin = detail.lastLogin ? tokyoParts(new Date(detail.lastLogin)) : null;
  const role = t(`Profile.roles.${detail.roleId}`, { defaultValue: '' });
  return (
    <header className="flex items-center gap-4">
      <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white md:size-16 md:text-xl">
        {initials(detail.fullName) || '?'}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="truncate text-xl font-semibold text-slate-900 md:text-2xl">{detail.fullName}</h1>
          {role && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-600/20">{role}</span>}
        </div>
        <p className="truncate text-sm text-slate-600">{detail.email}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {t('Profile.clientId', { id: detail.userId })}
          {lastLogin && <> · {t('Profile.lastLogin', { date: `${lastLogin.date} ${lastLogin.time} JST` })}</>}
        </p>
      </div>
    </header>
  );
}
