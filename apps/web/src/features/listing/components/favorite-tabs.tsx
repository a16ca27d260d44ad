import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FAVORITE_GROUPS, type FavoriteGroup } from '@jauc/contract';
import { cn } from '../../../lib/cn';

export const favoritesPath = (group: FavoriteGroup) => `/favorites/${group}`;

/** The favorites groups A–E as links, the current one marked (spec 1 §2 /favorites/{group}). */
export function FavoriteTabs({ group }: { group: FavoriteGroup }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Listing.favorites.groups')}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {FAVORITE_GROUPS.map((g) => (
          <li key={g}>
            <Link
              to={favoritesPath(g)}
              aria-current={g === group ? 'page' : undefined}
              aria-label={t('Listing.favorites.group', { group: g })}
              className={cn(
                '-mb-px inline-flex h-10 min-w-11 items-center justify-center border-b-2 px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                g === group ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
              )}
            >
              {g}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
