import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse, ManagerDashboard, OwnerDashboard } from '@jauc/contract';
import { json, mockApi, renderScreen } from '../../test/render-screen';
import { Component as DashboardRoute } from './dashboard';

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();

const client: OwnerDashboard = {
  kind: 'client',
  balanceInfo: { balance: 1_300_000, creditLimit: 500_000, bidAllow: 1_600_000, dailyBidLimit: 10, dailyUssLimit: 5, activeBids: 3 },
  activeBids: [
    { status: 'All', count: 4 },
    { status: 1, count: 1 },
    { status: 2, count: 2 },
    { status: 3, count: 0 },
    { status: 6, count: 1 },
  ],
  nextDeadlines: [{ bidId: 9, lotId: '77', lotNo: 1234, auctionName: 'USS Tokyo', maker: 'Toyota', model: 'Prius', bidAmount: 400_000, bidStatus: 2, deadline: soon }],
  awaitingResults: 1,
  recentPurchases: [
    {
      id: 5, sku: 'P-000005', auction: 'USS Tokyo', lotNo: 55, maker: 'Honda', model: 'Fit', year: 2019, chassis: 'GK3', images: [], purchaseDate: '2026-11-20',
      status: 4, statusLabel: 'In transit', totalPrice: 700_000, exportPort: null, voyage: null, etd: null, eta: '2026-12-20', owner: { id: 1, fullName: 'Alex' },
    },
  ],
  unreadChats: 2,
};

const manager: ManagerDashboard = {
  kind: 'manager',
  today: '2026-11-26',
  newBidsToday: 3,
  resultsToConfirm: 4,
  todayAuctions: [{ id: 7, name: 'TAA Kinki', bids: 2 }],
  unreadChats: 0,
  recentDeposits: [{ id: 11, userId: 42, clientName: 'Ivan Petrov', amount: 250_000, date: '2026-11-25' }],
};

function open(dashboard: DashboardResponse['dashboard']) {
  mockApi(() => json(200, { success: true, dashboard }));
  return renderScreen(<DashboardRoute />, { path: '/dashboard' });
}
const href = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

describe('/dashboard', () => {
  it('gives a client tiles that open their lists already filtered', async () => {
    open(client);
    expect(await screen.findByText('¥1 300 000')).toBeInTheDocument();
    expect(href(/^Balance/)).toBe('/balance');
    expect(href(/^You can still bid/)).toBe('/balance');
    // Issue 18 §2: the list opened is filtered exactly as the tile counts.
    expect(href(/^Results waiting/)).toBe('/bids?awaitingResult=1');
    expect(href(/^Unread chats/)).toBe('/bids?unread=1');
    const byStatus = within(screen.getByRole('region', { name: 'Active bids by status' }));
    expect(byStatus.getByRole('link', { name: /All active/ })).toHaveAttribute('href', '/bids');
    expect(byStatus.getByRole('link', { name: /^Bid/ })).toHaveAttribute('href', '/bids?tab=2');
    expect(byStatus.getByRole('link', { name: /^Win/ })).toHaveAttribute('href', '/bids?tab=6');
    // Statuses without a bid are left out.
    expect(byStatus.queryByRole('link', { name: /Don't bid/ })).toBeNull();
    expect(href('Toyota Prius')).toBe('/car-auction/77');
    expect(href('Purchased cars with status In transit')).toBe('/purchased-cars?status=4');
    expect(href('Honda Fit 2019')).toBe('/purchased-cars/5');
    expect(href('View all: Next bidding deadlines')).toBe('/bids?sort=auctionDate&order=ASC');
  });

  it('sends a dealer to the dealer s bid list', async () => {
    open({ ...client, kind: 'dealer' });
    expect(await screen.findByRole('link', { name: /^Results waiting/ })).toHaveAttribute('href', '/dealer-bids?awaitingResult=1');
    expect(href(/^Unread chats/)).toBe('/dealer-bids?unread=1');
  });

  it('gives a manager today s new bids, results to confirm, auctions and deposits', async () => {
    open(manager);
    expect(await screen.findByRole('link', { name: /^New bids on today's auctions/ })).toHaveAttribute('href', '/bid-manager?tab=1&auctionDate=2026-11-26');
    expect(href(/^Results to confirm/)).toBe('/bid-manager?tab=awaiting');
    expect(href(/^Unread chats/)).toBe('/bid-manager?unread=1');
    expect(href(/^TAA Kinki/)).toBe('/bid-manager?auctionDate=2026-11-26&auction=7');
    expect(screen.getByText('2 bids')).toBeInTheDocument();
    expect(href(/^Ivan Petrov/)).toBe('/payments?userId=42');
    // Every client's deposits, newest first: the manager's /payments before a client is picked.
    expect(href('View all: Recent deposits')).toBe('/payments');
  });

  it('says when there is nothing to show', async () => {
    open({ ...client, nextDeadlines: [], recentPurchases: [] });
    expect(await screen.findByText(/No bids waiting for an auction/)).toBeInTheDocument();
    expect(screen.getByText('No purchased cars yet.')).toBeInTheDocument();
  });
});
