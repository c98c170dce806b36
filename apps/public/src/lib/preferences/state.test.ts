import { describe, expect, it } from "vitest";
import { STORE_KEY } from "./local-store";
import { addRecentlyViewed, defaultState, restoreState, serializeState, type RecentItem } from "./state";

const item = (id: string): RecentItem => ({ id, name: id, path: `/t/${id}`, viewedAt: "2025-01-01T00:00:00Z" });

describe("preferences state", () => {
  it("keeps its spec key and starts empty", () => {
    expect(STORE_KEY).toBe("esports-global-store");
    expect(defaultState()).toEqual({ preferences: { oddsFormat: "decimal" }, recentlyViewed: { tournaments: [] } });
  });
  it("round-trips what it keeps", () => {
    const s = defaultState();
    s.recentlyViewed.tournaments = [item("a")];
    s.preferences.oddsFormat = "american";
    expect(restoreState(serializeState(s))).toEqual(s);
  });
  it("restores what the full spec store wrote, keeping recently viewed tournaments", () => {
    const written = {
      state: {
        preferences: { theme: "dark", favoriteGames: ["cs2"], defaultGameFilter: "all", notifications: { matchUpdates: true } },
        favoriteBookmakers: ["A"],
        recentlyViewed: { tournaments: [item("t1"), item("t2")], matches: [item("m1")] },
        ui: { cookieBannerDismissed: true },
      },
      version: 1,
    };
    expect(restoreState(JSON.stringify(written))).toEqual({
      preferences: { oddsFormat: "decimal" },
      recentlyViewed: { tournaments: [item("t1"), item("t2")] },
    });
  });
  it("ignores malformed storage", () => {
    expect(restoreState("{oops")).toEqual(defaultState());
    expect(
      restoreState(JSON.stringify({ state: { recentlyViewed: { tournaments: [item("ok"), { id: 1 }, "x"] }, ui: { cookieBannerDismissed: "yes" } } })),
    ).toEqual({ preferences: { oddsFormat: "decimal" }, recentlyViewed: { tournaments: [item("ok")] } });
  });
  it("restores the stored odds format with the rest", () => {
    const raw = JSON.stringify({ state: { preferences: { oddsFormat: "fractional" }, recentlyViewed: { tournaments: [item("a")] } }, version: 1 });
    expect(restoreState(raw)).toEqual({ preferences: { oddsFormat: "fractional" }, recentlyViewed: { tournaments: [item("a")] } });
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
