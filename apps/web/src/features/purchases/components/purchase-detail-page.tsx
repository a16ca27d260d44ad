import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-errors';
import { useProfile } from '../../../lib/session-store';
import { usePurchaseDetail } from '../api/get-purchase-detail';
import { DocumentsCard } from './documents-card';
import { FinancesCard } from './finances-card';
import { LogisticsCard } from './logistics-card';
import { NoteCard } from './note-card';
import { PartyCard } from './party-card';
import { FactCard, FactList } from './purchase-facts';
import { PurchaseStatusBadge } from './purchase-status-badge';

/** `/purchased-cars/{id}` (spec 2 §3 "Purchased car details"). */
/** How to pay for the car (the payment info feature, composed in by the route). */
export type PayCardSlot = ComponentType<{ purchaseId: number }>;

export function PurchaseDetailPage({ id, PayCard }: { id: number; PayCard?: PayCardSlot }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const detail = usePurchaseDetail(id);
  const data = detail.data;
  const title = data?.carDetail.title;

  useEffect(() => {
    if (title) document.title = `${title} · ${t('App.name')}`;
  }, [title, t]);

  const back = (
    <Link to="/purchased-cars" className="text-sm font-medium text-brand-700 hover:underline">
      {t('Purchases.back')}
    </Link>
  );
  if (detail.isPending) return <PageSpinner />;
  if (!data) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <h1 className="text-xl font-semibold text-slate-900">{missing ? t('Purchases.notFound') : t('Purchases.title')}</h1>
        {!missing && <ErrorAlert error={detail.error} />}
      </div>
    );
  }

  const car = data.carDetail;
  const mine = data.owner.id === profile?.detail.userId;
  const invoiceUrl = profile?.permission.downloadInvoice ? data.invoiceUrl : null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        {back}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{car.title}</h1>
          <PurchaseStatusBadge status={data.logistics.status} label={data.logistics.statusLabel} />
        </div>
        <p className="text-sm text-slate-600">
          {car.auction} · {t('Purchases.lot', { lotNo: car.lotNo })} · {car.chassis}
          {!mine && ` · ${t('Purchases.ownerValue', { name: data.owner.fullName })}`}
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <PhotoGallery images={data.lotImages.images} thumbnails={data.lotImages.thumbnails} alt={car.title} />
          <FactCard title={t('Purchases.car')} titleId="purchase-car">
            <FactList
              rows={[
                [t('Purchases.field.model'), car.model],
                [t('Purchases.field.year'), car.yearMonth],
                [t('Purchases.chassis'), car.chassis],
                [t('Purchases.field.mileage'), t('Purchases.km', { value: car.mileage.toLocaleString('ru-RU') })],
                [t('Purchases.field.engine'), t('Purchases.cc', { value: car.engine })],
                [t('Purchases.field.color'), car.color],
                [t('Purchases.field.auction'), car.auction],
                [t('Purchases.field.lotNo'), car.lotNo],
                [t('Purchases.field.purchaseDate'), car.purchaseDate],
              ]}
            />
          </FactCard>
          <FinancesCard purchaseId={id} finances={data.finances} canManage={data.canManage} />
        </div>
        <div className="flex flex-col gap-4">
          <LogisticsCard purchaseId={id} logistics={data.logistics} canManage={data.canManage} />
          <DocumentsCard purchaseId={id} documents={data.documents} invoiceUrl={invoiceUrl} hasPhotos={data.lotImages.images.length > 0} canManage={data.canManage} />
          <NoteCard purchaseId={id} note={data.note} canManage={data.canManage} />
          {PayCard && <PayCard purchaseId={id} />}
        </div>
      </div>
      {!data.canEditParties && (data.canManage || mine) && <p className="text-sm text-slate-600">{t('Purchases.partiesLocked')}</p>}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <PartyCard purchaseId={id} part="consignee" party={data.consignee} editable={data.canEditParties} />
        <PartyCard purchaseId={id} part="notify-party" party={data.notifyParty} editable={data.canEditParties} />
      </div>
    </div>
  );
}
