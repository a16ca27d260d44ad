import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeBid, mockApi, renderCell } from '../../test/manage-fixtures';
import { UserPopover } from './user-popover';
import { nameStartsWithVisibleText } from '../../../../test/visible-text';

describe("the owner's popover (spec 2 §3 user object, §6)", () => {
  it("opens the client's details for a manager", async () => {
    const calls = mockApi(() => json(200, { success: true, countryList: [{ value: 14, label: 'Australia' }] }));
    const { user } = renderCell(UserPopover, makeBid());
    // Issue 18 §3 (WCAG 2.5.3): the name starts with what the button shows, the client's name and company.
    const owner = screen.getByRole('button', { name: 'Alex Turner Turner Motors — client details' });
    expect(nameStartsWithVisibleText(owner)).toBe(true);
    await user.click(owner);
    const details = await screen.findByRole('dialog');
    expect(details).toHaveTextContent('Turner Motors');
    expect(within(details).getByText('Client ID').nextSibling).toHaveTextContent('1001');
    expect(within(details).getByText('Level').nextSibling).toHaveTextContent('Client');
    expect(within(details).getByText('Balance').nextSibling).toHaveTextContent('-¥120 000');
    expect(within(details).getByText('Credit limit').nextSibling).toHaveTextContent('¥500 000');
    expect(within(details).getByText('Registered').nextSibling).toHaveTextContent('2025-01-15');
    expect(within(details).getByText('Prefers white cars')).toBeInTheDocument();
    expect(await within(details).findByText('Australia')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/site/get-country-list']);
  });

  it('a bid without an owner object shows a dash', () => {
    mockApi(() => json(200, {}));
    renderCell(UserPopover, makeBid({ user: null }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('a client or dealer never gets the popover: the read-only cell instead', () => {
    mockApi(() => json(200, {}));
    renderCell(UserPopover, makeBid(), { profile: { detail: { userId: 1001, userType: 2, roleId: 1064 } } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Alex Turner')).not.toBeInTheDocument();
    expect(screen.getByText('Maria Manager')).toBeInTheDocument();
  });
});
