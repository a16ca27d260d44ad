import type { Config } from '../../config.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { createBotApi } from './bot-api.js';
import { pollUpdates } from './telegram-updates.js';

export const TELEGRAM_POLL_JOB = 'telegram-updates';

/**
 * Reads what users send to the bot (`/start CODE`) by polling getUpdates, through the job queue:
 * once across instances (the Bot API refuses two pollers of one bot at once) and with nothing to
 * expose — a webhook would need a public HTTPS address, which a portal behind a proxy or on a LAN
 * may not have. The cost is up to a poll's interval between sending the code and the link.
 * No token: no job.
 */
export function telegramJobs(config: Config): JobDefinition[] {
  if (!config.telegramBotToken) return [];
  const bot = createBotApi(config.telegramApiUrl, config.telegramBotToken);
  return [{ name: TELEGRAM_POLL_JOB, everySeconds: 15, run: ({ db, now, log }) => pollUpdates(db, bot, now, log) }];
}
