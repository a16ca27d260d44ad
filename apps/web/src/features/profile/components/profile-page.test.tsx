import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '../../../i18n';
import { saveLanguage } from '../../../i18n';
import { sessionStore, setProfile } from '../../../lib/session-store';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { makeProfile } from '../../../test/profile-fixture';
import { ProfilePage } from './profile-page';

vi.mock('../../../i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18nModule>();
  // The page reload after a language change cannot run in jsdom; the call itself is checked.
  return { ...actual, saveLanguage: vi.fn() };
});

const COUNTRIES = [
  { value: 14, label: 'Australia' },
  { value: 183, label: 'Russian Federation' },
];
const LANGUAGES = [
  { value: 692, label: 'English' },
  { value: 693, label: 'Русский' },
];

function api(write: (call: Call) => Response = () => json(200, { success: true })) {
  return mockApi((call) => {
    const path = call.url.pathname.replace('/api/v1', '');
    if (path === '/user/view-profile') return json(200, sessionStore.get().profile);
    if (path === '/site/get-country-list') return json(200, { success: true, countryList: COUNTRIES });
    if (path === '/site/get-language') return json(200, LANGUAGES);
    return write(call);
  });
}
const writes = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === `/api/v1${path}`);

beforeEach(() => setProfile(makeProfile()));

const open = () => renderScreen(<ProfilePage />, { path: '/profile', others: ['/bids'] });

describe('ProfilePage', () => {
  it('shows the details, the account level and the balance in yen', async () => {
    api();
    open();
    expect(screen.getByRole('heading', { name: 'Alex Turner' })).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('¥1 500 000')).toBeInTheDocument();
    expect(screen.getByText('¥500 000')).toBeInTheDocument();
    expect(screen.getByText('¥1 800 000')).toBeInTheDocument();
    expect(await screen.findByText('Australia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
  });

  it('edits: fills from the profile, never sends the e-mail, ends editing and updates the cached profile', async () => {
    const calls = api();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Turner');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Melbourne');
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Company'), 'Turner Motors');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    const [put] = writes(calls, '/user/update-profile');
    expect(put!.method).toBe('PUT');
    expect(put!.body).toEqual({ fullName: 'Alex Turner', mobile: '+61 (412) 345-67-89', officePhone: null, company: 'Turner Motors', city: 'Melbourne', address: null, countryId: 14 });
    expect(sessionStore.get().profile!.detail).toMatchObject({ city: 'Melbourne', company: 'Turner Motors', email: 'client@demo.example' });
    expect(screen.getByText('Melbourne')).toBeInTheDocument();
  });

  it('drops unsaved changes when editing is closed', async () => {
    api();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Full name'), ' Junior');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Turner');
  });

  it('sends the notification setting once, 400 ms after the last of several quick toggles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = api();
    open();
    // fireEvent rather than user-event: Testing Library's async act waits on a real setTimeout,
    // which fake timers would hold forever.
    const toggle = screen.getByRole('switch', { name: 'E-mail notifications about bids' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(writes(calls, '/user/update-setting')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const sent = writes(calls, '/user/update-setting');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.body).toEqual({ bidEmailNotify: false, language: 692 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(writes(calls, '/user/update-setting')).toHaveLength(1);
    expect(sessionStore.get().profile!.detail.bidEmailNotify).toBe(false);
  });

  it('sends a pending toggle when the user leaves the profile screen', async () => {
    const calls = api();
    const { user, router } = open();
    await user.click(screen.getByRole('switch', { name: 'E-mail notifications about bids' }));
    await act(() => router.navigate('/bids'));
    await waitFor(() => expect(writes(calls, '/user/update-setting')).toHaveLength(1));
    expect(writes(calls, '/user/update-setting')[0]!.body).toEqual({ bidEmailNotify: false, language: 692 });
  });

  it('saves a chosen language with the notification setting, then applies it', async () => {
    const calls = api();
    const { user } = open();
    const select = await screen.findByLabelText('Interface language');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Русский']);
    await user.selectOptions(select, 'Русский');
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true }));
    expect(writes(calls, '/user/update-setting')[0]!.body).toEqual({ bidEmailNotify: true, language: 693 });
  });
});
