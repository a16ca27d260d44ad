import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { TelegramApiError, type BotApi } from '../telegram/bot-api.js';
import { chatNoticeOf } from './chat-notice.js';
import { bidLink, carLine } from './notice-link.js';
import { resultMail, resultTelegram } from './notice-texts.js';
import { claimDueNotices, markFailed, markSent, markSkipped, type ClaimedMessage, type ClaimedNotice } from './notices.repo.js';

// The notice job's work (DESIGN.md §3 "Chat, live updates and notices"): take the due notices of
// the outbox, send each by its channel, mark it sent. A failed send is logged and tried again with
// back-off; after MAX_ATTEMPTS it is given up (state failed, its last error kept). A notice that
// no longer holds when its turn comes is skipped, not sent: the bid moved on to another status, the
// chat message was read, the user turned e-mails off or unlinked Telegram.

export interface NoticeChannels {
  mailer: Pick<Mailer, 'send'>;
  /** null: TELEGRAM_BOT_TOKEN is not set, Telegram notices are skipped. */
  telegram: BotApi | null;
  publicUrl: string;
}

export const NOTICE_TUNING = {
  batch: 50,
  /** Batches per run at most, so one run ends even while notices keep coming. */
  batchesPerRun: 20,
  /** How long a claimed notice is held by the run sending it (longer than any send takes). */
  leaseMs: 10 * 60_000,
  maxAttempts: 8,
};

/** 1, 2, 4, ... minutes after the failed attempt `attempts`, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

// A refusal that sending again will not change is given up at once: the Bot API's 4xx (a chat
// that blocked the bot, one that no longer exists) but its rate limit (429), and an SMTP server's
// permanent 5xx reply (no such mailbox). Network errors and temporary replies are worth a retry.
function isPermanent(err: unknown): boolean {
  if (err instanceof TelegramApiError) return err.code >= 400 && err.code < 500 && err.code !== 429;
  const smtpReply = Number((err as { responseCode?: unknown } | null)?.responseCode);
  return smtpReply >= 500 && smtpReply < 600;
}

type Outcome = 'sent' | 'skipped' | 'retry' | 'failed';

export async function sendDueNotices(db: Db, channels: NoticeChannels, now: Date, log: FastifyBaseLogger) {
  const totals: Record<Outcome, number> = { sent: 0, skipped: 0, retry: 0, failed: 0 };
  for (let batch = 0; batch < NOTICE_TUNING.batchesPerRun; batch++) {
    const claimed = await claimDueNotices(db, now, new Date(now.getTime() + NOTICE_TUNING.leaseMs), NOTICE_TUNING.batch);
    for (const notice of claimed) totals[await sendOne(db, channels, notice, now, log)]++;
    if (claimed.length < NOTICE_TUNING.batch) break;
  }
  return totals;
}

async function sendOne(db: Db, channels: NoticeChannels, n: ClaimedNotice | ClaimedMessage, now: Date, log: FastifyBaseLogger): Promise<Outcome> {
  const skip = async (reason: string): Promise<Outcome> => {
    await markSkipped(db, n.id, reason);
    return 'skipped';
  };
  if (n.channel === 'telegram' && !channels.telegram) return skip('telegram_off');
  if (n.channel === 'telegram' && n.user.telegramChatId === null) return skip('telegram_unlinked');
  if (n.kind === 'saved_search') {
    // The search's own choice of channel is the opt-in (decision 024); bid e-mail settings do not apply.
    const { subject, text, html, link } = n.payload;
    return attempt(db, n, now, log, n.channel === 'email'
      ? () => channels.mailer.send({ to: n.user.email, kind: 'alert', link, subject, text, html })
      : () => channels.telegram!.sendMessage(n.user.telegramChatId!, text));
  }
  if (n.channel === 'email' && !n.user.emailNotify) return skip('email_notices_off');
  const subject = { name: n.user.fullName, lotNo: n.lot.lotNo, car: carLine(n.lot), link: bidLink(channels.publicUrl, n, now) };

  let send: () => Promise<void>;
  if (n.kind === 'bid_result') {
    // A Win taken back before its notice went out: the client is not told of a result that is gone.
    if (n.bid.status !== n.bidStatus) return skip('bid_status_changed');
    const notice = { ...subject, status: n.bid.status, soldPrice: n.bid.soldPrice };
    send = n.channel === 'email'
      ? () => channels.mailer.send({ to: n.user.email, kind: 'result', link: subject.link, ...resultMail(n.user.language, notice) })
      : () => channels.telegram!.sendMessage(n.user.telegramChatId!, resultTelegram(n.user.language, notice));
  } else {
    const chat = await chatNoticeOf(db, n, subject);
    if ('skip' in chat) return skip(chat.skip);
    send = n.channel === 'email'
      ? () => channels.mailer.send({ to: n.user.email, kind: 'chat', link: subject.link, ...chat.mail })
      : () => channels.telegram!.sendMessage(n.user.telegramChatId!, chat.telegram);
  }
  return attempt(db, n, now, log, send);
}

/** Sends, then marks the notice sent, or failed with a retry (back-off) or given up. */
async function attempt(db: Db, n: Pick<ClaimedNotice, 'id' | 'key' | 'channel' | 'attempts'>, now: Date, log: FastifyBaseLogger, send: () => Promise<void>): Promise<Outcome> {
  try {
    await send();
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const giveUp = n.attempts >= NOTICE_TUNING.maxAttempts || isPermanent(err);
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(n.attempts));
    await markFailed(db, n.id, error, retryAt);
    const fields = { noticeId: n.id, key: n.key, channel: n.channel, attempts: n.attempts, error, retryAt: retryAt?.toISOString() ?? null };
    if (giveUp) log.error(fields, 'notice not sent: given up');
    else log.warn(fields, 'notice not sent: will retry');
    return giveUp ? 'failed' : 'retry';
  }
  await markSent(db, n.id, now);
  return 'sent';
}
