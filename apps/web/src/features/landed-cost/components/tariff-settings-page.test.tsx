import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TariffSettingsResponse } from '@jauc/contract';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { TariffSettingsPage } from './tariff-settings-page';

const settings: TariffSettingsResponse = {
  countryId: 183,
  today: '2026-11-27',
  countries: [{ id: 183, name: 'Russia' }],
  versions: [
    { id: 3, part: 'clearance_fee', code: '', effectiveFrom: '2027-01-01', source: 'No. 9999 (test)', data: { bands: [{ upToRub: null, feeRub: 5 }] }, createdBy: 'Anna Manager', createdAt: '2026-11-27T01:00:00Z', current: false },
    { id: 2, part: 'clearance_fee', code: '', effectiveFrom: '2026-01-01', source: 'No. 1638', data: { bands: [{ upToRub: null, feeRub: 4 }] }, createdBy: null, createdAt: '2026-11-01T01:00:00Z', current: true },
    { id: 1, part: 'fee', code: 'agent_fee', effectiveFrom: '2026-01-01', source: 'portal default', data: { amount: 50_000, currency: 'JPY' }, createdBy: null, createdAt: '2026-11-01T01:00:00Z', current: true },
  ],
  rates: [{ id: 1, date: '2026-11-26', currency: 'JPY', rubPerUnit: 0.52, origin: 'seed', enteredBy: null, createdAt: '2026-11-26T01:00:00Z' }],
};

describe('TariffSettingsPage', () => {
  it('lists each part with its history and adds a fee version; a refused day shows at its field', async () => {
    setProfile(makeProfile({ detail: { userType: 3, roleId: 991 } }));
    const calls = mockApi((call) =>
      call.method === 'POST' ? json(422, { success: false, message: { effectiveFrom: 'LandedCost.errors.versionExists' } }) : json(200, settings));
    const { user } = renderScreen(<TariffSettingsPage />, { path: '/landed-cost/settings' });
    const clearance = await screen.findByRole('region', { name: 'Customs clearance fee' });
    expect(within(clearance).getAllByRole('listitem')).toHaveLength(2);
    expect(within(clearance).getByText('Coming')).toBeInTheDocument();
    expect(within(clearance).getByText('In force')).toBeInTheDocument();
    expect(clearance).toHaveTextContent('Anna Manager');
    expect(screen.getByRole('region', { name: 'Exchange rates' })).toHaveTextContent('demo');

    const fee = screen.getByRole('region', { name: 'Portal fee: agent_fee' });
    await user.click(within(fee).getByRole('button', { name: 'Add a version' }));
    const form = within(fee).getByRole('form', { name: 'New version of Portal fee: agent_fee' });
    await user.type(within(form).getByLabelText('In force from'), '2027-02-01');
    await user.type(within(form).getByLabelText('Source'), 'new commission');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '60000');
    await user.click(within(form).getByRole('button', { name: 'Save version' }));
    expect(await within(form).findByText(/already starts on that day/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/landed-cost/tariff-version');
    expect(post.body).toEqual({ countryId: 183, part: 'fee', code: 'agent_fee', effectiveFrom: '2027-02-01', source: 'new commission', data: { amount: 60_000, currency: 'JPY' } });
  });
});
