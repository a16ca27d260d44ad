import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceInfo, BidResult, LotDetail } from '@jauc/contract';
import { ApiError } from '../../../lib/api-errors';
import { fetchBalance } from '../api/get-balance';
import { usePlaceBid } from '../api/place-bid';
import { usePlaceBidForClient } from '../api/place-bid-for-client';
import { bidAmountOf, placeBidBody, type BidFormRules, type BidFormValues } from '../lib/bid-form';
import { bidErrorText } from '../lib/bid-messages';
import type { BidSummary } from '../components/confirm-bid-modal';
import type { BidForm } from './use-bid-form';

export type BidStage =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'confirm'; values: BidFormValues; summary: BidSummary; balance: BalanceInfo | null; result: BidResult | null }
  | { kind: 'credit'; balance: BalanceInfo };

interface BidFlowOptions {
  lot: LotDetail;
  rules: BidFormRules;
  form: BidForm;
  /** creditLimitCheck: the balance is fetched and compared before the confirm modal. */
  creditCheck: boolean;
  /** A manager bidding for the chosen client (the manager endpoint). */
  forClient: boolean;
  /** The amount of the viewer's own bid being raised, 0 for a new bid. */
  raisedAmount: number;
  summarize: (values: BidFormValues, amount: number) => BidSummary;
  onPlaced: (result: BidResult) => void;
}

/** Spec 2 §4 "Bid placing flow": balance check, confirm or credit-limit modal, post, success view. */
export function useBidFlow({ lot, rules, form, creditCheck, forClient, raisedAmount, summarize, onPlaced }: BidFlowOptions) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<BidStage>({ kind: 'idle' });
  const [checkError, setCheckError] = useState<string | null>(null);
  // Bumped on every opening so the confirm modal starts with the terms unticked.
  const [opening, setOpening] = useState(0);
  const own = usePlaceBid();
  const manager = usePlaceBidForClient();
  const mutation = forClient ? manager : own;

  async function start(values: BidFormValues) {
    setCheckError(null);
    mutation.reset();
    const amount = bidAmountOf(values, rules, lot);
    const summary = summarize(values, amount);
    setOpening((n) => n + 1);
    if (!creditCheck) {
      setStage({ kind: 'confirm', values, summary, balance: null, result: null });
      return;
    }
    setStage({ kind: 'checking' });
    try {
      const fetched = await fetchBalance();
      const balance = fetched.bidAllow === undefined ? fetched : { ...fetched, bidAllow: fetched.bidAllow + raisedAmount };
      const fits = amount > 0 && balance.bidAllow !== undefined && amount <= balance.bidAllow;
      setStage(fits ? { kind: 'confirm', values, summary, balance, result: null } : { kind: 'credit', balance });
    } catch (e) {
      setStage({ kind: 'idle' });
      setCheckError(bidErrorText(t, e));
    }
  }

  function confirm() {
    if (stage.kind !== 'confirm' || stage.result || mutation.isPending) return;
    const body = placeBidBody(stage.values, rules, lot);
    const onSuccess = (result: BidResult) => {
      setStage({ ...stage, result });
      onPlaced(result);
    };
    // A refusal changes nothing but the message; field messages also go to their fields.
    const onError = (e: unknown) => {
      if (!(e instanceof ApiError)) return;
      for (const [name, message] of Object.entries(e.fields)) if (name === 'amount' || name === 'bidType') form.setError(name, { type: 'server', message });
    };
    if (forClient) manager.mutate({ ...body, userId: stage.values.clientId }, { onSuccess, onError });
    else own.mutate(body, { onSuccess, onError });
  }

  /** Closing a modal: after a success the form starts empty again; the terms always reset. */
  function close() {
    if (mutation.isPending) return;
    if (stage.kind === 'confirm' && stage.result) form.reset();
    setStage({ kind: 'idle' });
    mutation.reset();
  }

  return {
    stage,
    opening,
    start,
    confirm,
    close,
    checking: stage.kind === 'checking',
    checkError,
    pending: mutation.isPending,
    error: mutation.error ? bidErrorText(t, mutation.error) : null,
  };
}
