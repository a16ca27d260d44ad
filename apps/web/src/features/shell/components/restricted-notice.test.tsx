import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeProfile } from '../test-utils';
import { RestrictedNotice } from './restricted-notice';

afterEach(() => sessionStorage.clear());

// The notice links to the balance page: it renders inside the app's router.
const inRouter = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

const restricted = () => makeProfile({ detail: { roleId: 979 }, permission: { biddingAllowed: false } });

describe('RestrictedNotice', () => {
  it('tells a restricted account how to make a deposit and whom to ask', () => {
    inRouter(<RestrictedNotice profile={restricted()} />);
    const notice = screen.getByRole('region', { name: 'Your account is restricted' });
    expect(notice).toHaveTextContent('Bids cannot be placed until a deposit is made');
    expect(screen.getByRole('link', { name: 'support@jauc.example' })).toHaveAttribute('href', 'mailto:support@jauc.example');
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/jauc_support');
    // How to pay is on the balance page (issue 21 §5), not only with the manager.
    expect(screen.getByRole('link', { name: 'your balance page' })).toHaveAttribute('href', '/balance');
  });

  it('is not shown when bidding is allowed', () => {
    inRouter(<RestrictedNotice profile={makeProfile()} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays hidden for the rest of the visit once dismissed', async () => {
    const { unmount } = inRouter(<RestrictedNotice profile={restricted()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    inRouter(<RestrictedNotice profile={restricted()} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
