import type { Config } from '../../config.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createBotApi } from '../telegram/bot-api.js';
import { sendDueNotices } from './send-notices.js';

export const NOTICE_JOB = 'send-notices';

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
