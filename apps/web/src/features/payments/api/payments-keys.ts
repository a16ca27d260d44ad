import type { PaymentsRequest } from '../lib/payments-url';

/** Query keys of the ledger: a deposit invalidates `all` (lists and the balance move together). */
export const paymentsKeys = {
  all: ['payments'] as const,
  list: (query: PaymentsRequest) => ['payments', 'list', query] as const,
  balance: () => ['payments', 'balance'] as const,
};
