import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sseReader } from "../testing/sse-reader";

const now = new Date("2026-06-20T12:00:00Z");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
type Realtime = {
  pageViews: number;
  bookmakerClicks: number;
  activeSessions: number;
  latest: { type: string; page: string | null; bookmaker: string | null }[];
};

/** The Real-Time panel's stream: fed from the ingest path through LISTEN/NOTIFY, not by polling. */
describe.each(testDrivers())("analytics.realtime over HTTP (%s)", (driver) => {
  let t: TestApp;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const admin = await signedInAdmin(t.handle.db, { now });
    cookie = `${sessionCookieName(false)}=${admin.browser.token}`;
  });
  afterAll(() => t.close());

  it("refuses a caller without an admin session", async () => {
    const body = await (await fetch(`${base}/api/admin/analytics.realtime`, { headers: { accept: "text/event-stream" } })).text();
    expect(body).not.toContain("pageViews");
  });

  it("sends the last hour at once, then again as soon as a visitor's events are written", async () => {
    const res = await fetch(`${base}/api/admin/analytics.realtime`, { headers: { accept: "text/event-stream", cookie } });
    const events = sseReader(res.body!);
    onTestFinished(() => events.cancel().catch(() => undefined));
    expect((await events.next())!.data).toMatchObject({ pageViews: 0, bookmakerClicks: 0, activeSessions: 0, latest: [] });

    const beacon = {
      sessionId: "sess_realtime_1",
      events: [
        { type: "page_view", pageUrl: "/bonuses", data: { page: "/bonuses" } },
        { type: "bookmaker_click", pageUrl: "/bonuses", data: { bookmaker: "Vortex Bet", bonus: "100%", href: "/go/vortex-bet" } },
      ],
    };
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: JSON.stringify(beacon),
      headers: { "content-type": "application/json", "user-agent": UA },
    });
    expect(posted.statusCode).toBe(204);
    await t.app.flushAnalyticsEvents();
    const pushed = (await events.next())!.data as Realtime;
    expect(pushed).toMatchObject({ pageViews: 1, bookmakerClicks: 1, activeSessions: 1 });
    expect(pushed.latest.map((e) => [e.type, e.page, e.bookmaker])).toEqual([
      ["bookmaker_click", "/bonuses", "Vortex Bet"],
      ["page_view", "/bonuses", null],
    ]);
  });
});
