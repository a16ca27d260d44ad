import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePurchaseResponse, type UpdateFinancesBody, type UpdateLogisticsBody, type UpdatePartyBody, type UpdatePurchaseNoteBody, type UpdatePurchaseStatusBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePurchases } from './purchase-keys';

// The PUT calls of a purchased car (contract purchases/update-*.ts): one answer schema, one path
// shape, so they share this file. Each refreshes the car and the lists once it has settled.
interface Bodies {
  status: UpdatePurchaseStatusBody;
  logistics: UpdateLogisticsBody;
  finances: UpdateFinancesBody;
  note: UpdatePurchaseNoteBody;
  consignee: UpdatePartyBody;
  'notify-party': UpdatePartyBody;
}
export type PurchasePart = keyof Bodies;

/** PUT /purchased-cars/{id}/{part}. */
export const updatePurchase = <P extends PurchasePart>(id: number, part: P, body: Bodies[P]) =>
  apiRequest(updatePurchaseResponse, `/purchased-cars/${id}/${part}`, { method: 'PUT', body });

export function useUpdatePurchase<P extends PurchasePart>(id: number, part: P) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: Bodies[P]) => updatePurchase(id, part, body), onSettled: () => invalidatePurchases(queryClient) });
}
