import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LANGUAGE, successSchema, type Profile } from '@jauc/contract';
import { apiRequest } from '../lib/api-client';
import { clearSession, setProfile } from '../lib/session-store';
import i18n, { currentLanguage, saveLanguage } from './index';
import type * as I18nModule from './index';
import { switchLanguage } from './switch-language';

vi.mock('./index', async (importOriginal) => ({ ...(await importOriginal<typeof I18nModule>()), saveLanguage: vi.fn() }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
});
afterEach(() => {
  fetchMock.mockRestore();
  vi.mocked(saveLanguage).mockClear();
  clearSession();
});

const profile = { detail: { bidEmailNotify: false, language: LANGUAGE.en } } as unknown as Profile;

describe('switchLanguage', () => {
  it('saves a signed-in user’s choice to the profile, then stores it and reloads', async () => {
    setProfile(profile);
    await switchLanguage('ru');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/update-setting');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ bidEmailNotify: false, language: LANGUAGE.ru });
    expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true });
  });

  it('only stores and reloads for a visitor', async () => {
    await switchLanguage('ru');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true });
  });

  it('still switches when the profile cannot be saved', async () => {
    setProfile(profile);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await switchLanguage('ru');
    expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true });
  });
});

describe('Accept-Language', () => {
  it('every API call names the interface language', async () => {
    const sent = async () => {
      fetchMock.mockClear();
      await apiRequest(successSchema, '/site/get-language');
      return new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept-language');
    };
    await i18n.changeLanguage('ru');
    expect(currentLanguage()).toBe('ru');
    expect(await sent()).toBe('ru');
    await i18n.changeLanguage('en');
    expect(await sent()).toBe('en');
  });
});
