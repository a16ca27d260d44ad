import { tokyoParts } from '@jauc/contract';
import type { JobDefinition } from '../jobs/job-types.js';
import { closePastAuctionDays } from './auction-days.js';

/**
 * Moves the auction lots of days before today (Japan time) to the statistics every hour, so
 * at Tokyo midnight too, whether or not anyone opens a listing. Listings still close the day
 * themselves on their first request of a day (`ensureAuctionDayClosed`): they must not show
 * yesterday's lots between midnight and the job's run, nor depend on JOBS being on.
 */
export const closeAuctionDaysJob: JobDefinition = {
  name: 'close-past-auction-days',
  everySeconds: 60 * 60,
  async run({ db, now }) {
    await closePastAuctionDays(db, now);
    return { tokyoDay: tokyoParts(now).date };
  },
};
