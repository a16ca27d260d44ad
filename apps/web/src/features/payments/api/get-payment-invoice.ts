import { useMutation } from '@tanstack/react-query';
import { paymentInvoiceResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /payments/invoice?id=<entry id> → the URL of the invoice PDF of the car the entry pays for. */
export const getPaymentInvoice = (id: number) => apiRequest(paymentInvoiceResponse, '/payments/invoice', { query: { id: String(id) } });

/** Asked on a click (the URL is made for that download), not when the list loads. */
export const usePaymentInvoice = () => useMutation({ mutationFn: getPaymentInvoice });
