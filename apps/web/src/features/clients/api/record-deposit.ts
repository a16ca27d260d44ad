import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositResponse, type DepositInput } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { clientsKeys } from './clients-keys';

/**
 * POST /payments/deposit (managers): books a remittance. The caller's idempotency key makes a
 * retry (a double click, a lost answer) book once: the server answers the first entry again.
 */
export const recordDeposit = (body: DepositInput) => apiRequest(depositResponse, '/payments/deposit', { method: 'POST', body });

export function useRecordDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordDeposit,
    // The client's balance and role move; any ledger open in this tab is stale too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: clientsKeys.all }), client.invalidateQueries({ queryKey: ['payments'] })]),
  });
}
