type Entry<T> = { value: T; expires: number };

/**
 * Caches site-wide, visitor-independent data (app info, site config, channels) in memory for
 * `ttlMs`. Concurrent misses share one call; when a refresh fails the last good value is kept.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>, now = () => Date.now()) {
  let entry: Entry<T> | undefined;
  let pending: Promise<T> | undefined;
  return async function get(): Promise<T> {
    if (entry && entry.expires > now()) return entry.value;
    pending ??= load()
      .then((value) => {
        entry = { value, expires: now() + ttlMs };
        return value;
      })
      .catch((error) => {
        if (entry) return entry.value;
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
