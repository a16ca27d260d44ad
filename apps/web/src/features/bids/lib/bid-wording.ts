/**
 * The i18next context of the bid texts (`t(key, { context })` reads `key_stock` …, the plain key
 * where a text is the same): ordering a fixed-price stock car is not an auction bid, and a
 * manager bidding for a client is told about the client's bid, not about "your" bid.
 */
export type BidContext = 'stock' | 'client' | 'clientStock' | undefined;

export function bidContext(stock: boolean, forClient: boolean): BidContext {
  if (forClient) return stock ? 'clientStock' : 'client';
  return stock ? 'stock' : undefined;
}
