import { useTranslation } from 'react-i18next';
import { MailIcon, SendIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/support-contacts';

/** Mail and messenger links to the support team. */
export function ContactLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  if (!config) return null;
  const link = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';
  return (
    <div className={className}>
      <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-slate-400 uppercase">{t('Shell.contacts')}</p>
      <ul className="flex flex-col">
        <li>
          <a href={`mailto:${config.supportEmail}`} className={link}>
            <MailIcon className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{config.supportEmail}</span>
          </a>
        </li>
        <li>
          <a href={config.supportTelegramUrl} target="_blank" rel="noopener noreferrer" className={link}>
            <SendIcon className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{t('Shell.telegram')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
