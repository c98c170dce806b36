import { describe, expect, it } from "vitest";
import { dateFormatter, matchTimeLabel, streamTimeLabel } from "./time-label";

const now = new Date("2026-11-22T22:30:00Z");

describe("matchTimeLabel", () => {
  it("says Today for the same calendar day in the viewer's zone", () => {
    expect(matchTimeLabel(new Date("2026-11-22T23:00:00Z"), now, "UTC")).toBe("Today 23:00");
  });

  it("says Tomorrow for the next day", () => {
    expect(matchTimeLabel(new Date("2026-11-23T09:30:00Z"), now, "UTC")).toBe("Tomorrow 09:30");
  });

  it("uses a short date further out", () => {
    expect(matchTimeLabel(new Date("2026-11-25T18:00:00Z"), now, "UTC")).toBe("Nov 25 18:00");
  });

  it("depends on the viewer's time zone", () => {
    // 23:00 UTC on the 22nd is already the 23rd in Berlin, where "now" is also the 22nd at 23:30.
    expect(matchTimeLabel(new Date("2026-11-23T00:15:00Z"), now, "UTC")).toBe("Tomorrow 00:15");
    expect(matchTimeLabel(new Date("2026-11-23T00:15:00Z"), now, "Europe/Berlin")).toBe("Tomorrow 01:15");
    expect(matchTimeLabel(new Date("2026-11-22T22:45:00Z"), now, "Asia/Tokyo")).toBe("Today 07:45");
  });
});

describe("streamTimeLabel", () => {
  it("is en-US short month/day/time with the zone", () => {
    expect(streamTimeLabel(new Date("2026-11-22T18:00:00Z"), "UTC")).toBe("Nov 22, 6:00 PM UTC");
  });
});

describe("dateFormatter", () => {
  it("reuses one formatter per locale, options and zone", () => {
    const a = dateFormatter("en-US", { timeZone: "UTC", month: "short" });
    expect(dateFormatter("en-US", { timeZone: "UTC", month: "short" })).toBe(a);
    expect(dateFormatter("en-US", { timeZone: "Europe/Berlin", month: "short" })).not.toBe(a);
    expect(dateFormatter("en-CA", { timeZone: "UTC", month: "short" })).not.toBe(a);
  });
});
