import { useQuery } from '@tanstack/react-query';
import { facetListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /car-auction/maker: the makers the auction listings know, for the order form's select. */
export const getOrderMakers = (signal?: AbortSignal) => apiRequest(facetListResponse, '/car-auction/maker', { signal });

export const useOrderMakers = () => useQuery({ queryKey: ['make-an-order', 'makers'], queryFn: ({ signal }) => getOrderMakers(signal), staleTime: 10 * 60_000 });
