import { z } from 'zod';

// POST /user/telegram/link-code: a new one-time code to send to the bot (`/start CODE`), which
// links the chat it comes from to the signed-in user. Single-use, valid for `expiresAt`; a new
// code voids the user's older ones. `startUrl` opens the bot with the code filled in.

export const TELEGRAM_CODE_PATTERN = /^[A-Z2-9]{8}$/;

export const telegramLinkCodeResponse = z.object({
  success: z.literal(true),
  code: z.string().regex(TELEGRAM_CODE_PATTERN),
  /** The bot's username without "@". */
  botUsername: z.string(),
  startUrl: z.string(),
  /** ISO instant. */
  expiresAt: z.string(),
});
export type TelegramLinkCode = z.infer<typeof telegramLinkCodeResponse>;
