import type { PurchaseDetailResponse, PurchaseListItem, PurchaseListResponse } from '@jauc/contract';

export const CLIENT_ID = 1001;

const party = { fullName: '', address: '', country: '', port: '', email: '', telephone: '', documentList: '' };

/** A purchased car of the demo client, status Waiting for loading (3), parties still open. */
export function detailAnswer(overrides: Partial<PurchaseDetailResponse> = {}): PurchaseDetailResponse {
  return {
    success: true,
    carDetail: { id: 7, carId: 4242, title: 'Toyota Prius 2015', model: 'Prius', yearMonth: '2015', chassis: 'ZVW30-1234567', mileage: 81000, engine: 1800, color: 'Pearl white', purchaseDate: '2026-10-02', auction: 'USS Tokyo', lotNo: 1207 },
    consignee: { ...party },
    notifyParty: { ...party, fullName: 'Ivan Petrov' },
    finances: {
      fields: [
        { key: 'carPrice', value: 1_000_000, label: 'Car price' },
        { key: 'auctionFee', value: 20_000, label: 'Auction fee' },
        { key: 'agentFee', value: 30_000, label: 'Agent fee' },
        { key: 'delivery', value: 15_000, label: 'Delivery' },
        { key: 'freight', value: 100_000, label: 'Freight' },
        { key: 'otherFees', value: 0, label: 'Other fees' },
      ],
      total: 1_165_000,
    },
    logistics: { stockYard: 'Yokohama yard', exportPort: 'Yokohama', typeOfExport: 1, typeOfExportLabel: 'Whole car', purchaseDate: '2026-10-02', shippingLine: null, voyage: null, destination: 'Vladivostok', etd: null, eta: null, status: 3, statusLabel: 'Waiting for loading', dischargePort: null },
    lotImages: { images: ['/p/1.jpg', '/p/2.jpg'], thumbnails: ['/p/1t.jpg', '/p/2t.jpg'] },
    documents: [{ id: 51, kind: 'export_certificate', name: 'export-certificate.pdf', path: '/api/v1/purchased-cars/7/documents/51', type: 'application/pdf', size: 52_000, uploadedAt: '2026-10-05T01:00:00.000Z' }],
    invoiceUrl: '/api/v1/purchased-cars/7/invoice',
    note: 'Keys: 2',
    owner: { id: CLIENT_ID, fullName: 'Demo Client' },
    canManage: false,
    canEditParties: true,
    ...overrides,
  };
}

export function listItem(overrides: Partial<PurchaseListItem> = {}): PurchaseListItem {
  return {
    id: 7, sku: 'P-000007', auction: 'USS Tokyo', lotNo: 1207, maker: 'Toyota', model: 'Prius', year: 2015, chassis: 'ZVW30-1234567', images: [], purchaseDate: '2026-10-02',
    status: 3, statusLabel: 'Waiting for loading', totalPrice: 1_165_000, exportPort: 'Yokohama', voyage: null, etd: null, eta: null, owner: { id: CLIENT_ID, fullName: 'Demo Client' },
    ...overrides,
  };
}

export function listAnswer(cars: PurchaseListItem[], total = cars.length): PurchaseListResponse {
  return {
    success: true,
    cars,
    statusList: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ value, label: `Status ${value}` })),
    pageInfo: { page: 1, pageSize: 20, totalSearchResults: total },
  };
}
