import { and, count, eq, gte, max } from "drizzle-orm";
import type { Db } from "@eb/db";
import { analyticsEvents, bookmakerRedirects, bookmakers, redirectHits } from "@eb/db/schema";
import type { SiteFeatures } from "./site-features";
import { DAY_MS } from "../platform";

export type SystemStatus = {
  cookieConsent: { active: boolean };
  analyticsTracking: { enabled: boolean; eventsLast24h: number; lastEventAt: string | null };
  affiliateTracking: { enabled: boolean; clicksLast24h: number; activeRedirects: number };
};

/**
 * The Settings tab's system card: the features this server runs with, and what they did in the last
 * 24 hours. The consent banner exists to gate analytics, so it is active exactly when analytics is.
 * Both tables are append-only with BRIN indexes on created_at, so the 24-hour ranges stay cheap.
 */
export async function systemStatus(db: Db, features: SiteFeatures, now: Date): Promise<SystemStatus> {
  const since = new Date(now.getTime() - DAY_MS);
  const [events] = await db
    .select({ n: count(), last: max(analyticsEvents.createdAt) })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since));
  const [clicks] = await db
    .select({ n: count() })
    .from(redirectHits)
    .where(and(gte(redirectHits.createdAt, since), eq(redirectHits.kind, "click")));
  const [redirects] = await db
    .select({ n: count() })
    .from(bookmakerRedirects)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerRedirects.bookmakerId))
    .where(and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")));
  return {
    cookieConsent: { active: features.analyticsTracking },
    analyticsTracking: { enabled: features.analyticsTracking, eventsLast24h: Number(events?.n ?? 0), lastEventAt: events?.last?.toISOString() ?? null },
    affiliateTracking: { enabled: features.affiliateTracking, clicksLast24h: Number(clicks?.n ?? 0), activeRedirects: Number(redirects?.n ?? 0) },
  };
}
