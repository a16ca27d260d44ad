import { Dialog as RadixDialog, Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CloseIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { BidLogList } from './bid-log-list';
import { ChatTab } from './chat-tab';

/** Phones get the chat as a full-screen sheet. */
const TABLET_UP = '(min-width: 768px)';

export interface BidChatDialogProps {
  bidId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the chat is about, under its title: the lot and the car. */
  subject?: string;
  /** A manager's dialog: messages from the owner, and the History tab (spec 2 §6). */
  manager: boolean;
  readOnly: boolean;
}

/**
 * The bid chat of spec 2 §4 "Chat" with the managers' History tab. Its content exists only while
 * it is open, so closing clears the state (the unsent text, failed messages, the chosen tab).
 */
export function BidChatDialog({ bidId, open, onOpenChange, subject, manager, readOnly }: BidChatDialogProps) {
  const { t } = useTranslation();
  const phone = !useMediaQuery(TABLET_UP, true);
  const title = t('BidChat.title');
  const otherLabel = readOnly ? t('BidChat.participant') : manager ? t('BidChat.client') : t('BidChat.manager');
  const chat = <ChatTab bidId={bidId} readOnly={readOnly} otherLabel={otherLabel} />;
  const content = manager ? (
    <Tabs.Root defaultValue="chat" className="flex min-h-0 flex-1 flex-col">
      <Tabs.List aria-label={title} className="mb-2 flex gap-1 border-b border-slate-200">
        {(['chat', 'history'] as const).map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600/40 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {t(`BidChat.tab.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="chat" className="flex min-h-0 flex-1 flex-col outline-none">
        {chat}
      </Tabs.Content>
      <Tabs.Content value="history" className="flex min-h-0 flex-1 flex-col outline-none">
        <BidLogList bidId={bidId} />
      </Tabs.Content>
    </Tabs.Root>
  ) : (
    chat
  );

  if (phone) {
    return (
      <Sheet open={open} onOpenChange={onOpenChange} title={title} side="right" className="w-screen! max-w-none!">
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-base font-semibold text-slate-900">{title}</p>
            {subject && <p className="truncate text-xs text-slate-500">{subject}</p>}
          </div>
          <RadixDialog.Close aria-label={t('Common.close')} className="-mr-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
        </div>
        <div className="flex min-h-0 flex-1 flex-col px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">{content}</div>
      </Sheet>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={subject} size="lg">
      <div className={cn('flex h-[min(34rem,calc(100dvh-12rem))] flex-col')}>{content}</div>
    </Dialog>
  );
}
