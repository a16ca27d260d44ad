import { LANGUAGE, PAGE_TYPES } from '@jauc/contract';
import type { QueryInput } from './fuzz-inputs.js';

// One or more valid inputs per route for the route fuzz test: each malformed input breaks a
// base in one to three places, so the rest of it gets past validation and as deep into the
// service as the fault lets it. A route that takes input and has no base here fails the test.

export interface FuzzContext {
  lots: { auction: number; uss: number; stats: number; stock: number };
  clientId: number;
  bidId: number;
  makerId: number;
  shareCode: string;
  /** Real paging cursors per page type for page 2 at pageSize 1: plain and favorites (group A). */
  cursors: Record<string, { plain: string; favorite: string }>;
}

export interface FuzzBase {
  params?: Record<string, string>;
  query?: QueryInput[];
  body?: Array<Record<string, unknown>>;
}

const person = { fullName: 'Fuzz Tester', mobile: '+64 (921) 555-01-23', city: 'Auckland' };
const bid = (c: FuzzContext) => ({ amount: 600_000, bidGroup: 1, carId: c.lots.auction, bidType: 1, confirm: 1, lotType: 'auction', comment: 'fuzz' });

export function fuzzBases(c: FuzzContext): Record<string, FuzzBase> {
  const token = { token: 'x'.repeat(43) };
  const lotPage = { 'car-auction': c.lots.auction, stock: c.lots.stock, stats: c.lots.stats } as const;
  const bases: Record<string, FuzzBase> = {
    'POST /api/v1/auth': { body: [{ email: 'nobody@test.example', password: 'wrong-pass' }] },
    'POST /api/v1/auth/signup': {
      body: [{
        ...person, email: 'fuzz-signup@test.example', country: { value: 157, label: 'New Zealand' }, password: 'secret-pass',
        confirmPassword: 'secret-pass', terms: true, language: LANGUAGE.en,
      }],
    },
    'POST /api/v1/auth/verify-email': { query: [token] },
    'POST /api/v1/auth/login-link': { query: [token] },
    'GET /api/v1/auth/reset-password': { query: [{ email: 'nobody@test.example' }] },
    'GET /api/v1/auth/reset-password-token-verify': { query: [token] },
    'POST /api/v1/auth/reset-password-verify': { query: [token], body: [{ newPassword: 'secret-pass2', confirmNewPassword: 'secret-pass2' }] },
    'PUT /api/v1/user/update-profile': { body: [{ ...person, officePhone: '', company: 'Fuzz Ltd', address: '1 Queen St', countryId: 157 }] },
    'PUT /api/v1/user/update-setting': { body: [{ bidEmailNotify: true, language: LANGUAGE.en }] },
    // A wrong old password: a base that changed the password would end the fuzzing session.
    'POST /api/v1/user/change-password': { body: [{ oldPassword: 'wrong-pass', newPassword: 'secret-pass2', confirmNewPassword: 'secret-pass2' }] },
    'GET /api/v1/user/search': { query: [{ user: 'test' }] },
    'POST /api/v1/favorite/add': { body: [{ carId: c.lots.auction, group: 'B', type: 'auction' }] },
    'DELETE /api/v1/favorite/delete': { query: [{ group: 'B', carId: String(c.lots.auction) }] },
    'POST /api/v1/saved-search': { body: [{ name: 'Fuzz', pageType: 'car-auction', query: `maker=${c.makerId}&year=2010,2020&search=prius`, notify: 'email' }] },
    'DELETE /api/v1/saved-search': { query: [{ id: '1' }] },
    'PUT /api/v1/saved-search/notify': { body: [{ id: 1, notify: 'none' }] },
    'POST /api/v1/saved-search/opened': { body: [{ id: 1 }] },
    'GET /api/v1/car-auction/image-translate': { query: [{ carId: String(c.lots.auction), image: '/media/lots/1/sheet-ja.svg' }] },
    'POST /api/v1/car-auction/save-comment': { body: [{ carId: c.lots.auction, comment: 'fuzz note' }] },
    'POST /api/v1/bid/create': { body: [bid(c)] },
    'POST /api/v1/bid/bid-from-manager': { body: [{ ...bid(c), userId: String(c.clientId) }] },
    'PUT /api/v1/bid/update-bid-status': { body: [{ bidId: c.bidId, status: 4 }, { bidId: c.bidId, status: 6, soldPrice: '700000', confirm: 2 }] },
    'PUT /api/v1/bid/update-sold-price': { body: [{ bidId: c.bidId, soldPrice: '700000' }] },
    'PUT /api/v1/bid/update-bid-price': { body: [{ jasId: c.bidId, amount: 605_000, bidGroup: 2, adjustmentPrice: -5000, exportType: 1 }] },
    'PUT /api/v1/bid/update-auto-bid': { body: [{ bidId: c.bidId, autoBid: true }] },
    'PUT /api/v1/bid/update-adjustment-price': { body: [{ bidId: c.bidId, adjustmentPrice: '15000' }] },
    'GET /api/v1/car-auction/download-images': { query: [{ id: String(c.lots.auction) }] },
    'GET /api/v1/car-auction/download-images/:id/images.zip': { params: { id: String(c.lots.auction) } },
    'GET /api/v1/car-auction/uss-images': { query: [{ id: String(c.lots.uss), lotNo: '1', auction: 'USS Tokyo' }] },
    'GET /api/v1/car-auction/uss-images/:id/images.zip': { params: { id: String(c.lots.uss) } },
    'GET /api/v1/car-auction/password': { query: [{ carId: String(c.lots.auction), auctionType: 'main' }] },
    'GET /media/lots/:id/:file': { params: { id: String(c.lots.auction), file: '1.svg' } },
  };
  for (const pt of PAGE_TYPES) {
    const { plain, favorite } = c.cursors[pt]!;
    const filters: QueryInput[] = [{}, { maker: String(c.makerId), date: '2026-01-05,2026-01-06', mileage: '0,100000', search: 'ZVW' }];
    bases[`GET /api/v1/${pt}/listing`] = {
      query: [{ page: '2', pageSize: '1', cursor: plain }, { page: '2', pageSize: '1', favorite: 'A', cursor: favorite }, ...filters],
    };
    bases[`GET /api/v1/${pt}/filters`] = { query: filters };
    bases[`GET /api/v1/${pt}/maker`] = { query: filters };
    bases[`GET /api/v1/${pt}/model`] = { query: filters.map((f) => ({ ...f, id: String(c.makerId) })) };
    bases[`GET /api/v1/${pt}/lot/:id`] = { params: { id: String(lotPage[pt]) } };
    bases[`GET /api/v1/share/${pt}/:id`] = { params: { id: String(lotPage[pt]) }, query: [{ code: c.shareCode }] };
  }
  // The bid lists (issue 12): every query key, as a comma list and as repeated keys. The fuzzing
  // user is a manager: the dealer's calls answer 403 before their query is read.
  const bidList: QueryInput[] = [
    {},
    {
      bidStatus: '2', pageSize: '50', page: '2', lotNo: '1', order: 'desc', sort: 'bidAmount', auctionDate: '2026-01-05,2026-01-06',
      auction: '1,7', bidGroups: '1', chassisId: 'ZVW30', mileage: '0-30000', condition: '4.5', status: '4533', user: String(c.clientId),
      manager: '1', awaitingResult: '1',
    },
  ];
  for (const path of ['index', 'my-bid', 'dealer']) bases[`GET /api/v1/bid/${path}`] = { query: [...bidList, { bidType: 'clients' }] };
  bases['GET /api/v1/bid/bid-history'] = { query: [...bidList, { archiveStatus: '5,6' }] };
  bases['GET /api/v1/bid/filters'] = { query: [{}, { bidType: 'mine', bidStatus: '1' }] };
  bases['GET /api/v1/bid/bid-history-filters'] = { query: [{}, { bidStatus: '5', archiveStatus: '3,5' }] };
  bases['GET /api/v1/bid/search'] = { query: [{ lotNo: '1' }, { lotNo: '12', bidStatus: '2' }] };
  bases['GET /api/v1/bid/dealer-clients'] = { query: [{}, { page: '2', pageSize: '10' }] };
  // The bid chat and log (issue 13), and the event stream (406 without an Accept of text/event-stream).
  bases['GET /api/v1/bid/chat'] = { query: [{ bidId: String(c.bidId) }] };
  bases['PUT /api/v1/bid/update-chat-status'] = { body: [{ bidId: c.bidId }] };
  bases['POST /api/v1/bid/save-chat'] = { body: [{ bidId: c.bidId, comment: 'fuzz message' }] };
  bases['GET /api/v1/bid/logs'] = { query: [{ bidId: String(c.bidId) }] };
  bases['GET /api/v1/events'] = { query: [{}, { lastEventId: '1' }] };
  // Payments, balance and deposits, the managers' client page (issue 14).
  bases['GET /api/v1/payments/list'] = { query: [{}, { type: 'remittance', dateFrom: '2026-01-05', dateTo: '2026-01-06', page: '2', pageSize: '50', userId: String(c.clientId) }] };
  bases['GET /api/v1/payments/invoice'] = { query: [{ id: '1' }] };
  // Issue 18 §2: a client's balance for a manager, and every client's deposits.
  bases['GET /api/v1/user/balance'] = { query: [{}, { userId: String(c.clientId) }] };
  bases['GET /api/v1/payments/deposits'] = { query: [{}, { page: '2', pageSize: '50' }] };
  bases['POST /api/v1/payments/deposit'] = {
    body: [{ userId: c.clientId, amount: 100_000, date: '2026-01-05', description: 'fuzz deposit', idempotencyKey: 'fuzz-deposit-key' }],
  };
  // Make an order (issue 14 §3): past five an hour the rest answer 429 order_flood.
  bases['POST /api/v1/site/make-an-order'] = {
    body: [{ makerId: c.makerId, model: 'PRIUS', yearFrom: 2015, yearTo: 2020, budget: 1_500_000, comment: 'fuzz order' }, { makerId: c.makerId, budget: 1 }],
  };
  // The bid-group picker (issue 18 §1): the caller's own groups, or a client's for a manager.
  bases['GET /api/v1/bid/group'] = { query: [{}, { userId: String(c.clientId) }] };
  // Orders desk (issue 18 §2): the fuzzing world may hold no order, so an update can answer 404.
  bases['GET /api/v1/orders/list'] = { query: [{}, { status: 'in_work', page: '2' }] };
  bases['GET /api/v1/orders/my'] = { query: [{}, { page: '1' }] };
  bases['POST /api/v1/orders/update'] = { body: [{ id: 1, status: 'in_work', note: 'fuzz note' }, { id: 1, assigneeId: null, note: '' }] };
  bases['GET /api/v1/clients/list'] = { query: [{}, { search: 'test', role: '1064,979', page: '2', pageSize: '50' }] };
  bases['PUT /api/v1/clients/update'] = { body: [{ userId: c.clientId, creditLimit: 2_000_000, note: 'fuzz note' }] };
  // Purchased cars (issue 14). The fuzzing world has no purchase: a well-formed call reaches the
  // service and answers 404, a malformed one is refused before it.
  const purchase = { id: '1' };
  const party = { fullName: 'Fuzz Tester', address: '1 Queen St', country: 'New Zealand', port: 'Auckland', email: 'fuzz@test.example', telephone: '+64 921 555', documentList: 'B/L' };
  bases['GET /api/v1/purchased-cars/list'] = { query: [{}, { status: '0', dateFrom: '2026-01-05', dateTo: '2026-01-06', page: '2', pageSize: '50' }] };
  bases['GET /api/v1/purchased-cars/:id'] = { params: purchase };
  bases['GET /api/v1/purchased-cars/:id/invoice'] = { params: purchase };
  bases['GET /api/v1/purchased-cars/download-images'] = { query: [purchase] };
  bases['GET /api/v1/purchased-cars/download-images/:id/images.zip'] = { params: purchase };
  bases['PUT /api/v1/purchased-cars/:id/status'] = { params: purchase, body: [{ status: 3 }] };
  bases['PUT /api/v1/purchased-cars/:id/logistics'] = {
    params: purchase,
    body: [{ stockYard: 'Yard', exportPort: 'Yokohama', typeOfExport: 1, purchaseDate: '2026-01-05', shippingLine: 'MOL', voyage: 'V1', destination: 'Auckland', etd: '2026-01-10', eta: '2026-02-01', dischargePort: 'Auckland' }],
  };
  bases['PUT /api/v1/purchased-cars/:id/finances'] = { params: purchase, body: [{ auctionFee: 1000, agentFee: 2000, delivery: 3000, freight: 4000, otherFees: 0 }] };
  bases['PUT /api/v1/purchased-cars/:id/note'] = { params: purchase, body: [{ note: 'fuzz note' }] };
  bases['PUT /api/v1/purchased-cars/:id/consignee'] = { params: purchase, body: [party] };
  bases['PUT /api/v1/purchased-cars/:id/notify-party'] = { params: purchase, body: [party] };
  bases['POST /api/v1/purchased-cars/:id/documents'] = { params: purchase };
  bases['DELETE /api/v1/purchased-cars/:id/documents/:docId'] = { params: { ...purchase, docId: '1' } };
  bases['GET /api/v1/purchased-cars/:id/documents/:docId'] = { params: { ...purchase, docId: '1' } };
  // Paying for a car (issue 21 §5): the accounts, the payment info and the proofs of payment. The
  // fuzzing world has no proof: a well-formed decision reaches the service and answers 404.
  const account = { sellerName: 'Fuzz K.K.', sellerAddress: '1 Fuzz St', bankName: 'Fuzz Bank', bankAddress: 'Tokyo', swift: 'FUZZJPJT', accountNumber: '123', accountHolder: 'Fuzz K.K.', note: '' };
  bases['GET /api/v1/payment-accounts'] = {};
  bases['PUT /api/v1/payment-accounts/:currency'] = { params: { currency: 'JPY' }, body: [account, { ...account, active: false }] };
  bases['GET /api/v1/payment-info'] = { query: [{}, { userId: String(c.clientId) }, { purchasedCarId: '1' }] };
  bases['GET /api/v1/payment-proofs'] = { query: [{}, { state: 'recorded' }] };
  bases['POST /api/v1/payment-proofs'] = {};
  bases['GET /api/v1/payment-proofs/:id/file'] = { params: { id: '1' } };
  bases['POST /api/v1/payment-proofs/:id/record'] = { params: { id: '1' }, body: [{ amount: 100_000, date: '2026-01-05' }] };
  bases['POST /api/v1/payment-proofs/:id/reject'] = { params: { id: '1' }, body: [{ reason: 'fuzz reason' }] };
  for (const pt of ['car-auction', 'stock']) {
    bases[`GET /api/v1/${pt}/production-month`] = { query: [{ maker: 'Toyota', chassis: 'ZVW30-1234567', model: 'Prius', carId: '1', lotNo: '1' }] };
  }
  for (const pt of PAGE_TYPES) bases[`GET /api/v1/${pt}/landed-cost`] = { query: [{ carId: String(lotPage[pt]), price: '1000000' }, { carId: String(lotPage[pt]), priceFrom: 'average' }] };
  bases['GET /api/v1/landed-cost/estimate'] = { query: [{ price: '1500000', year: '2022', month: '5', engineCc: '1500', powerHp: '110', fuel: 'hybrid' }] };
  bases['GET /api/v1/landed-cost/settings'] = { query: [{ countryId: '183' }] };
  bases['POST /api/v1/landed-cost/tariff-version'] = {
    body: [{ countryId: 183, part: 'fee', code: 'agent_fee', effectiveFrom: '2099-01-01', source: 'fuzz', data: { amount: 60_000, currency: 'JPY' } }],
  };
  bases['POST /api/v1/landed-cost/exchange-rates'] = { body: [{ date: '2026-01-05', JPY: 0.5, EUR: 90, USD: 80 }] };
  bases['GET /api/v1/car-auction/export-check'] = { query: [{ carId: String(lotPage['car-auction']), userId: String(c.clientId) }] };
  for (const [pt, id] of Object.entries(lotPage)) {
    bases[`GET /api/v1/${pt}/price-history`] = { query: [{ carId: String(id), months: '12', band: 'any' }] };
  }
  return bases;
}
