import type { Config } from '../../config.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createBotApi } from '../telegram/bot-api.js';
import { pruneNotices } from './notices.repo.js';
import { sendDueNotices } from './send-notices.js';

export const NOTICE_JOB = 'send-notices';
export const NOTICE_PRUNE_JOB = 'prune-notices';

/** How long settled notices are kept (what was sent to whom, and why a notice was not). */
export const NOTICE_KEEP_DAYS = 30;

export interface NoticeJobDeps {
  /** The mail transport (default: the app's, SMTP_URL or the .eml outbox); tests wrap it. */
  mailer?: (log: Parameters<typeof createMailer>[1]) => Pick<Mailer, 'send'>;
}

/**
 * The outbox's sender (modules/jobs runs it once across instances every minute; claiming with
 * SKIP LOCKED keeps even two runs at once from sending one notice twice). A minute is the latency
 * of a result notice; a chat notice is due minutes after its message anyway.
 */
export function noticeJob(config: Config, deps: NoticeJobDeps = {}): JobDefinition {
  const telegram = config.telegramBotToken ? createBotApi(config.telegramApiUrl, config.telegramBotToken) : null;
  return {
    name: NOTICE_JOB,
    everySeconds: 60,
    run: ({ db, now, log }) => {
      const mailer = deps.mailer ? deps.mailer(log) : createMailer(config, log);
      return sendDueNotices(db, { mailer, telegram, publicUrl: config.publicUrl }, now, log);
    },
  };
}

/** Once a day: settled notices older than NOTICE_KEEP_DAYS go. */
export const pruneNoticesJob: JobDefinition = {
  name: NOTICE_PRUNE_JOB,
  everySeconds: 86_400,
  run: async ({ db, now }) => ({ deleted: await pruneNotices(db, new Date(now.getTime() - NOTICE_KEEP_DAYS * 86_400_000)) }),
};
