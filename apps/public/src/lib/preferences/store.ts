import { STORE_KEY, addRecentlyViewed, restoreState, serializeState, type GlobalState, type RecentItem } from "./state";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const CHANGED = "eb-preferences-changed";

/** Read, change, write back: reading each time keeps what another tab stored meanwhile. */
function update(change: (s: GlobalState) => GlobalState): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORE_KEY, serializeState(change(restoreState(store.getItem(STORE_KEY)))));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage full or blocked: nothing to keep for next time.
  }
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

const NONE: RecentItem[] = [];
let lastRaw: string | null = null;
let lastTournaments = NONE;

/** Recently viewed tournaments, newest first; the same array until the stored text changes. */
export function recentTournaments(): RecentItem[] {
  const raw = storage()?.getItem(STORE_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastTournaments = restoreState(raw).recentlyViewed.tournaments;
  }
  return lastTournaments;
}

/** What the server renders: nothing is known about the visitor there. */
export const noRecentTournaments = (): RecentItem[] => NONE;

export const actions = {
  viewTournament: (item: Omit<RecentItem, "viewedAt">) =>
    update((s) => ({
      ...s,
      recentlyViewed: { tournaments: addRecentlyViewed(s.recentlyViewed.tournaments, { ...item, viewedAt: new Date().toISOString() }) },
    })),
};
