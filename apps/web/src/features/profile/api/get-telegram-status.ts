import { useQuery } from '@tanstack/react-query';
import { telegramStatusResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export const TELEGRAM_STATUS_KEY = ['user', 'telegram'] as const;

/** GET /user/telegram: whether the user's Telegram chat is linked (404 when the server has no bot). */
export const getTelegramStatus = () => apiRequest(telegramStatusResponse, '/user/telegram');

/**
 * The link status; `waitingForCode` polls it while a code is shown, so the block turns to
 * "linked" by itself once the user has sent the code to the bot.
 */
export const useTelegramStatus = (waitingForCode: boolean) =>
  useQuery({ queryKey: TELEGRAM_STATUS_KEY, queryFn: getTelegramStatus, refetchInterval: waitingForCode ? 5000 : false });
