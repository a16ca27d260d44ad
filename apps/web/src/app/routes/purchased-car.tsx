import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PayCard } from '../../features/payment-info/components/pay-card';
import { PurchaseDetailPage } from '../../features/purchases/components/purchase-detail-page';
import { Component as NotFound } from './not-found';

const MAX_ID = 2_147_483_647;

/** How to pay for the car: the payment info feature in the purchase page's slot. */
function PayForCar({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation();
  return <PayCard target={{ purchasedCarId: purchaseId }} title={t('PayInfo.payForCar')} />;
}

/** `/purchased-cars/{id}`: an id that is not a positive integer is a page that does not exist. */
export function Component() {
  const raw = useParams().id ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return <NotFound />;
  return <PurchaseDetailPage key={id} id={id} PayCard={PayForCar} />;
}
