import { describe, expect, it } from "vitest";
import { evaluateAlerts } from "./alert-rules";

const quiet = { pageViewsLast2h: 50, clicks: 10, previousClicks: 10, sessions: 10 };
const kinds = (c: Partial<typeof quiet>) => evaluateAlerts({ ...quiet, ...c }).map((a) => a.kind);

describe("smart alert rules", () => {
  it("stay silent at the thresholds", () => {
    expect(kinds({})).toEqual([]);
    expect(kinds({ clicks: 5 })).toEqual([]); // exactly 50% is not below it
    expect(kinds({ clicks: 20 })).toEqual([]); // exactly 200% is not above it
  });

  it("flag a traffic spike over 50 page views in 2 hours", () => {
    expect(kinds({ pageViewsLast2h: 51 })).toEqual(["traffic_spike"]);
  });

  it("flag clicks below 50% or above 200% of the previous period, not without one", () => {
    expect(kinds({ clicks: 4 })).toEqual(["performance_drop"]);
    expect(kinds({ clicks: 21, sessions: 5 })).toEqual(["click_spike"]);
    expect(kinds({ clicks: 0, previousClicks: 0 })).toEqual([]);
  });

  it("name the clicks they count as the back office does: tracked clicks (consented events), not /go clicks", () => {
    const drop = evaluateAlerts({ ...quiet, clicks: 1, sessions: 200 });
    const spike = evaluateAlerts({ ...quiet, clicks: 30, sessions: 40 });
    const clickAlerts = [...drop, ...spike].filter((a) => a.kind !== "traffic_spike");
    expect(clickAlerts.map((a) => a.kind).sort()).toEqual(["click_spike", "low_conversion", "performance_drop"]);
    for (const a of clickAlerts) expect(a.message).toMatch(/\btracked clicks\b/i);
  });

  it("flag conversion under 5% only with more than 10 sessions", () => {
    expect(kinds({ sessions: 11, clicks: 0, previousClicks: 0 })).toEqual(["low_conversion"]);
    expect(kinds({ sessions: 10, clicks: 0, previousClicks: 0 })).toEqual([]);
    expect(kinds({ sessions: 200, clicks: 10 })).toEqual([]); // exactly 5%
    expect(kinds({ sessions: 201, clicks: 10 })).toEqual(["low_conversion"]);
  });
});
