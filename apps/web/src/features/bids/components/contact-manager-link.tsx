import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/support-contacts';

/** "Message the manager": the messaging contact, drawn as a primary button. */
export function ContactManagerLink() {
  const { t } = useTranslation();
  const managerChatUrl = useSiteConfig()?.supportTelegramUrl;
  return (
    <a
      href={managerChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <SendIcon className="size-4" />
      {t('BidModal.contactManager')}
    </a>
  );
}
