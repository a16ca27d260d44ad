import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentAccountsResponse, updatePaymentAccountResponse, type PaymentAccountInput, type PaymentCurrency } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentInfoKeys } from './payment-info-keys';

/** GET /payment-accounts (managers): the current account of each currency and every change. */
export const getPaymentAccounts = (signal?: AbortSignal) => apiRequest(paymentAccountsResponse, '/payment-accounts', { signal });

export const usePaymentAccounts = () => useQuery({ queryKey: paymentInfoKeys.accounts(), queryFn: ({ signal }) => getPaymentAccounts(signal) });

/** PUT /payment-accounts/{currency} (managers): a new version of that currency's account. */
export const updatePaymentAccount = (currency: PaymentCurrency, body: PaymentAccountInput) =>
  apiRequest(updatePaymentAccountResponse, `/payment-accounts/${currency}`, { method: 'PUT', body });

export function useUpdatePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, body }: { currency: PaymentCurrency; body: PaymentAccountInput }) => updatePaymentAccount(currency, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentInfoKeys.root }),
  });
}
