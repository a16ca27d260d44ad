import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '../test-utils';
import { RestrictedNotice } from './restricted-notice';

afterEach(() => sessionStorage.clear());

const restricted = () => makeProfile({ detail: { roleId: 979 }, permission: { biddingAllowed: false } });

describe('RestrictedNotice', () => {
  it('tells a restricted account to make a deposit and contact the manager', () => {
    render(<RestrictedNotice profile={restricted()} />);
    const notice = screen.getByRole('region', { name: 'Your account is restricted' });
    expect(notice).toHaveTextContent('Bids cannot be placed until a deposit is made');
    expect(screen.getByRole('link', { name: 'support@jauc.example' })).toHaveAttribute('href', 'mailto:support@jauc.example');
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/jauc_support');
  });

  it('is not shown when bidding is allowed', () => {
    render(<RestrictedNotice profile={makeProfile()} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays hidden for the rest of the visit once dismissed', async () => {
    const { unmount } = render(<RestrictedNotice profile={restricted()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    render(<RestrictedNotice profile={restricted()} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
