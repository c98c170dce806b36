/**
 * A bounded memo for pure string functions on hot paths (user-agent checks, URL building):
 * the same few values repeat across thousands of requests. Cleared wholesale when full.
 */
export function memoize<T>(fn: (key: string) => T, maxEntries = 5_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = fn(key);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, value);
    return value;
  };
}
