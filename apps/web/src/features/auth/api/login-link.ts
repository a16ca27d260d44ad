import { useQuery, useQueryClient } from '@tanstack/react-query';
import { languageCode, successSchema } from '@jauc/contract';
import i18n, { saveLanguage } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { loadProfile } from '../../../lib/session';

/** POST /auth/login-link?token= — signs in with the link a locked login mailed (decision 014). */
export const loginWithLink = (token: string) => apiRequest(successSchema, '/auth/login-link', { method: 'POST', query: { token }, noRefresh: true });

/**
 * Signs in once per token when the page opens, then loads the session as a login does. A query
 * rather than a mutation so a re-mount (React's strict mode, going back) does not spend the
 * single-use token twice. Data cached for a previous session is dropped, this query excepted.
 */
export function useLoginLink(token: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['auth', 'login-link', token];
  return useQuery({
    queryKey,
    queryFn: async () => {
      await loginWithLink(token!);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[1] !== 'login-link' });
      const profile = await loadProfile();
      if (!profile) throw new ApiError(401, 'unauthorized');
      const language = profile.detail.language;
      if (language !== null && languageCode(language) !== i18n.language) await saveLanguage(languageCode(language));
      return true;
    },
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
