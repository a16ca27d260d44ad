import { useMutation } from '@tanstack/react-query';
import { makeAnOrderResponse, type MakeAnOrderBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /site/make-an-order: 422 per field, 429 order_flood past five orders an hour. */
export const makeAnOrder = (body: MakeAnOrderBody) => apiRequest(makeAnOrderResponse, '/site/make-an-order', { method: 'POST', body });

export const useMakeAnOrder = () => useMutation({ mutationFn: makeAnOrder });
