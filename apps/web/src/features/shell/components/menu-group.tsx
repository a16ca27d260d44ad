import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { isActive, type MenuEntry } from '../menu-config';

const itemBase = 'flex items-center gap-3 rounded-lg px-3 py-2 text-[15px] font-medium';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';

/**
 * An entry whose screen is not built yet (docs/decisions/003): not a link, but it takes focus and
 * says so — in a tooltip on hover, focus or tap, and as its description for screen readers.
 */
function UnavailableEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [tip, setTip] = useState(false);
  const Icon = entry.icon;
  return (
    <>
      <Tooltip content={t('Menu.notAvailableYet')} open={tip} onOpenChange={setTip} side="right">
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          data-menu-entry={entry.id}
          onClick={(e) => {
            // A tap shows why; preventDefault keeps Radix from closing the tip on this same click.
            e.preventDefault();
            setTip(true);
          }}
          className={cn(itemBase, focusRing, 'w-full cursor-not-allowed text-left text-slate-500')}
        >
          <Icon className="size-5 shrink-0 text-slate-400" />
          {t(entry.label)}
        </button>
      </Tooltip>
      <span id={reasonId} hidden>
        {t('Menu.notAvailableYet')}
      </span>
    </>
  );
}

/** One labelled group of side-menu entries; entries without a screen yet are shown disabled. */
export function MenuGroup({ title, entries, onNavigate }: { title: string; entries: MenuEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">{title}</p>
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
                  className={cn(itemBase, focusRing, 'transition-colors', active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')}
                >
                  <Icon className={cn('size-5 shrink-0', active ? 'text-brand-600' : 'text-slate-500')} />
                  {t(e.label)}
                </Link>
              ) : (
                <UnavailableEntry entry={e} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
