import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_TYPES, type PageType } from '@jauc/contract';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useSharedLot } from '../api/get-shared-lot';
import { useLotDocumentTitle } from '../hooks/use-lot-document-title';
import { CodeGate } from './code-gate';
import { LotPage } from './lot-page';
import { EmptyLot, LotSkeleton } from './lot-states';

const isPageType = (value: string | undefined): value is PageType => (PAGE_TYPES as readonly (string | undefined)[]).includes(value);
const CODE = /^\d{6}$/;

export interface SharedLotPageProps {
  /** The route's `type` and `id` as written in the link. */
  type: string | undefined;
  id: string | undefined;
  /** `?code=` of the link, when it carries one. */
  urlCode: string | null;
}

/**
 * The shared lot (spec 2 §2, §4 "Share"): the code gate until the right code is given, then the
 * lot without bidding, note, translation, sharing or downloads. A wrong code stays on the gate
 * with Errors.WrongCode under the field; a missing lot or any other failure shows the empty-lot
 * screen.
 */
export function SharedLotPage({ type, id, urlCode }: SharedLotPageProps) {
  const { t } = useTranslation();
  const lotId = Number(id);
  const valid = isPageType(type) && /^\d{1,10}$/.test(id ?? '') && lotId > 0;
  const [code, setCode] = useState<string | null>(urlCode && CODE.test(urlCode) ? urlCode : null);
  // Once the visitor types a code, the gate stays in place while it is checked.
  const [typed, setTyped] = useState(false);
  const lot = useSharedLot(valid ? type : 'car-auction', lotId, valid ? code : null);
  useLotDocumentTitle(lot.data);

  if (!valid) return <EmptyLot />;
  if (code !== null && lot.isSuccess) return <LotPage pageType={type} lot={lot.data} shared />;
  if (code !== null && lot.isPending && !typed) return <LotSkeleton side={false} />;

  const error = lot.error;
  const apiCode = error instanceof ApiError ? error.code : null;
  // Locked for this visitor (too_many_requests) or for everyone (share_link_locked): both keep the gate.
  const gateError =
    apiCode === 'wrong_code' ? t('Errors.WrongCode') : apiCode === 'too_many_requests' || apiCode === 'share_link_locked' ? translateMessage(t, apiCode) : null;
  if (code !== null && error && !gateError) return <EmptyLot />;

  return (
    <div className="py-6 sm:py-12">
      <CodeGate
        initialCode={code ?? urlCode?.replace(/\D/g, '').slice(0, 6) ?? ''}
        error={gateError}
        pending={lot.isFetching}
        onSubmit={(next) => {
          setTyped(true);
          // The same code again after a refusal (the attempt window may have passed): ask again.
          if (next === code) void lot.refetch();
          else setCode(next);
        }}
      />
    </div>
  );
}
