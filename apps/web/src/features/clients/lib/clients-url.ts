import { CLIENT_ROLES, CLIENTS_DEFAULT_PAGE_SIZE } from '@jauc/contract';

/** What /clients keeps in its URL. */
export interface ClientsParams {
  search: string;
  /** One role code, or null for every client and dealer. */
  role: number | null;
  page: number;
}

export interface ClientsRequest {
  search?: string;
  role?: number;
  page: number;
  pageSize: number;
}

export const CLIENTS_PARAMS = new Set(['search', 'role', 'page']);

export function parseClientsParams(search: URLSearchParams): ClientsParams {
  const role = Number(search.get('role'));
  const page = Number(search.get('page'));
  return {
    search: (search.get('search') ?? '').slice(0, 100),
    role: (CLIENT_ROLES as readonly number[]).includes(role) ? role : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function serializeClientsParams(p: ClientsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.search.trim()) out.set('search', p.search.trim());
  if (p.role !== null) out.set('role', String(p.role));
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

export const clientsRequest = (p: ClientsParams): ClientsRequest => ({
  page: p.page,
  pageSize: CLIENTS_DEFAULT_PAGE_SIZE,
  ...(p.search.trim() ? { search: p.search.trim() } : {}),
  ...(p.role !== null ? { role: p.role } : {}),
});
