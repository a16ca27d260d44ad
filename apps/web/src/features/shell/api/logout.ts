import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { successSchema } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session-store';
import { SHELL_PATHS } from '../menu-config';

/**
 * POST /auth/logout. The server revokes the session named by the refresh cookie and clears both
 * cookies even when the access token has lapsed, so no refresh is attempted: a failed refresh
 * would raise the session-expired modal while the user is leaving anyway.
 */
export async function logout(): Promise<void> {
  await apiRequest(successSchema, '/auth/logout', { method: 'POST', noRefresh: true });
}

/**
 * Logs out, then — whatever the server answered — forgets the profile and every cached answer
 * (the next person on this browser must not see them) and goes to the login page (spec 1 §4).
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate(SHELL_PATHS.login, { replace: true });
    },
  });
  return { logout: () => mutate(), isPending };
}
