import type { OddsFormat } from "@eb/api/shared";
import { STORE_KEY, announcePreferencesChange, cachedRead, storage } from "./local-store";
import { addRecentlyViewed, restoreState, serializeState, type GlobalState, type RecentItem } from "./state";

/** Read, change, write back: reading each time keeps what another tab stored meanwhile. */
function update(change: (s: GlobalState) => GlobalState): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORE_KEY, serializeState(change(restoreState(store.getItem(STORE_KEY)))));
    announcePreferencesChange();
  } catch {
    // Storage full or blocked: nothing to keep for next time.
  }
}

const NONE: RecentItem[] = [];

/** Recently viewed tournaments, newest first; the same array until the stored text changes. */
export const recentTournaments: () => RecentItem[] = /* @__PURE__ */ cachedRead((raw) => restoreState(raw).recentlyViewed.tournaments);

/** What the server renders: nothing is known about the visitor there. */
export const noRecentTournaments = (): RecentItem[] => NONE;

export const actions = {
  setOddsFormat: (oddsFormat: OddsFormat) => update((s) => ({ ...s, preferences: { ...s.preferences, oddsFormat } })),
  viewTournament: (item: Omit<RecentItem, "viewedAt">) =>
    update((s) => ({
      ...s,
      recentlyViewed: { tournaments: addRecentlyViewed(s.recentlyViewed.tournaments, { ...item, viewedAt: new Date().toISOString() }) },
    })),
};
