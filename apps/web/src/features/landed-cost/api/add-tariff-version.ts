import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffWriteResponse, type AddTariffVersionBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /landed-cost/tariff-version (managers): a new version of a part, from its date on. */
export function useAddTariffVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTariffVersionBody) => apiRequest(tariffWriteResponse, '/landed-cost/tariff-version', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['landed-cost-settings'] });
      void queryClient.invalidateQueries({ queryKey: ['landed-cost'] });
    },
  });
}
