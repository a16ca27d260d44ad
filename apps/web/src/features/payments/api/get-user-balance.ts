import { useQuery } from '@tanstack/react-query';
import { userBalanceResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /user/balance: balance, credit limit, what can still be bid, totals and the latest entries (a client's with `userId`). */
export const getUserBalance = (userId: number | null, signal?: AbortSignal) =>
  apiRequest(userBalanceResponse, '/user/balance', { query: userId === null ? {} : { userId }, signal });

// Bids elsewhere move these figures: the screen asks again whenever it is opened.
export const useUserBalance = (userId: number | null = null, enabled = true) =>
  useQuery({ queryKey: [...paymentsKeys.balance(), userId], queryFn: ({ signal }) => getUserBalance(userId, signal), staleTime: 0, enabled });
