/** The local preferences store (spec 3, key esports-global-store): shape, defaults and persistence rules. Pure. */
import type { Game, GameFilter } from "@eb/api/shared";

export const STORE_KEY = "esports-global-store";
export const RECENTLY_VIEWED_LIMIT = 10;

export type FilterState = { selectedGame: GameFilter; selectedStatus: string; searchQuery: string; dateRange: { from: string | null; to: string | null } };
export type RecentItem = { id: string; name: string; path: string; game?: Game; viewedAt: string };

export type GlobalState = {
  preferences: {
    theme: "light" | "dark" | "system";
    favoriteGames: Game[];
    defaultGameFilter: GameFilter;
    notifications: { matchUpdates: boolean; tournamentUpdates: boolean; betOffers: boolean };
  };
  filters: { tournaments: FilterState; matches: FilterState; results: FilterState };
  favoriteBookmakers: string[];
  recentlyViewed: { tournaments: RecentItem[]; matches: RecentItem[] };
  ui: { sidebarOpen: boolean; cookieBannerDismissed: boolean; isOnline: boolean; lastSyncTime: string | null };
};

const defaultFilter = (): FilterState => ({ selectedGame: "all", selectedStatus: "all", searchQuery: "", dateRange: { from: null, to: null } });

export function defaultState(): GlobalState {
  return {
    preferences: {
      theme: "system",
      favoriteGames: [],
      defaultGameFilter: "all",
      notifications: { matchUpdates: true, tournamentUpdates: true, betOffers: false },
    },
    filters: { tournaments: defaultFilter(), matches: defaultFilter(), results: defaultFilter() },
    favoriteBookmakers: [],
    recentlyViewed: { tournaments: [], matches: [] },
    ui: { sidebarOpen: false, cookieBannerDismissed: false, isOnline: true, lastSyncTime: null },
  };
}

/** Spec: only preferences, favorite bookmakers, recently viewed and the cookie banner dismissal persist. */
export type PersistedState = Pick<GlobalState, "preferences" | "favoriteBookmakers" | "recentlyViewed"> & { ui: Pick<GlobalState["ui"], "cookieBannerDismissed"> };

export function persistedPart(s: GlobalState): PersistedState {
  return {
    preferences: s.preferences,
    favoriteBookmakers: s.favoriteBookmakers,
    recentlyViewed: s.recentlyViewed,
    ui: { cookieBannerDismissed: s.ui.cookieBannerDismissed },
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Defaults overlaid with what was stored; anything malformed is ignored rather than trusted. */
export function restoreState(raw: string | null): GlobalState {
  const base = defaultState();
  if (!raw) return base;
  let stored: unknown;
  try {
    stored = (JSON.parse(raw) as { state?: unknown }).state;
  } catch {
    return base;
  }
  if (!isObj(stored)) return base;
  if (isObj(stored.preferences)) {
    const p = stored.preferences;
    base.preferences = {
      ...base.preferences,
      ...(["light", "dark", "system"].includes(p.theme as string) ? { theme: p.theme as GlobalState["preferences"]["theme"] } : {}),
      ...(Array.isArray(p.favoriteGames) ? { favoriteGames: p.favoriteGames as Game[] } : {}),
      ...(typeof p.defaultGameFilter === "string" ? { defaultGameFilter: p.defaultGameFilter as GameFilter } : {}),
      notifications: { ...base.preferences.notifications, ...(isObj(p.notifications) ? (p.notifications as object) : {}) },
    };
  }
  if (Array.isArray(stored.favoriteBookmakers)) base.favoriteBookmakers = stored.favoriteBookmakers.filter((x): x is string => typeof x === "string");
  if (isObj(stored.recentlyViewed)) {
    const rv = stored.recentlyViewed;
    const list = (v: unknown) => (Array.isArray(v) ? (v.filter((i) => isObj(i) && typeof i.id === "string") as RecentItem[]).slice(0, RECENTLY_VIEWED_LIMIT) : []);
    base.recentlyViewed = { tournaments: list(rv.tournaments), matches: list(rv.matches) };
  }
  if (isObj(stored.ui) && stored.ui.cookieBannerDismissed === true) base.ui.cookieBannerDismissed = true;
  return base;
}

export function serializeState(s: GlobalState): string {
  return JSON.stringify({ state: persistedPart(s), version: 1 });
}

/** Spec: the latest 10, no duplicates (a repeat visit moves the item to the front). */
export function addRecentlyViewed(list: RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((i) => i.id !== item.id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
