import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentKind, type PurchaseDocument } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { DownloadIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { useRemoveDocument, useUploadDocument } from '../api/purchase-documents';
import { FactCard } from './purchase-facts';
import { PhotoZipButton } from './photo-zip-button';

interface DocumentsCardProps {
  purchaseId: number;
  documents: readonly PurchaseDocument[];
  /** The generated invoice, listed for viewers with downloadInvoice. */
  invoiceUrl: string | null;
  hasPhotos: boolean;
  canManage: boolean;
}

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Documents to download (and, for managers, to upload and remove), the invoice and the photo zip. */
export function DocumentsCard({ purchaseId, documents, invoiceUrl, hasPhotos, canManage }: DocumentsCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remove = useRemoveDocument(purchaseId);
  const link = 'inline-flex items-center gap-2 font-medium text-brand-700 hover:underline';
  return (
    <FactCard title={t('Purchases.documents')} titleId="purchase-documents">
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {invoiceUrl && (
          <li className="flex items-center justify-between gap-3 py-2">
            <a href={invoiceUrl} download className={link} data-testid="invoice-link">
              <DownloadIcon className="size-4 shrink-0" />
              {t('Purchases.invoicePdf')}
            </a>
            <span className="text-xs text-slate-500">PDF</span>
          </li>
        )}
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <a href={d.path} download={d.name} className={`${link} min-w-0 break-all`}>
              <DownloadIcon className="size-4 shrink-0" />
              {d.name}
            </a>
            <span className="flex items-center gap-2 text-xs text-slate-500">
              {t(`Purchases.docKind.${d.kind}`)} · {fileSize(d.size)} · {d.uploadedAt.slice(0, 10)}
              {canManage && (
                <Button variant="ghost" size="sm" pending={remove.isPending && remove.variables === d.id} onClick={() => remove.mutate(d.id)} aria-label={t('Purchases.removeDocument', { name: d.name })}>
                  {t('Purchases.remove')}
                </Button>
              )}
            </span>
          </li>
        ))}
        {!invoiceUrl && documents.length === 0 && <li className="py-2 text-slate-500">{t('Purchases.noDocuments')}</li>}
      </ul>
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(remove.error)}
        </p>
      )}
      {hasPhotos && <PhotoZipButton purchaseId={purchaseId} />}
      {canManage && <UploadForm purchaseId={purchaseId} />}
    </FactCard>
  );
}

function UploadForm({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadDocument(purchaseId);
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>('invoice');
  const [tooLarge, setTooLarge] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    // Said at once for an obvious case; the server checks the size and the bytes either way.
    setTooLarge(file.size > DOCUMENT_MAX_BYTES);
    if (file.size > DOCUMENT_MAX_BYTES) return;
    upload.mutate({ kind, file }, { onSuccess: () => input.current && (input.current.value = '') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-700">{t('Purchases.uploadTitle')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('Purchases.docKindLabel')} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)} options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`Purchases.docKind.${k}`) }))} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`doc-file-${purchaseId}`} className="text-sm font-medium text-slate-700">
            {t('Purchases.file')}
          </label>
          <input ref={input} id={`doc-file-${purchaseId}`} name="file" type="file" accept={DOCUMENT_TYPES.join(',')} className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:shadow-xs" />
          <p className="text-xs text-slate-500">{t('Purchases.fileHint')}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" pending={upload.isPending}>
          {t('Purchases.upload')}
        </Button>
        {(tooLarge || upload.isError) && (
          <p role="alert" className="text-sm text-red-700">
            {tooLarge ? t('Error.document_too_large') : errorText(upload.error)}
          </p>
        )}
      </div>
    </form>
  );
}
