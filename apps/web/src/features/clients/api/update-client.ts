import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateClientResponse, type UpdateClientInput } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { clientsKeys } from './clients-keys';

/** PUT /clients/update (managers): a client's credit limit and the managers' note. */
export const updateClient = (body: UpdateClientInput) => apiRequest(updateClientResponse, '/clients/update', { method: 'PUT', body });

export function useUpdateClient() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => client.invalidateQueries({ queryKey: clientsKeys.all }) });
}
