import { languageId, successSchema } from '@jauc/contract';
import { apiRequest } from '../lib/api-client';
import { SESSION, sessionStore } from '../lib/session-store';
import { saveLanguage, type Language } from './index';

/**
 * The language switches of the header, the side menu and the auth pages (spec 1 §1): a signed-in
 * user's choice is saved to the profile first, so the next sign-in keeps it (the profile screen
 * shows it too); then the choice is stored locally and the page reloads, so every text — the
 * server's included — comes in the new language. A save that fails still switches this browser.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  const { status, profile } = sessionStore.get();
  if (status === SESSION.authenticated && profile) {
    try {
      await apiRequest(successSchema, '/user/update-setting', {
        method: 'PUT',
        body: { bidEmailNotify: profile.detail.bidEmailNotify, language: languageId(lang) },
      });
    } catch {
      // Offline or refused: the local choice below still applies to this browser.
    }
  }
  await saveLanguage(lang, { reload: true });
}
