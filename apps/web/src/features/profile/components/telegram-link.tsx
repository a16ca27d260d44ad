import { tokyoParts } from '@jauc/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { CheckIcon, SendIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateTelegramCode } from '../api/create-telegram-code';
import { useTelegramStatus } from '../api/get-telegram-status';
import { useUnlinkTelegram } from '../api/unlink-telegram';
import { ProfileCard } from './profile-card';

const jst = (iso: string) => {
  const at = tokyoParts(new Date(iso));
  return `${at.date} ${at.time} JST`;
};

/**
 * Bid notices in Telegram (shown only when the server has a bot, `detail.telegramEnabled`): link a
 * chat with a one-time code sent to the bot, see since when it is linked, unlink it.
 */
export function TelegramLink() {
  const { t } = useTranslation();
  const code = useCreateTelegramCode();
  const unlink = useUnlinkTelegram();
  const waiting = code.isSuccess;
  const status = useTelegramStatus(waiting);
  const linked = status.data?.linked ?? false;
  const { reset } = code;
  // Once the bot has linked the chat, the code has done its work.
  useEffect(() => {
    if (linked) reset();
  }, [linked, reset]);

  return (
    <ProfileCard title={t('Profile.telegram.title')} description={t('Profile.telegram.hint')}>
      {status.isPending ? (
        <Spinner className="text-brand-600" />
      ) : status.isError ? (
        <ErrorAlert error={status.error} />
      ) : linked ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="flex items-center gap-2 text-sm text-green-700">
            <CheckIcon className="size-4 shrink-0" />
            {t('Profile.telegram.linked', { date: jst(status.data.linkedAt!) })}
          </p>
          <ErrorAlert error={unlink.error} />
          <Button variant="secondary" className="w-full" pending={unlink.isPending} onClick={() => unlink.mutate()}>
            {t('Profile.telegram.unlink')}
          </Button>
        </div>
      ) : code.data ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('Profile.telegram.sendCode', { bot: `@${code.data.botUsername}` })}</p>
          <code aria-label={t('Profile.telegram.command')} className="rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg tracking-wider text-slate-900 select-all">
            /start {code.data.code}
          </code>
          <a
            href={code.data.startUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            <SendIcon className="size-4" />
            {t('Profile.telegram.openBot', { bot: `@${code.data.botUsername}` })}
          </a>
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <Spinner className="size-3" />
            {t('Profile.telegram.waiting', { date: jst(code.data.expiresAt) })}
          </p>
          <Button variant="link" size="sm" className="self-start" pending={code.isPending} onClick={() => code.mutate()}>
            {t('Profile.telegram.newCode')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <ErrorAlert error={code.error} />
          <Button variant="secondary" className="w-full" pending={code.isPending} onClick={() => code.mutate()}>
            <SendIcon className="size-4" />
            {t('Profile.telegram.link')}
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}
