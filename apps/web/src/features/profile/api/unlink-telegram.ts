import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema, TELEGRAM_UNLINK_PATH } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { TELEGRAM_STATUS_KEY } from './get-telegram-status';

/** POST /user/telegram/unlink: notices stop going to Telegram; the status is read again. */
export const unlinkTelegram = () => apiRequest(successSchema, TELEGRAM_UNLINK_PATH, { method: 'POST' });

export function useUnlinkTelegram() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkTelegram, onSuccess: () => client.invalidateQueries({ queryKey: TELEGRAM_STATUS_KEY }) });
}
