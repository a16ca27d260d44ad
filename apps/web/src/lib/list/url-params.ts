/**
 * `current` with the parameters a list owns replaced by `next`; the parameters of anything else
 * on the page (another feature, a dialog) stay as they were. Each list parses and serializes its
 * own state; this is the one place that writes it back into the page URL.
 */
export function mergeOwnedParams(current: URLSearchParams, owned: ReadonlySet<string>, next: URLSearchParams): URLSearchParams {
  const merged = new URLSearchParams();
  for (const [key, value] of current) if (!owned.has(key)) merged.append(key, value);
  for (const [key, value] of next) merged.set(key, value);
  return merged;
}
