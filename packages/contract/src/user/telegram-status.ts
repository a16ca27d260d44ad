import { z } from 'zod';

// GET /user/telegram: whether the signed-in user's Telegram chat is linked for notices
// (DESIGN.md §3 "Chat, live updates and notices"). The Telegram calls exist only when the server
// has a bot (TELEGRAM_BOT_TOKEN); without one they answer 404 and the profile's
// `detail.telegramEnabled` is false, so the app does not show the block.

export const telegramStatusResponse = z.object({
  success: z.literal(true),
  linked: z.boolean(),
  /** ISO instant of the link, null when not linked. */
  linkedAt: z.string().nullable(),
});
export type TelegramStatus = z.infer<typeof telegramStatusResponse>;
