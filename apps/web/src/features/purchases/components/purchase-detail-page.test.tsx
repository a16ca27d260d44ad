import '../../../test/radix-shims';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseDetailResponse } from '@jauc/contract';
import { setProfile } from '../../../lib/session-store';
import { makeProfile, type ProfileOverrides } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { CLIENT_ID, detailAnswer } from '../test/purchase-fixtures';
import { PurchaseDetailPage } from './purchase-detail-page';

const CLIENT: ProfileOverrides = { detail: { userId: CLIENT_ID, userType: 2, roleId: 1064 }, permission: { downloadInvoice: true } };
const MANAGER: ProfileOverrides = { detail: { userId: 3001, userType: 3, roleId: 991 }, permission: { downloadInvoice: true } };

let detail: PurchaseDetailResponse;
let put: (call: Call) => Response;
let calls: Call[];

function open(profile: ProfileOverrides) {
  setProfile(makeProfile(profile));
  return renderScreen(<PurchaseDetailPage id={7} />, { path: '/purchased-cars/:id', at: '/purchased-cars/7', others: ['/purchased-cars'] });
}

beforeEach(() => {
  detail = detailAnswer();
  put = () => json(200, { success: true });
  calls = mockApi((call) => (call.method === 'GET' ? json(200, detail) : put(call)));
});

describe('PurchaseDetailPage', () => {
  it('shows the car, the status timeline, the finances with their total, documents and the note', async () => {
    open(CLIENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius 2015' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Purchase status steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Processing — done', 'Domestic transport — done', 'Waiting ship assignment — done', 'Waiting for loading — current', 'In transit', 'Delivered']);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('¥1 165 000');
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute('href', '/api/v1/purchased-cars/7/invoice');
    expect(screen.getByRole('link', { name: 'export-certificate.pdf' })).toHaveAttribute('href', '/api/v1/purchased-cars/7/documents/51');
    expect(screen.getByText('Keys: 2')).toBeInTheDocument();
    // A client neither changes the status nor uploads.
    expect(screen.queryByRole('combobox', { name: 'Change the status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('hides the invoice without downloadInvoice', async () => {
    open({ ...CLIENT, permission: { downloadInvoice: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it('the owner saves the consignee; the server’s field message shows under its field', async () => {
    put = (call) => ((call.body as { email: string }).email === 'bad' ? json(422, { success: false, message: { email: 'Errors.Email' } }) : json(200, { success: true }));
    const { user } = open(CLIENT);
    const form = within((await screen.findByRole('heading', { name: 'Consignee' })).closest('section')!);
    await user.type(form.getByLabelText('Full name'), 'Sergey Ivanov');
    await user.type(form.getByLabelText('E-mail'), 'bad');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(form.getByLabelText('E-mail'));
    await user.type(form.getByLabelText('E-mail'), 'sergey@example.com');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Saved'));
    const saved = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(saved.url.pathname).toBe('/api/v1/purchased-cars/7/consignee');
    expect(saved.body).toMatchObject({ fullName: 'Sergey Ivanov', email: 'sergey@example.com' });
  });

  it('after shipping the parties are read-only', async () => {
    detail = detailAnswer({ canEditParties: false, logistics: { ...detailAnswer().logistics, status: 4, statusLabel: 'In transit' } });
    open(CLIENT);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('The car has shipped: the consignee and notify party can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByText('Ivan Petrov')).toBeInTheDocument();
  });

  it('a manager changes the status and sees a refusal translated', async () => {
    detail = detailAnswer({ canManage: true });
    const { user } = open(MANAGER);
    const select = await screen.findByRole('combobox', { name: 'Change the status' });
    expect(within(select).queryByRole('option', { name: 'Purchase cancelled' })).toBeNull();
    await user.selectOptions(select, 'In transit');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/v1/purchased-cars/7/status')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 4 });

    put = () => json(409, { success: false, message: 'purchase_cancelled' });
    await user.selectOptions(select, 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cancel/i);
  });

  it('a manager uploads a document; the server’s refusal shows translated, and a file over 10 MB is stopped before sending', async () => {
    detail = detailAnswer({ canManage: true });
    calls = mockApi((call) => (call.method === 'GET' ? json(200, detail) : json(415, { success: false, message: 'document_type' })));
    const { user } = open(MANAGER);
    const docs = within((await screen.findByRole('heading', { name: 'Documents' })).closest('section')!);
    await user.selectOptions(docs.getByLabelText('Document type'), 'Bill of lading');
    await user.upload(docs.getByLabelText('File'), new File(['not a pdf'], 'bl.pdf', { type: 'application/pdf' }));
    await user.click(docs.getByRole('button', { name: 'Upload' }));
    expect(await docs.findByRole('alert')).toHaveTextContent('Only PDF files and JPEG, PNG or WebP images can be uploaded');
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.url.pathname)).toEqual(['/api/v1/purchased-cars/7/documents']);

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(docs.getByLabelText('File'), big);
    await user.click(docs.getByRole('button', { name: 'Upload' }));
    expect(await docs.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a manager edits the fees and the logistics: integer yen, dates typed as digits and checked before sending', async () => {
    detail = detailAnswer({ canManage: true });
    const { user } = open(MANAGER);
    const finances = within((await screen.findByRole('heading', { name: 'Finances' })).closest('section')!);
    await user.click(finances.getByRole('button', { name: 'Edit' }));
    await user.clear(finances.getByLabelText('Freight'));
    await user.type(finances.getByLabelText('Freight'), '120000');
    expect(finances.getByLabelText('Freight')).toHaveValue('120 000');
    await user.click(finances.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/purchased-cars/7/finances')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/v1/purchased-cars/7/finances')!.body).toEqual({ auctionFee: 20_000, agentFee: 30_000, delivery: 15_000, freight: 120_000, otherFees: 0 });

    const logistics = within(screen.getByRole('heading', { name: 'Logistics' }).closest('section')!);
    await user.click(logistics.getByRole('button', { name: 'Edit logistics' }));
    await user.type(logistics.getByLabelText('Voyage'), 'V123E');
    await user.type(logistics.getByLabelText('ETD (departure)'), '2026113');
    await user.click(logistics.getByRole('button', { name: 'Save' }));
    expect(logistics.getByText('Enter the date as YYYY-MM-DD')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/purchased-cars/7/logistics')).toBe(false);
    await user.type(logistics.getByLabelText('ETD (departure)'), '0');
    expect(logistics.getByLabelText('ETD (departure)')).toHaveValue('2026-11-30');
    await user.click(logistics.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/purchased-cars/7/logistics')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/v1/purchased-cars/7/logistics')!.body).toMatchObject({ voyage: 'V123E', etd: '2026-11-30', eta: '', typeOfExport: 1, stockYard: 'Yokohama yard' });
  });
});
