import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { analyticsEvents } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "content-type": "application/json",
  accept: "*/*",
};
const beacon = (event: Record<string, unknown>, sessionId: string) => JSON.stringify({ sessionId, events: [event] });
const pageView = (pageUrl: string, data: Record<string, unknown> = {}) => ({ type: "page_view", pageUrl, data });

describe.each(testDrivers())("beacons with control characters or lone surrogates (%s)", (driver) => {
  let t: TestApp;
  let address = 0;
  const post = (payload: string) => t.app.inject({ method: "POST", url: "/api/events", payload, headers: HEADERS, remoteAddress: `10.8.0.${++address}` });
  const stored = async () => {
    await t.app.flushAnalyticsEvents();
    return t.handle.db.select({ sessionId: analyticsEvents.sessionId, pageUrl: analyticsEvents.pageUrl }).from(analyticsEvents);
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" } });
  });
  afterAll(() => t.close());

  it("refuses a NUL beacon with a clear 400, while a good beacon sent at the same moment is stored", async () => {
    const before = (await stored()).length;
    const [bad, good] = await Promise.all([
      post(beacon(pageView("/games/cs2\u0000", { bookmaker: "Evil\u0000Book" }), "sess_nul_0001")),
      post(beacon(pageView("/games/lol"), "sess_good_001")),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("must not contain control characters");
    expect(good.statusCode).toBe(204);
    const rows = await stored();
    expect(rows.length).toBe(before + 1);
    expect(rows).toContainEqual({ sessionId: "sess_good_001", pageUrl: "/games/lol" });
  });

  it.each([
    ["a NUL in a short text field", pageView("/", { placement: "hero\u0000" })],
    ["a bell in the page URL", pageView("/games\u0007")],
    ["a line break in a referrer", { ...pageView("/"), referrer: "https://a.example/\nInjected: 1" }],
    ["a unit separator in the bonus text", pageView("/", { bonus: "100%\u001f" })],
    ["a DEL in the event href", pageView("/", { href: "/go/x\u007f" })],
    ["a lone surrogate (jsonb refuses it too)", pageView("/", { bookmaker: "Book\uD83D" })],
  ])("refuses %s", async (_label, event) => {
    const before = (await stored()).length;
    expect((await post(beacon(event, "sess_ctrl_001"))).statusCode).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it("still accepts ordinary non-ASCII text", async () => {
    expect((await post(beacon(pageView("/bonuses", { bonus: "100% bis zu 100 € — Ünïcode ✓" }), "sess_text_001"))).statusCode).toBe(204);
  });
});
