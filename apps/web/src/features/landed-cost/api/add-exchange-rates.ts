import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffWriteResponse, type AddExchangeRatesBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /landed-cost/exchange-rates (managers): roubles per one yen, euro and dollar on a date. */
export function useAddExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddExchangeRatesBody) => apiRequest(tariffWriteResponse, '/landed-cost/exchange-rates', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['landed-cost-settings'] });
      void queryClient.invalidateQueries({ queryKey: ['landed-cost'] });
    },
  });
}
