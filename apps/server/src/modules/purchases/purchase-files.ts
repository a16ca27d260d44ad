import type { DocumentKind } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { findLotForMedia } from '../media/media.repo.js';
import { lotPhotosZip } from '../photos/lot-zip.js';
import type { PhotoProxy } from '../photo-proxy/photo-proxy.js';
import { seeablePurchase } from './purchases.service.js';
import { uploadDocument } from './purchase-documents.service.js';
import { invoicePdf } from './purchase-pdf.js';
import { financeLabel } from './purchase-texts.js';
import { financeTotal, financeValues, ownerLanguage, pdfCar, purchaseReference } from './purchase-view.js';
import { FINANCE_KEYS, paymentReference } from '@jauc/contract';
import { activeAccounts } from '../payment-accounts/payment-accounts.service.js';

type Caller = Pick<AuthUser, 'id' | 'userType'>;

/** The files of a purchased car that whoever sees it may download, and the managers' uploads. */
export function purchaseFiles(db: Db, storage: FileStorage, proxy: PhotoProxy) {
  return {
    /**
     * The bought car's photos as images.zip (the lot zip of photos/lot-zip.ts). Unlike the lot
     * page, neither the downloadPhotos permission nor the USS rule applies: the car is the
     * buyer's now, and the photos go to its owner, not to the public.
     */
    async photosZip(user: Caller, id: number): Promise<Uint8Array> {
      const row = await seeablePurchase(db, user, id);
      const lot = await findLotForMedia(db, row.lot_id);
      if (!lot) throw notFound();
      return lotPhotosZip(lot, proxy);
    },

    /**
     * The invoice generated from the current finances, in the owner's language, for those who
     * see the car and hold downloadInvoice (the same rule as GET /payments/invoice).
     */
    async invoice(user: Caller & Pick<AuthUser, 'permissions'>, id: number): Promise<{ pdf: Buffer; name: string }> {
      const row = await seeablePurchase(db, user, id);
      if (!user.permissions.downloadInvoice) throw forbidden('download_not_allowed');
      const lang = ownerLanguage(row);
      const values = financeValues(row);
      const lines = FINANCE_KEYS.map((key) => ({ label: financeLabel(key, lang), value: values[key] }));
      const c = row.consignee ?? {};
      const pay = {
        reference: paymentReference(row.user_id, row.id), accounts: await activeAccounts(db),
        consignee: { fullName: c.fullName || row.owner_name, address: c.address ?? '', country: c.country ?? '', port: c.port ?? '', telephone: c.telephone ?? '', email: c.email ?? '' },
      };
      const pdf = await invoicePdf(pdfCar(row, lang), lines, financeTotal(row), lang, pay);
      return { pdf, name: `invoice-${purchaseReference(id)}.pdf` };
    },

    upload: (user: Caller, id: number, file: { kind: DocumentKind; name: string | undefined; data: Buffer }) => uploadDocument(db, storage, user, id, file),
  };
}
