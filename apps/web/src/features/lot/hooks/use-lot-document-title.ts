import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotDetail, SharedLot } from '@jauc/contract';
import { carTitle } from '../lib/lot-format';

/** "Toyota Prius 2015 · Lot 1234 · JAUC" once the lot is known. */
export function useLotDocumentTitle(lot: LotDetail | SharedLot | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!lot) return;
    document.title = `${carTitle(lot.carInfo)} · ${t('LotPage.lotNo', { lotNo: lot.lotInfo.lotNumber })} · ${t('App.name')}`;
  }, [lot, t]);
}
