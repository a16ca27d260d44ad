import { useMutation } from '@tanstack/react-query';
import { successSchema, type UpdateSettingBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore, setProfile } from '../../../lib/session-store';

/**
 * PUT /user/update-setting {bidEmailNotify, language}; on success the cached session profile
 * takes the new values. A plain function as well as a hook, because the profile screen sends
 * unsent settings while it unmounts, when no hook can run any more.
 */
export async function updateSettings(body: UpdateSettingBody) {
  const answer = await apiRequest(successSchema, '/user/update-setting', { method: 'PUT', body });
  const current = sessionStore.get().profile;
  if (current) setProfile({ ...current, detail: { ...current.detail, ...body } });
  return answer;
}

export const useUpdateSettings = () => useMutation({ mutationFn: updateSettings });
