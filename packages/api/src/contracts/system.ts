import { z } from "zod";

/** `system.status`: the Settings tab's System Settings card. */
export const systemStatusOutput = z.object({
  cookieConsent: z.object({ active: z.boolean() }),
  analyticsTracking: z.object({ enabled: z.boolean(), eventsLast24h: z.number(), lastEventAt: z.string().nullable() }),
  affiliateTracking: z.object({ enabled: z.boolean(), clicksLast24h: z.number(), activeRedirects: z.number() }),
});

/** The notices above every back-office tab: where the esports data comes from, and the span of the demo analytics history. */
export const dataNoticesOutput = z.object({
  esportsProvider: z.enum(["pandascore", "demo", "none"]),
  demoHistory: z.object({ coversFrom: z.string(), coversTo: z.string() }).nullable(),
});
