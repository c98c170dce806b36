/** Site-wide tracking features as the running server applies them (read by the Settings tab). */
export type SiteFeatures = {
  /** POST /api/events accepts consented beacons and the public pages load the consent banner and tracker. */
  analyticsTracking: boolean;
  /** /go/{slug} counts clicks per bookmaker. */
  affiliateTracking: boolean;
};

declare module "../platform" {
  interface AdminRequestContext {
    siteFeatures: SiteFeatures;
  }
}
