import { useParams } from 'react-router';
import { PurchaseDetailPage } from '../../features/purchases/components/purchase-detail-page';
import { Component as NotFound } from './not-found';

const MAX_ID = 2_147_483_647;

/** `/purchased-cars/{id}`: an id that is not a positive integer is a page that does not exist. */
export function Component() {
  const raw = useParams().id ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return <NotFound />;
  return <PurchaseDetailPage key={id} id={id} />;
}
