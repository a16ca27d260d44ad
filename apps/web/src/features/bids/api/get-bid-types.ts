import { useQuery } from '@tanstack/react-query';
import { bidTypeResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /bid/type: the export types with the server's label and description (viewer's language). */
export const getBidTypes = () => apiRequest(bidTypeResponse, '/bid/type');

export const useBidTypes = (enabled: boolean) => useQuery({ queryKey: ['bids', 'types'] as const, queryFn: getBidTypes, enabled, staleTime: Infinity });
