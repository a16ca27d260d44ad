import type { JobDefinition } from '../jobs/job-types.js';
import { refreshPriceSummaries } from './price-summaries.repo.js';

/**
 * Rebuilds the listing rows' price summaries every 15 minutes: results arrive a few minutes after
 * each session (the results feed), and the 6-month window moves on by a day each day. The whole
 * rebuild reads only the period's sold results (decision 023).
 */
export const priceSummariesJob: JobDefinition = {
  name: 'price-summaries',
  everySeconds: 15 * 60,
  async run({ db, now }) {
    const started = performance.now();
    const keys = await refreshPriceSummaries(db, now);
    return { keys, ms: Math.round(performance.now() - started) };
  },
};
