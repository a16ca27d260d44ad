import type { DbOrTx } from '../db/client.js';
import { paymentAccounts } from '../db/schema.js';

// The demo's payment accounts (issue 21 §5): a yen and a dollar account of a made-up seller, so
// the demo's invoices and pay cards show what a client sees. Example data only: a real portal
// sets its own on the payment details screen (SEED=false never writes these).
const SELLER = { sellerName: 'JAUC Trading K.K. (demo)', sellerAddress: '1-2-3 Shibaura, Minato-ku, Tokyo 108-0023, Japan', accountHolder: 'JAUC Trading K.K.' };

export async function seedDemoPaymentAccounts(db: DbOrTx, managerId: number | null): Promise<void> {
  await db.insert(paymentAccounts).values([
    { ...SELLER, currency: 'JPY', bankName: 'Example Bank, Shibaura branch', bankAddress: 'Tokyo, Japan', swift: 'EXAMJPJT', accountNumber: '0001234567', note: '', createdBy: managerId },
    { ...SELLER, currency: 'USD', bankName: 'Example Bank, New York', bankAddress: 'New York, USA', swift: 'EXAMUS33', accountNumber: 'US00 0000 1234 5678', note: 'Convert at your bank\'s rate; the invoice is in yen.', createdBy: managerId },
  ]);
}
