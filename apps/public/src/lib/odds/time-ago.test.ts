import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);

describe("timeAgo", () => {
  it("says 'just now' under a minute, and for an instant ahead of the clock", () => {
    expect(ago(0)).toBe("just now");
    expect(ago(59_999)).toBe("just now");
    expect(ago(-5 * 60_000)).toBe("just now");
  });

  it("counts whole minutes, hours and days, rounded down, in the singular for one", () => {
    expect(ago(60_000)).toBe("1 minute ago");
    expect(ago(14 * 60_000 + 59_000)).toBe("14 minutes ago");
    expect(ago(59 * 60_000)).toBe("59 minutes ago");
    expect(ago(60 * 60_000)).toBe("1 hour ago");
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toBe("23 hours ago");
    expect(ago(24 * 3_600_000)).toBe("1 day ago");
    expect(ago(3 * 24 * 3_600_000 + 5)).toBe("3 days ago");
  });
});
