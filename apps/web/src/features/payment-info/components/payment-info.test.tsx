import '../../../test/radix-shims';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentInfoResponse, PaymentProof } from '@jauc/contract';
import i18n from '../../../i18n';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { PayCard } from './pay-card';
import { ProofsPanel } from './proofs-panel';

// Paying for a car (issue 21 §5): the client's "how to pay" card with the proof upload, and the
// managers' panel of waiting proofs, in English and Russian.

const proof = (over: Partial<PaymentProof> = {}): PaymentProof => ({
  id: 5, userId: 2001, clientName: 'Anna Client', purchasedCarId: 7, reference: 'JAUC-2001-7', name: 'slip.pdf', type: 'application/pdf', size: 20480,
  path: '/api/v1/payment-proofs/5/file', state: 'waiting', uploadedAt: '2026-11-20T03:00:00.000Z', ledgerEntryId: null, amount: null, rejectReason: null,
  decidedAt: null, ...over,
});

const INFO: PaymentInfoResponse = {
  success: true,
  reference: 'JAUC-2001-7',
  accounts: [{
    currency: 'JPY', sellerName: 'JAUC Trading K.K.', sellerAddress: 'Minato, Tokyo', bankName: 'Mizuho Bank', bankAddress: 'Tokyo', swift: 'MHCBJPJT',
    accountNumber: '1234567', accountHolder: 'JAUC Trading K.K.', note: '',
  }],
  proofs: [proof({ id: 4, state: 'rejected', rejectReason: 'Unreadable', name: 'old.png' })],
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('how to pay, on a purchased car', () => {
  let calls: Call[];
  let answerPost: () => Response;
  beforeEach(() => {
    setProfile(makeProfile({ detail: { userId: 2001, userType: 2, roleId: 1064 } }));
    answerPost = () => json(200, { success: true, proof: proof() });
    calls = mockApi((call) => (call.method === 'GET' ? json(200, INFO) : answerPost()));
  });
  const open = () => renderScreen(<PayCard target={{ purchasedCarId: 7 }} title="How to pay for this car" />, { path: '/' });

  it('shows the reference, the bank details and the earlier proofs; uploads a proof', async () => {
    const { user } = open();
    expect(await screen.findByTestId('payment-reference')).toHaveTextContent('JAUC-2001-7');
    expect(screen.getByText('Payment in JPY')).toBeInTheDocument();
    expect(screen.getByText('Mizuho Bank')).toBeInTheDocument();
    expect(screen.getByText('MHCBJPJT')).toBeInTheDocument();
    expect(screen.getByText('Not accepted')).toBeInTheDocument();
    expect(screen.getByText('Reason: Unreadable')).toBeInTheDocument();
    expect(calls[0]!.url.search).toBe('?purchasedCarId=7');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file first');
    await user.upload(screen.getByLabelText('Upload a proof of payment'), new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: a manager will check it');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/v1/payment-proofs']);
  });

  it('shows the server’s refusal translated and stops a file over 10 MB before sending', async () => {
    answerPost = () => json(415, { success: false, message: 'document_type' });
    const { user } = open();
    const input = await screen.findByLabelText('Upload a proof of payment');
    await user.upload(input, new File(['<html>'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files and JPEG, PNG or WebP images can be uploaded');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('reads in Russian', async () => {
    await i18n.changeLanguage('ru');
    open();
    expect(await screen.findByText('Оплата в JPY')).toBeInTheDocument();
    expect(screen.getByText('Назначение платежа:')).toBeInTheDocument();
    expect(screen.getByText('Не принято')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
    expect(screen.getByLabelText('Загрузить подтверждение оплаты')).toBeInTheDocument();
  });
});

describe('the managers’ waiting proofs', () => {
  let calls: Call[];
  let answerPost: (call: Call) => Response;
  let waiting: PaymentProof[];
  beforeEach(() => {
    setProfile(makeProfile({ detail: { userId: 3001, userType: 3, roleId: 991 } }));
    waiting = [proof(), proof({ id: 6, clientName: 'Boris Client', reference: 'JAUC-2002', purchasedCarId: null, userId: 2002 })];
    answerPost = (call) => json(200, { success: true, proof: { ...proof(), state: 'recorded', amount: (call.body as { amount: number }).amount }, balance: 300_000 });
    calls = mockApi((call) => (call.method === 'GET' ? json(200, { success: true, proofs: waiting }) : answerPost(call)));
  });
  const open = () => renderScreen(<ProofsPanel />, { path: '/' });

  it('records the deposit from a proof in one step: amount and date', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { name: '2 proofs of payment waiting' })).toBeInTheDocument();
    expect(calls[0]!.url.search).toBe('?state=waiting');
    const form = within(screen.getByRole('form', { name: 'Record the payment JAUC-2001-7' }));
    await user.click(form.getByRole('button', { name: 'Record the deposit' }));
    expect(await screen.findByText('Enter a whole number of yen greater than zero')).toBeInTheDocument();
    await user.type(form.getByLabelText('Amount received'), '300000');
    await user.click(form.getByRole('button', { name: 'Record the deposit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: ¥300 000 credited to the balance (JAUC-2001-7).');
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.url.pathname)).toEqual(['/api/v1/payment-proofs/5/record']);
    expect(posted[0]!.body).toEqual({ amount: 300_000, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByRole('link', { name: 'Payment details' })).toHaveAttribute('href', '/payment-accounts');
  });

  it('shows a proof decided meanwhile as such, and rejects with a reason', async () => {
    answerPost = (call) => (call.url.pathname.endsWith('/record')
      ? json(409, { success: false, message: 'proof_decided' })
      : json(200, { success: true, proof: proof({ state: 'rejected', rejectReason: 'Unreadable' }), balance: null }));
    const { user } = open();
    const first = within((await screen.findByRole('form', { name: 'Record the payment JAUC-2001-7' })).closest('li')!);
    await user.type(first.getByLabelText('Amount received'), '1000');
    await user.click(first.getByRole('button', { name: 'Record the deposit' }));
    expect(await first.findByRole('alert')).toHaveTextContent('This proof of payment has already been recorded or rejected');

    const second = within(screen.getByRole('form', { name: 'Record the payment JAUC-2002' }).closest('li')!);
    await user.click(second.getByRole('button', { name: 'Reject' }));
    await user.click(second.getByRole('button', { name: 'Reject the proof' }));
    expect(await second.findByText('Required field')).toBeInTheDocument();
    await user.type(second.getByLabelText('Why it is rejected (the client reads it)'), 'Unreadable');
    await user.click(second.getByRole('button', { name: 'Reject the proof' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/v1/payment-proofs/6/reject')).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname === '/api/v1/payment-proofs/6/reject')!.body).toEqual({ reason: 'Unreadable' });
  });

  it('reads in Russian, with Russian plurals', async () => {
    await i18n.changeLanguage('ru');
    open();
    expect(await screen.findByRole('heading', { name: '2 подтверждения оплаты ждут проверки' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Зачесть платёж' })).toHaveLength(2);
    expect(screen.getByText('Anna Client, назначение JAUC-2001-7')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    waiting = [];
    open();
    expect(await screen.findByText('No proofs of payment are waiting.')).toBeInTheDocument();
  });
});
