import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands, tokyoParts, winConfirmationsNeeded } from '@jauc/contract';
import { AmountField } from '../../../../components/ui/amount-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { parseAmount } from '../../../../lib/amount-input';
import type { BidRow } from '../../lib/bid-row';

interface WinConfirmDialogProps {
  bid: BidRow;
  /** The auction has not taken place yet: a second confirmation follows (spec 2 §4). */
  future: boolean;
  onConfirm: (soldPrice: number, confirmations: 1 | 2) => void;
  onCancel: () => void;
}

/**
 * Choosing Win (spec 2 §4): always a confirmation, with the sold price the Win needs (prefilled
 * with the auction result or the price already recorded); on a future auction a second one.
 * Rendered only while open, so each opening starts from the row's current price.
 */
export function WinConfirmDialog({ bid, future, onConfirm, onCancel }: WinConfirmDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'price' | 'future'>('price');
  const [price, setPrice] = useState(bid.soldPrice ? formatThousands(bid.soldPrice) : '');
  const [error, setError] = useState<string | undefined>();
  const soldPrice = parseAmount(price);
  const formId = `win-${bid.bidId}`;

  const submitPrice = (e: FormEvent) => {
    e.preventDefault();
    if (!soldPrice || soldPrice <= 0) return setError(t('Error.win_sold_price_required'));
    if (winConfirmationsNeeded(future) === 2) setStep('future');
    else onConfirm(soldPrice, 1);
  };
  const onOpenChange = (open: boolean) => !open && onCancel();

  if (step === 'future' && soldPrice) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        dismissible={false}
        size="sm"
        title={t('BidManage.winFutureTitle')}
        description={t('BidManage.winFutureText', { date: tokyoParts(new Date(bid.auctionDate)).date })}
        footer={
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('Common.cancel')}
            </Button>
            <Button onClick={() => onConfirm(soldPrice, 2)}>{t('BidManage.winFutureConfirm')}</Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="sm"
      title={t('BidManage.winTitle')}
      description={t('BidManage.winText', { lotNo: bid.lotNo, auction: bid.auctionName })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('BidManage.winConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitPrice} noValidate className="flex flex-col gap-3">
        {bid.bidGroup !== null && <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">{t('BidManage.winGroupRule', { group: bid.bidGroup })}</p>}
        <AmountField
          label={t('BidManage.soldPrice')}
          value={price}
          onValueChange={(text) => {
            setPrice(text);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
