import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientsListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import type { ClientsRequest } from '../lib/clients-url';
import { clientsKeys } from './clients-keys';

/** GET /clients/list (managers): client and dealer accounts with the user-list fields, newest first. */
export const getClientsList = (query: ClientsRequest, signal?: AbortSignal) =>
  apiRequest(clientsListResponse, '/clients/list', { query: { ...query }, signal });

export const useClientsList = (query: ClientsRequest) =>
  useQuery({ queryKey: clientsKeys.list(query), queryFn: ({ signal }) => getClientsList(query, signal), placeholderData: keepPreviousData });
