/**
 * The local preferences store's place in the browser (spec: localStorage key
 * esports-global-store) and its change signal: what both the readers and the writers need. Kept
 * apart from the writers and the recently viewed lists, so what the home page reads (the odds
 * format) brings nothing else into its JavaScript.
 */
export const STORE_KEY = "esports-global-store";

const CHANGED = "eb-preferences-changed";

export function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Tells this tab's readers that the store changed (another tab's change arrives as a storage event). */
export function announcePreferencesChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls back when this tab or another one changes the store (for useSyncExternalStore). */
export function subscribePreferences(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === STORE_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** What the spec's store keeps under `state` (`{ state: {...}, version }`), or null for nothing or anything malformed. */
export function storedObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const stored = (JSON.parse(raw) as { state?: unknown }).state;
    return isObj(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A value read from the stored text, parsed again only when that text changes (snapshots are read on every render). */
export function cachedRead<T>(parse: (raw: string | null) => T): () => T {
  let lastRaw: string | null = null;
  let last: { value: T } | null = null;
  return () => {
    const raw = storage()?.getItem(STORE_KEY) ?? null;
    if (!last || raw !== lastRaw) {
      lastRaw = raw;
      last = { value: parse(raw) };
    }
    return last.value;
  };
}
