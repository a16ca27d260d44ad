import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myOrdersResponse, ordersListResponse, updateOrderResponse, type OrderStatus, type UpdateOrderInput } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export const ordersKeys = {
  all: ['orders'] as const,
  list: (status: OrderStatus | '', page: number) => ['orders', 'list', status, page] as const,
  mine: (page: number) => ['orders', 'mine', page] as const,
};

/** GET /orders/list (managers): every order, newest first, optionally one status. */
export const useOrdersList = (status: OrderStatus | '', page: number) =>
  useQuery({
    queryKey: ordersKeys.list(status, page),
    queryFn: ({ signal }) => apiRequest(ordersListResponse, '/orders/list', { query: { status, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /orders/my: the signed-in user's own orders and their status. */
export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: ordersKeys.mine(page),
    queryFn: ({ signal }) => apiRequest(myOrdersResponse, '/orders/my', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /orders/update (managers): status, assignee and note of one order. */
export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderInput) => apiRequest(updateOrderResponse, '/orders/update', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
