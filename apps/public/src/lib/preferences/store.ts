import { useSyncExternalStore } from "react";
import { STORE_KEY, addRecentlyViewed, defaultState, restoreState, serializeState, type GlobalState, type RecentItem } from "./state";

/** A tiny external store (no library) for the local preferences; persisted to localStorage. */
let state: GlobalState = defaultState();
let loaded = false;
const listeners = new Set<() => void>();
const SERVER_STATE = defaultState();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  state = restoreState(storage()?.getItem(STORE_KEY) ?? null);
  state.ui.isOnline = navigator.onLine;
}

export function getState(): GlobalState {
  ensureLoaded();
  return state;
}

export function setState(update: (s: GlobalState) => GlobalState): void {
  ensureLoaded();
  state = update(state);
  try {
    storage()?.setItem(STORE_KEY, serializeState(state));
  } catch {
    // Storage full or blocked: the in-memory state still works for this visit.
  }
  listeners.forEach((l) => l());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads a slice of the store; the server render and the first client render see the defaults. */
export function useGlobalStore<T>(select: (s: GlobalState) => T): T {
  return useSyncExternalStore(subscribe, () => select(getState()), () => select(SERVER_STATE));
}

export const actions = {
  viewTournament: (item: Omit<RecentItem, "viewedAt">) =>
    setState((s) => ({ ...s, recentlyViewed: { ...s.recentlyViewed, tournaments: addRecentlyViewed(s.recentlyViewed.tournaments, { ...item, viewedAt: new Date().toISOString() }) } })),
  viewMatch: (item: Omit<RecentItem, "viewedAt">) =>
    setState((s) => ({ ...s, recentlyViewed: { ...s.recentlyViewed, matches: addRecentlyViewed(s.recentlyViewed.matches, { ...item, viewedAt: new Date().toISOString() }) } })),
  dismissCookieBanner: () => setState((s) => ({ ...s, ui: { ...s.ui, cookieBannerDismissed: true } })),
  setOnline: (isOnline: boolean) => setState((s) => ({ ...s, ui: { ...s.ui, isOnline } })),
  toggleFavoriteBookmaker: (name: string) =>
    setState((s) => ({
      ...s,
      favoriteBookmakers: s.favoriteBookmakers.includes(name) ? s.favoriteBookmakers.filter((b) => b !== name) : [...s.favoriteBookmakers, name],
    })),
};
