import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { isActive, type MenuEntry } from '../menu-config';

const itemBase = 'flex items-center gap-3 rounded-lg px-3 py-2 text-[15px] font-medium';

/** One labelled group of side-menu entries; entries without a screen yet are shown disabled. */
export function MenuGroup({ title, entries, onNavigate }: { title: string; entries: MenuEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-400 uppercase">{title}</p>
      <ul className="flex flex-col gap-0.5">
        {entries.map((e) => {
          const Icon = e.icon;
          const active = e.available && isActive(e, pathname);
          return (
            <li key={e.id}>
              {e.available ? (
                <Link
                  to={e.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    itemBase,
                    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <Icon className={cn('size-5 shrink-0', active ? 'text-brand-600' : 'text-slate-400')} />
                  {t(e.label)}
                </Link>
              ) : (
                <span aria-disabled="true" data-menu-entry={e.id} className={cn(itemBase, 'cursor-not-allowed text-slate-400')}>
                  <Icon className="size-5 shrink-0 text-slate-300" />
                  {t(e.label)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
