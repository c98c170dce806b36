import type { OddsFeedInfo } from "../odds";

/**
 * What the back office may know about the esports data provider the server runs with. Built from
 * the configuration by the server (admin-api plugin); the token itself is never part of it.
 */
export type EsportsProviderInfo = {
  /** "none": no token and no demo data (DEMO_DATA), so no esports data arrives. */
  name: "pandascore" | "demo" | "none";
  tokenConfigured: boolean;
  baseUrl: string;
};

/** The demo provider: no token, the configured (unused) base URL. */
export const DEMO_PROVIDER: EsportsProviderInfo = { name: "demo", tokenConfigured: false, baseUrl: "https://api.pandascore.co" };

/** A base URL fit to show: no user info, query or fragment, in case a credential was put there. */
export function displayBaseUrl(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    url.username = "";
    url.password = "";
    url.search = "";
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return "";
  }
}

declare module "../platform" {
  interface AdminRequestContext {
    /** The esports data provider the server runs with, for the Debug Tools card: never its token. */
    esportsProvider: EsportsProviderInfo;
    /** The odds feed the server runs with (odds/feed-info.ts), for the Debug Tools card: never its key. */
    oddsFeed: OddsFeedInfo;
  }
}
