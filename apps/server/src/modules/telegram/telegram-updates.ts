import type { FastifyBaseLogger } from 'fastify';
import { languageCode } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../lib/tokens.js';
import type { BotApi, TelegramUpdate } from './bot-api.js';
import { deleteLinksOfChat, readOffset, saveLink, takeUpdate, useLinkCode } from './telegram.repo.js';

// What the bot does with the messages it receives (read by polling getUpdates, telegram.jobs.ts):
// `/start CODE` links the chat to the account whose profile showed the code; `/stop` unlinks every
// account linked to the chat; anything else gets the instructions. Replies are in the account's
// language once it is known, else in the language of the user's Telegram app.

const START = /^\/start(?:@\w+)?\s+([A-Za-z2-9]{8})\s*$/;
const STOP = /^\/stop(?:@\w+)?\s*$/;

const REPLIES = {
  en: {
    linked: (email: string) => `Linked. Notices of your bids on the JAUC portal (${email}) will come here. Send /stop to end them.`,
    badCode: 'This code is not valid or has expired. Open your profile on the portal for a new one.',
    stopped: 'Unlinked: notices will no longer come here.',
    help: 'To get notices of your bids here, open your profile on the JAUC portal and send the code shown there: /start CODE',
  },
  ru: {
    linked: (email: string) => `Готово. Уведомления о ваших ставках на портале JAUC (${email}) будут приходить сюда. Отправьте /stop, чтобы отключить их.`,
    badCode: 'Код неверен или устарел. Получите новый код в профиле на портале.',
    stopped: 'Чат отвязан: уведомления сюда больше не придут.',
    help: 'Чтобы получать уведомления о ставках здесь, откройте профиль на портале JAUC и отправьте показанный там код: /start КОД',
  },
} as const;

export const UPDATES_PER_RUN = 100;

/** Reads the bot's new updates and handles each once. Answers what it did, for the job summary. */
export async function pollUpdates(db: Db, bot: BotApi, now: Date, log: FastifyBaseLogger) {
  const totals = { updates: 0, linked: 0, unlinked: 0, refused: 0 };
  const updates = await bot.getUpdates(await readOffset(db), UPDATES_PER_RUN);
  for (const update of updates) {
    const outcome = await handle(db, update, now);
    if (!outcome) continue;
    totals.updates++;
    if (outcome.kind !== 'none') totals[outcome.kind]++;
    if (outcome.reply && update.message) {
      // A reply that does not arrive changes nothing that was stored; the user can ask again.
      await bot.sendMessage(update.message.chat.id, outcome.reply).catch((err: unknown) => log.warn({ err, updateId: update.update_id }, 'telegram reply not sent'));
    }
  }
  return totals;
}

type Outcome = { kind: 'linked' | 'unlinked' | 'refused' | 'none'; reply: string | null };

/** One update in one transaction with the offset moved past it; null when another run took it. */
async function handle(db: Db, update: TelegramUpdate, now: Date): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    if (!(await takeUpdate(tx, update.update_id))) return null;
    const message = update.message;
    const text = message?.text?.trim();
    if (!message || !text) return { kind: 'none', reply: null };
    const lang = message.from?.language_code?.startsWith('ru') ? 'ru' : 'en';
    const start = START.exec(text);
    if (start) {
      const user = await useLinkCode(tx, hashToken(start[1]!.toUpperCase()), now);
      if (!user) return { kind: 'refused', reply: REPLIES[lang].badCode };
      await saveLink(tx, user.id, message.chat.id, now);
      return { kind: 'linked', reply: REPLIES[languageCode(user.language)].linked(user.email) };
    }
    if (STOP.test(text)) {
      await deleteLinksOfChat(tx, message.chat.id);
      return { kind: 'unlinked', reply: REPLIES[lang].stopped };
    }
    return { kind: 'none', reply: REPLIES[lang].help };
  });
}
