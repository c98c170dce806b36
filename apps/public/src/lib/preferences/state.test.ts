import { describe, expect, it } from "vitest";
import { addRecentlyViewed, defaultState, persistedPart, restoreState, serializeState, type RecentItem } from "./state";

const item = (id: string): RecentItem => ({ id, name: id, path: `/t/${id}`, viewedAt: "2025-01-01T00:00:00Z" });

describe("preferences state", () => {
  it("has the spec defaults", () => {
    const s = defaultState();
    expect(s.preferences).toEqual({ theme: "system", favoriteGames: [], defaultGameFilter: "all", notifications: { matchUpdates: true, tournamentUpdates: true, betOffers: false } });
    expect(s.filters.matches).toEqual({ selectedGame: "all", selectedStatus: "all", searchQuery: "", dateRange: { from: null, to: null } });
  });
  it("persists only preferences, favorite bookmakers, recently viewed and the banner dismissal", () => {
    const s = defaultState();
    s.ui.sidebarOpen = true;
    s.ui.cookieBannerDismissed = true;
    s.filters.matches.searchQuery = "navi";
    expect(Object.keys(persistedPart(s)).sort()).toEqual(["favoriteBookmakers", "preferences", "recentlyViewed", "ui"]);
    const back = restoreState(serializeState(s));
    expect(back.ui).toEqual({ sidebarOpen: false, cookieBannerDismissed: true, isOnline: true, lastSyncTime: null });
    expect(back.filters.matches.searchQuery).toBe("");
  });
  it("ignores malformed storage", () => {
    expect(restoreState("{oops")).toEqual(defaultState());
    expect(restoreState(JSON.stringify({ state: { preferences: { theme: "neon" }, favoriteBookmakers: [1, "A"] } })).favoriteBookmakers).toEqual(["A"]);
  });
  it("keeps the latest 10 recently viewed without duplicates", () => {
    let list: RecentItem[] = [];
    for (let i = 0; i < 12; i++) list = addRecentlyViewed(list, item(String(i)));
    list = addRecentlyViewed(list, item("5"));
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe("5");
    expect(new Set(list.map((i) => i.id)).size).toBe(10);
  });
});
