import { formatYen, type BalanceInfo } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { bidContext } from '../lib/bid-wording';
import { signedYen } from '../../../lib/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AlertIcon } from '../../../components/ui/icons';
import { ContactManagerLink } from './contact-manager-link';
import { FigureList } from './figure-list';

interface CreditLimitModalProps {
  open: boolean;
  balance: BalanceInfo | null;
  onClose: () => void;
  /** A stock car's order: its own words (lib/bid-wording.ts). */
  stock?: boolean;
}

/** The bid does not fit the client's credit (spec 2 §8): the four figures and whom to contact. */
export function CreditLimitModal({ open, balance, onClose, stock = false }: CreditLimitModalProps) {
  const { t } = useTranslation();
  const context = bidContext(stock, false);
  const allowed = balance?.bidAllow;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('BidModal.CreditLimitTitle')}
      description={t('BidModal.creditLimitText', { context })}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <AlertIcon className="size-5" />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Common.close')}
          </Button>
          <ContactManagerLink />
        </>
      }
    >
      {balance && (
        <FigureList
          figures={[
            { label: t('BidModal.maxBid', { context }), value: allowed === undefined ? '—' : signedYen(allowed), strong: true, alert: allowed !== undefined && allowed <= 0 },
            { label: t('BidModal.creditLimit'), value: formatYen(balance.creditLimit) },
            { label: t('BidModal.balance'), value: signedYen(balance.balance), alert: balance.balance < 0 },
            { label: t('BidModal.activeBids'), value: t('BidModal.activeBidsCount', { count: balance.activeBids }) },
          ]}
        />
      )}
    </Dialog>
  );
}
