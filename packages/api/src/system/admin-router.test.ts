import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { analyticsEvents, bookmakerRedirects, bookmakers, redirectHits } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";

describe.each(testDrivers())("system status for the Settings tab (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const hoursAgo = (h: number) => new Date(clock.now.getTime() - h * 3_600_000);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("reports the features the server runs with", async () => {
    expect(await admin.browser.api.system.status()).toEqual({
      cookieConsent: { active: true },
      analyticsTracking: { enabled: true, eventsLast24h: 0, lastEventAt: null },
      affiliateTracking: { enabled: true, clicksLast24h: 0, activeRedirects: 0 },
    });
    admin.browser.siteFeatures = { analyticsTracking: false, affiliateTracking: false };
    expect(await admin.browser.api.system.status()).toMatchObject({
      cookieConsent: { active: false },
      analyticsTracking: { enabled: false },
      affiliateTracking: { enabled: false },
    });
  });

  it("counts the last 24 hours of events and clicks, and the redirects visitors can reach", async () => {
    const event = (createdAt: Date) => ({ eventType: "page_view", sessionId: "s-123456789", pageUrl: "/", createdAt });
    await handle.db.insert(analyticsEvents).values([event(hoursAgo(30)), event(hoursAgo(5)), event(hoursAgo(1))]);
    const [live, hidden] = await handle.db
      .insert(bookmakers)
      .values([
        { name: "Live", rating: 4.5, bonus: "100%", displayOrder: 1 },
        { name: "Draft", rating: 4, bonus: "50%", displayOrder: 2, publishStatus: "draft" },
      ])
      .returning({ id: bookmakers.id });
    const [redirect] = await handle.db
      .insert(bookmakerRedirects)
      .values([
        { bookmakerId: live!.id, slug: "live", targetUrl: "https://live.example" },
        { bookmakerId: hidden!.id, slug: "draft", targetUrl: "https://draft.example" },
      ])
      .returning({ id: bookmakerRedirects.id });
    const hit = (kind: "click" | "head" | "bot", createdAt: Date) => ({ redirectId: redirect!.id, slug: "live", kind, createdAt });
    await handle.db.insert(redirectHits).values([hit("click", hoursAgo(2)), hit("click", hoursAgo(3)), hit("bot", hoursAgo(1)), hit("click", hoursAgo(26))]);

    expect(await admin.browser.api.system.status()).toMatchObject({
      analyticsTracking: { enabled: true, eventsLast24h: 2, lastEventAt: hoursAgo(1).toISOString() },
      affiliateTracking: { enabled: true, clicksLast24h: 2, activeRedirects: 1 },
    });
  });
});
