import { z } from "zod";

/** `system.status`: the Settings tab's System Settings card. */
export const systemStatusOutput = z.object({
  cookieConsent: z.object({ active: z.boolean() }),
  analyticsTracking: z.object({ enabled: z.boolean(), eventsLast24h: z.number(), lastEventAt: z.string().nullable() }),
  affiliateTracking: z.object({ enabled: z.boolean(), clicksLast24h: z.number(), activeRedirects: z.number() }),
});
