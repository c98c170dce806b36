/** A/B test values shared by the schema, the API contract and the admin screen (spec 3, ab_tests). */
export const AB_TEST_STATUSES = ["draft", "running", "paused", "completed"] as const;
export type AbTestStatus = (typeof AB_TEST_STATUSES)[number];

/**
 * registrations, first_deposits and revenue (issue 27) are counted from what the bookmakers'
 * affiliate programmes report for a session's /go clicks (affiliate_conversions), not from beacons.
 */
export const AB_TARGET_METRICS = ["bookmaker_clicks", "conversion_rate", "page_views", "registrations", "first_deposits", "revenue"] as const;
export type AbTargetMetric = (typeof AB_TARGET_METRICS)[number];

/** The places on the public site whose content a variant sets. */
export const AB_PLACES = ["home_hero", "bookmaker_cta", "featured_bookmaker"] as const;
export type AbPlace = (typeof AB_PLACES)[number];
