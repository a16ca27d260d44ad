import type { ClientsRequest } from '../lib/clients-url';

export const clientsKeys = {
  all: ['clients'] as const,
  list: (query: ClientsRequest) => ['clients', 'list', query] as const,
};
