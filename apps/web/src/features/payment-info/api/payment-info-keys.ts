import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the payment info: a proof sent or decided refreshes every view of them. */
export const paymentInfoKeys = {
  root: ['payment-info'] as const,
  info: (target: { purchasedCarId?: number; userId?: number }) => ['payment-info', 'info', target] as const,
  proofs: (state: string) => ['payment-info', 'proofs', state] as const,
  accounts: () => ['payment-info', 'accounts'] as const,
};

/**
 * After a proof is sent or decided: the payment info and the proof queues ask again, and so do
 * the ledger's views (a recorded proof moves the balance; their keys start with 'payments').
 */
export async function invalidatePaymentInfo(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: paymentInfoKeys.root }),
    client.invalidateQueries({ queryKey: ['payments'] }),
    client.invalidateQueries({ queryKey: ['purchases'] }),
  ]);
}
