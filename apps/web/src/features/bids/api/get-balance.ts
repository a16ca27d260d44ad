import type { BalanceInfo } from '@jauc/contract';
import { ApiError } from '../../../lib/api-errors';
import { loadProfile } from '../../../lib/session';

/**
 * GET /user/view-profile at bid time (spec 2 §4 step 1): the session's own profile fetcher, so
 * the fresh balance also reaches the header and the profile page.
 */
export async function fetchBalance(): Promise<BalanceInfo> {
  const profile = await loadProfile();
  if (!profile) throw new ApiError(401, 'unauthorized');
  return profile.balanceInfo;
}
