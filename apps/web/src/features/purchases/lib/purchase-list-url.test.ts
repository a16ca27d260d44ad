import { describe, expect, it } from 'vitest';
import { parsePurchaseListParams, purchaseListRequest, serializePurchaseListParams } from './purchase-list-url';

describe('purchased list URL', () => {
  it('round-trips what it keeps and drops what it does not understand', () => {
    const params = parsePurchaseListParams(new URLSearchParams('status=4&dateFrom=2026-01-01&dateTo=2026-02-01&page=3&other=x'));
    expect(params).toEqual({ status: '4', dateFrom: '2026-01-01', dateTo: '2026-02-01', page: 3 });
    expect(serializePurchaseListParams(params).toString()).toBe('status=4&dateFrom=2026-01-01&dateTo=2026-02-01&page=3');
    expect(parsePurchaseListParams(new URLSearchParams('status=9&dateFrom=2026-02-30&page=-1'))).toEqual({ status: '', dateFrom: '', dateTo: '', page: 1 });
  });

  it('asks for Processing as status 0 and leaves out empty filters', () => {
    expect(purchaseListRequest({ status: '0', dateFrom: '', dateTo: '', page: 1 }, 20)).toEqual({ status: 0, page: 1, pageSize: 20 });
    expect(purchaseListRequest({ status: '', dateFrom: '', dateTo: '2026-01-01', page: 2 }, 50)).toEqual({ dateTo: '2026-01-01', page: 2, pageSize: 50 });
  });
});
