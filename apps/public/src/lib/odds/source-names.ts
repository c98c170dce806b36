import type { OddsSourceLabel } from "@eb/api/shared";

/**
 * The words a feed is named with where the page says where its prices come from. Demo prices are
 * not a feed: they keep their own label ("Demo prices") and are never named as a source.
 */
const FEED_NAMES: Record<Exclude<OddsSourceLabel, "demo">, string> = {
  "the-odds-api": "The Odds API",
  stadar: "Stadar",
  "odds-api-io": "Odds-API.io",
};

/** The feed's name ("Stadar"), or null for demo prices (labelled as demo instead). */
export function oddsFeedName(source: OddsSourceLabel): string | null {
  return source === "demo" ? null : FEED_NAMES[source];
}
