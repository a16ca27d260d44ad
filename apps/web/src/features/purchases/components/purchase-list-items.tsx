import type { PurchaseListItem } from '@jauc/contract';
import { formatYen } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageIcon } from '../../../components/ui/icons';
import { photoSources } from '../../../lib/photo-sources';
import { PurchaseStatusBadge } from './purchase-status-badge';

export const purchaseHref = (id: number) => `/purchased-cars/${id}`;
const carTitle = (car: PurchaseListItem) => `${car.maker} ${car.model} ${car.year}`;

function Thumb({ car, className, sizes }: { car: PurchaseListItem; className: string; sizes: string }) {
  const src = car.images[0];
  return src ? (
    <img src={src} {...photoSources(src, sizes)} alt="" loading="lazy" decoding="async" className={`${className} rounded-md bg-slate-100 object-cover`} />
  ) : (
    <span className={`${className} flex items-center justify-center rounded-md bg-slate-100 text-slate-300`}>
      <ImageIcon className="size-6" />
    </span>
  );
}

interface ItemsProps {
  cars: readonly PurchaseListItem[];
  /** The signed-in user: other owners' names are shown (managers, dealers). */
  viewerId: number | null;
  labelledBy: string;
}

/** Phones: one card per car, the whole card opening the car. */
export function PurchaseCards({ cars, viewerId, labelledBy }: ItemsProps) {
  const { t } = useTranslation();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {cars.map((car) => (
        <li key={car.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-xs">
          <div className="flex gap-3">
            <Thumb car={car} sizes="112px" className="h-20 w-28 shrink-0" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link to={purchaseHref(car.id)} className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                {carTitle(car)}
              </Link>
              <p className="text-xs text-slate-600">
                {car.sku} · {car.auction} · {t('Purchases.lot', { lotNo: car.lotNo })}
              </p>
              <div>
                <PurchaseStatusBadge status={car.status} label={car.statusLabel} />
              </div>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
            <dt className="text-slate-500">{t('Purchases.purchaseDate')}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{car.purchaseDate}</dd>
            <dt className="text-slate-500">{t('Purchases.total')}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{formatYen(car.totalPrice)}</dd>
            <dt className="text-slate-500">{t('Purchases.etdEta')}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{`${car.etd ?? '—'} / ${car.eta ?? '—'}`}</dd>
            {car.owner.id !== viewerId && (
              <>
                <dt className="text-slate-500">{t('Purchases.owner')}</dt>
                <dd className="truncate text-right text-slate-900">{car.owner.fullName}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, the car's name linking to its page. */
export function PurchaseTable({ cars, viewerId, labelledBy }: ItemsProps) {
  const { t } = useTranslation();
  const showOwner = cars.some((c) => c.owner.id !== viewerId);
  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table aria-labelledby={labelledBy} className="w-full text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{t('Purchases.car')}</th>
            <th scope="col" className={th}>{t('Purchases.auctionLot')}</th>
            <th scope="col" className={th}>{t('Purchases.purchaseDate')}</th>
            <th scope="col" className={th}>{t('Purchases.status')}</th>
            <th scope="col" className={th}>{t('Purchases.shipping')}</th>
            {showOwner && <th scope="col" className={th}>{t('Purchases.owner')}</th>}
            <th scope="col" className={`${th} text-right`}>{t('Purchases.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cars.map((car) => (
            <tr key={car.id} className="hover:bg-slate-50">
              <td className="min-w-72 px-3 py-2">
                <div className="flex items-center gap-3">
                  <Thumb car={car} sizes="64px" className="h-12 w-16 shrink-0" />
                  <div className="min-w-0">
                    <Link to={purchaseHref(car.id)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                      {carTitle(car)}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {car.sku} · {car.chassis}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {car.auction}
                <p className="text-xs text-slate-500">{t('Purchases.lot', { lotNo: car.lotNo })}</p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{car.purchaseDate}</td>
              <td className="px-3 py-2">
                <PurchaseStatusBadge status={car.status} label={car.statusLabel} />
              </td>
              <td className="px-3 py-2 text-xs whitespace-nowrap">
                <p>
                  {car.exportPort ?? '—'}
                  {car.voyage ? ` · ${car.voyage}` : ''}
                </p>
                <p className="text-slate-500 tabular-nums">{t('Purchases.etdEtaValue', { etd: car.etd ?? '—', eta: car.eta ?? '—' })}</p>
              </td>
              {showOwner && <td className="px-3 py-2">{car.owner.id === viewerId ? '—' : car.owner.fullName}</td>}
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatYen(car.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
