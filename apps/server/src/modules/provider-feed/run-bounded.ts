// Runs `fn` over `items` with at most `limit` calls in flight, results in input order. The feed
// reads several id ranges of the provider at once, but never so many that it looks like abuse
// to the provider or starves the API of the machine's two cores (docs/decisions/012).
//
// The first failure stops new calls from starting; the calls already running finish (a page
// half-read is harmless: nothing is applied until its rows are validated), then the failure is
// thrown, so a run fails as a whole and the next run starts from the last applied id.

export async function runBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('runBounded: limit must be a positive integer');
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;

  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };

  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}
