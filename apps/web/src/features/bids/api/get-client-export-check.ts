import { useQuery } from '@tanstack/react-query';
import { lotExportCheckResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /car-auction/export-check: the lot's export check for the client a manager (or dealer) bids for. */
export const getClientExportCheck = (carId: number, userId: string) =>
  apiRequest(lotExportCheckResponse, `/car-auction/export-check?carId=${carId}&userId=${encodeURIComponent(userId)}`);

/** Asked once a client is chosen (`userId` not empty); the answer's check is null where the client's country has no rules. */
export function useClientExportCheck(carId: number, userId: string) {
  return useQuery({
    queryKey: ['lot', carId, 'export-check', userId] as const,
    queryFn: () => getClientExportCheck(carId, userId),
    enabled: userId !== '',
    select: (answer) => answer.exportCheck,
  });
}
