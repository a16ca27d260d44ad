import { useMutation, useQueryClient } from '@tanstack/react-query';
import { languageCode, loginResponse, type loginBody } from '@jauc/contract';
import type { z } from 'zod';
import i18n, { saveLanguage } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { loadProfile } from '../../../lib/session';

export type LoginValues = z.output<typeof loginBody>;

/** POST /auth — sets the session cookies (the body carries no tokens, docs/decisions/001). */
export const login = (body: LoginValues) => apiRequest(loginResponse, '/auth', { method: 'POST', body, noRefresh: true });

/**
 * Signs in, then fetches the session (spec 1 §4 Login). Data cached for a previous session is
 * dropped so nothing of another account is shown. When the account's language differs from
 * the interface's, the interface follows the account; no reload is needed because nothing
 * language-dependent has been fetched for this session yet.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginValues) => {
      await login(body);
      queryClient.getQueryCache().clear();
      const profile = await loadProfile();
      // The cookies did not stick (blocked by the browser): the session cannot be used.
      if (!profile) throw new ApiError(401, 'unauthorized');
      const language = profile.detail.language;
      if (language !== null && languageCode(language) !== i18n.language) await saveLanguage(languageCode(language));
      return profile;
    },
  });
}
