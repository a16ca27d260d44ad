import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { ChevronDownIcon, ExternalLinkIcon, MoreIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/support-contacts';

/** A path of the portal (its own information pages) opens in place; a full URL in a new tab. */
const isOwnPage = (href: string) => href.startsWith('/');

const ROW_LINK =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The provider's public pages, in a row; the header shows this only where it fits (xl and up). */
export function ExternalLinksRow() {
  const { t } = useTranslation();
  const links = useSiteConfig()?.siteLinks ?? [];
  return (
    <nav aria-label={t('Header.siteNav')}>
      <ul className="flex items-center gap-1">
        {links.map((l) => (
          <li key={l.id}>
            {isOwnPage(l.href) ? (
              <Link to={l.href} className={ROW_LINK}>
                {t(`Header.links.${l.id}`)}
              </Link>
            ) : (
              <a href={l.href} target="_blank" rel="noopener noreferrer" className={ROW_LINK}>
                {t(`Header.links.${l.id}`)}
                <span className="sr-only"> {t('Header.newTab')}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same links folded into a "More" menu for narrower screens, so nothing overflows. */
export function ExternalLinksMenu() {
  const { t } = useTranslation();
  const links = useSiteConfig()?.siteLinks ?? [];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2.5 md:px-3" aria-label={t('Header.more')}>
          <MoreIcon className="size-5 text-slate-500 md:hidden" />
          <span className="hidden md:inline">{t('Header.more')}</span>
          <ChevronDownIcon className="hidden size-4 text-slate-400 md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {links.map((l) => (
          <DropdownMenuItem key={l.id} asChild>
            {isOwnPage(l.href) ? (
              <Link to={l.href}>
                <span className="flex-1">{t(`Header.links.${l.id}`)}</span>
              </Link>
            ) : (
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                <span className="flex-1">{t(`Header.links.${l.id}`)}</span>
                <ExternalLinkIcon className="size-4 text-slate-400" aria-label={t('Header.newTab')} aria-hidden={false} role="img" />
              </a>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
