import { useState } from 'react';
import { formatYen, type BalanceInfo, type BidResult } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { signedYen } from '../../../lib/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { CircleCheckIcon } from '../../../components/ui/icons';
import { useProfile } from '../../../lib/session-store';
import type { BidContext } from '../lib/bid-wording';
import { FigureList, type Figure } from './figure-list';

export interface BidSummary {
  /** Auction and lot number, or the stock car. */
  lot: string;
  car: string;
  amount: number;
  bidType?: string;
  bidGroup?: string;
  client?: string;
  comment?: string;
  /** The reasons Japan does not let the car go to the bidder's country (issue 21 §1), joined; the bid stays allowed. */
  exportRefused?: string;
}

interface ConfirmBidModalProps {
  open: boolean;
  summary: BidSummary | null;
  /** With creditLimitCheck: the balance fetched at bid time (Confirm needs bidAllow ≥ amount). */
  balance: BalanceInfo | null;
  creditCheck: boolean;
  /** A stock car's order or an auction bid, the viewer's own or for a client (lib/bid-wording.ts). */
  context?: BidContext;
  pending: boolean;
  /** The server's refusal, already translated. */
  error: string | null;
  /** Set once the bid is accepted: the success view. */
  result: BidResult | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Spec 2 §4 "Bid placing flow" steps 3–4: the bid is sent only after the terms are accepted;
 * once accepted, the amount and the current balance. The terms box starts unticked on every
 * opening (the component is keyed per opening).
 */
export function ConfirmBidModal({ open, summary, balance, creditCheck, context, pending, error, result, onConfirm, onClose }: ConfirmBidModalProps) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState(false);
  const profile = useProfile();
  if (!summary) return null;

  const close = (next: boolean) => {
    if (!next && !pending) onClose();
  };

  if (result) {
    const figures: Figure[] = [{ label: t('BidModal.amount', { context }), value: formatYen(result.bidAmount), strong: true }];
    if (summary.client) figures.push({ label: t('BidModal.client'), value: summary.client });
    else if (profile) figures.push({ label: t('BidModal.currentBalance'), value: signedYen(profile.balanceInfo.balance), alert: profile.balanceInfo.balance < 0 });
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('BidModal.successTitle', { context })}
        description={t('BidModal.successDescription', { context })}
        icon={
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-600">
            <CircleCheckIcon className="size-5" />
          </span>
        }
        footer={<Button onClick={onClose}>{t('Common.close')}</Button>}
      >
        <FigureList figures={figures} />
      </Dialog>
    );
  }

  const allowed = creditCheck ? balance?.bidAllow : undefined;
  const overCredit = creditCheck && (allowed === undefined || allowed < summary.amount);
  const figures: Figure[] = [
    { label: t('BidModal.lot'), value: summary.lot },
    { label: t('BidModal.car'), value: summary.car },
    ...(summary.client ? [{ label: t('BidModal.client'), value: summary.client }] : []),
    ...(summary.bidType ? [{ label: t('PlaceBid.bidType'), value: summary.bidType }] : []),
    ...(summary.bidGroup ? [{ label: t('PlaceBid.bidGroup'), value: summary.bidGroup }] : []),
    ...(summary.comment ? [{ label: t('PlaceBid.comment'), value: <span className="line-clamp-3 break-words">{summary.comment}</span> }] : []),
    ...(allowed === undefined ? [] : [{ label: t('BidModal.maxBid', { context }), value: signedYen(allowed), alert: overCredit }]),
    { label: t('BidModal.amount', { context }), value: formatYen(summary.amount), strong: true },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('BidModal.confirmTitle', { context })}
      description={t('BidModal.confirmDescription', { context })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('Common.cancel')}
          </Button>
          <Button onClick={onConfirm} pending={pending} disabled={!terms || overCredit}>
            {t('BidModal.confirm', { context })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FigureList figures={figures} />
        {summary.exportRefused && (
          <Alert tone="warning">{t(summary.client ? 'BidModal.exportRefusedClient' : 'BidModal.exportRefused', { reasons: summary.exportRefused })}</Alert>
        )}
        {summary.bidGroup && <Alert tone="warning">{t('BidModal.groupRule', { context, group: summary.bidGroup })}</Alert>}
        <Checkbox label={t('BidModal.terms', { context })} checked={terms} disabled={pending} onChange={(e) => setTerms(e.target.checked)} />
        {error && <Alert>{error}</Alert>}
      </div>
    </Dialog>
  );
}
