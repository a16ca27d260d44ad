import '../../test/radix-shims';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { clearSession } from '../../lib/session-store';
import { renderScreen } from '../../test/render-screen';
import { Component as AboutRoute } from './about';
import { Component as GoNetRoute } from './go-net';
import { Component as HowToBuyRoute } from './how-to-buy';

// A visitor: the session is known to be anonymous (the root layout finds that out in the app).
beforeEach(() => clearSession());
afterEach(() => void i18n.changeLanguage('en'));

describe('information pages', () => {
  it('how to buy states the bidding rules, one heading per section', () => {
    renderScreen(<HowToBuyRoute />, { path: '/how-to-buy' });
    expect(screen.getByRole('heading', { level: 1, name: 'How to buy' })).toBeInTheDocument();
    // Ten sections and the closing "Where to go next".
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getByText(/steps of 5,000 yen/)).toBeInTheDocument();
    expect(screen.getByText(/until 21:00 Japan time on the day before the auction, and only while it is New or Bid/)).toBeInTheDocument();
    expect(screen.getByText(/at most one car of the group/)).toBeInTheDocument();
  });

  it('a visitor gets a way to sign in, the related screens and the configured contacts', () => {
    renderScreen(<AboutRoute />, { path: '/about' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    const related = screen.getByRole('region', { name: 'Where to go next' });
    expect(within(related).getByRole('link', { name: 'Stock cars' })).toHaveAttribute('href', '/oneprice');
    expect(within(related).getByRole('link', { name: 'support@jauc.example' })).toHaveAttribute('href', 'mailto:support@jauc.example');
    expect(within(related).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/jauc_support');
  });

  it('reads in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderScreen(<GoNetRoute />, { path: '/go-net' });
    expect(screen.getByRole('heading', { level: 1, name: 'Go-net: автомобили в наличии' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Как купить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Автомобили в наличии' })).toHaveAttribute('href', '/oneprice');
  });

  it('a link to a section brings it into view', () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderScreen(<AboutRoute />, { path: '/about', at: '/about#info-contact' });
    expect(scrolled).toEqual([screen.getByRole('heading', { level: 2, name: 'Contact us' })]);
  });
});
