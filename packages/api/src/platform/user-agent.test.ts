import { describe, expect, it } from "vitest";
import { reduceUserAgent } from "./user-agent";
import { isAutomatedRequest } from "../analytics/bot-filter";
import { WindowRateLimiter } from "./rate-limit/in-memory-limiter";

describe("reduceUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36", "Chrome 131"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70", "Edge 131"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox 133"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari 17"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera 115"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Chrome 131",
    ],
    ["curl/8.5.0", "Other"],
  ])("%s -> %s", (ua, expected) => {
    expect(reduceUserAgent(ua)).toBe(expected);
  });
  it("keeps nothing of the platform or build", () => {
    expect(reduceUserAgent("Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.6778.86")).not.toMatch(/Windows|6778/);
  });
  it("returns null for a missing user agent", () => expect(reduceUserAgent(undefined)).toBeNull());
});

describe("isAutomatedRequest", () => {
  it("flags bots, missing user agents and missing Accept headers", () => {
    expect(isAutomatedRequest({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", accept: "*/*" })).toBe(true);
    expect(isAutomatedRequest({ userAgent: null, accept: "*/*" })).toBe(true);
    expect(isAutomatedRequest({ userAgent: "Mozilla/5.0 Chrome/131.0 Safari/537.36", accept: null })).toBe(true);
    expect(isAutomatedRequest({ userAgent: "Mozilla/5.0 Chrome/131.0 Safari/537.36", accept: "text/html" })).toBe(false);
  });
});

describe("WindowRateLimiter", () => {
  it("allows `limit` hits per key per window, then resets", () => {
    let t = 0;
    const l = new WindowRateLimiter(2, 1000, () => t);
    expect([l.hit("a"), l.hit("a"), l.hit("a"), l.hit("b")]).toEqual([true, true, false, true]);
    t = 1000;
    expect(l.hit("a")).toBe(true);
  });
});
