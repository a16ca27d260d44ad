import { describe, expect, it } from 'vitest';
import { paymentsHref, purchasesHref } from './dashboard-links';

describe('dashboard links', () => {
  it('open the purchased cars of one status and a client s ledger', () => {
    expect(purchasesHref()).toBe('/purchased-cars');
    expect(purchasesHref(4)).toBe('/purchased-cars?status=4');
    expect(purchasesHref(0)).toBe('/purchased-cars?status=0');
    expect(paymentsHref()).toBe('/payments');
    expect(paymentsHref(12)).toBe('/payments?userId=12');
  });
});
