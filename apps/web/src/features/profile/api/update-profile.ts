import { useMutation } from '@tanstack/react-query';
import { successSchema, type updateProfileBody } from '@jauc/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore, setProfile } from '../../../lib/session-store';

export type UpdateProfileValues = z.output<typeof updateProfileBody>;

/** PUT /user/update-profile — the form without the e-mail, which never changes here. */
export const updateProfile = (body: UpdateProfileValues) => apiRequest(successSchema, '/user/update-profile', { method: 'PUT', body });

/** Saves, then puts the new values into the cached session profile (no refetch needed). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, body) => {
      const current = sessionStore.get().profile;
      if (!current) return;
      const { countryId, address, ...rest } = body;
      setProfile({
        ...current,
        detail: { ...current.detail, ...rest, address: address ?? '', ...(countryId !== undefined ? { countryId } : {}) },
      });
    },
  });
}
