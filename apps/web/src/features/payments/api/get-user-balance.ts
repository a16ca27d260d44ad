import { useQuery } from '@tanstack/react-query';
import { userBalanceResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /user/balance: balance, credit limit, what can still be bid, totals and the latest entries. */
export const getUserBalance = (signal?: AbortSignal) => apiRequest(userBalanceResponse, '/user/balance', { signal });

// Bids elsewhere move these figures: the screen asks again whenever it is opened.
export const useUserBalance = () => useQuery({ queryKey: paymentsKeys.balance(), queryFn: ({ signal }) => getUserBalance(signal), staleTime: 0 });
