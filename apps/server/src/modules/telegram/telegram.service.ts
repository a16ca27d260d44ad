import { randomInt } from 'node:crypto';
import type { TelegramLinkCode, TelegramStatus } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { BotApi } from './bot-api.js';
import { deleteLink, findLink, replaceLinkCode } from './telegram.repo.js';

// Linking a Telegram chat for notices (DESIGN.md §3 "Chat, live updates and notices"): the profile
// asks for a one-time code, the user sends `/start CODE` to the bot, the poll job (telegram.jobs.ts)
// reads it and links the chat it came from. The code is random, single-use and short-lived (so
// guessing one through the bot is hopeless), and stored only as a hash like every token.

/** 8 characters of 32 (no 0/O, 1/I): 2^40 codes, typed on a phone without confusion. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60_000;

export const newLinkCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function telegramStatus(db: Db, userId: number): Promise<TelegramStatus> {
  const link = await findLink(db, userId);
  return { success: true, linked: link !== null, linkedAt: link?.linkedAt.toISOString() ?? null };
}

// The bot's username never changes while the token stays: asked once per process.
const usernames = new WeakMap<BotApi, Promise<string>>();
function botUsername(bot: BotApi): Promise<string> {
  let name = usernames.get(bot);
  if (!name) {
    name = bot.getMe().then((me) => me.username);
    // A failed answer is not kept: the next request asks again.
    name.catch(() => usernames.delete(bot));
    usernames.set(bot, name);
  }
  return name;
}

export async function createLinkCode(db: Db, bot: BotApi, userId: number, now: Date): Promise<TelegramLinkCode> {
  let username: string;
  try {
    username = await botUsername(bot);
  } catch {
    // Telegram (or the configured Bot API) cannot be reached: nothing was stored, the user tries again.
    throw new AppError(503, 'service_unavailable');
  }
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  await db.transaction((tx) => replaceLinkCode(tx, userId, hashToken(code), expiresAt));
  return { success: true, code, botUsername: username, startUrl: `https://t.me/${username}?start=${code}`, expiresAt: expiresAt.toISOString() };
}

export async function unlinkTelegram(db: Db, userId: number): Promise<void> {
  await deleteLink(db, userId);
}
