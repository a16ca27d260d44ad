import { useMutation } from '@tanstack/react-query';
import { telegramLinkCodeResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/telegram/link-code: a new one-time code for `/start CODE` (older codes stop working). */
export const createTelegramCode = () => apiRequest(telegramLinkCodeResponse, '/user/telegram/link-code', { method: 'POST' });

export const useCreateTelegramCode = () => useMutation({ mutationFn: createTelegramCode });
