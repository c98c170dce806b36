import { describe, expect, it } from "vitest";
import { onExposure, reportExposure } from "./exposures";

describe("exposure reports", () => {
  it("reach the tracker once per test, after the current task's own tracking (a microtask later)", async () => {
    const sent: string[] = [];
    reportExposure(7);
    reportExposure(7);
    const off = onExposure((id) => sent.push(`exposure ${id}`));
    sent.push("page_view");
    reportExposure(8);
    reportExposure(7);
    sent.push("scroll_depth");
    await Promise.resolve();
    expect(sent).toEqual(["page_view", "scroll_depth", "exposure 7", "exposure 8"]);
    off();
    reportExposure(9);
    await Promise.resolve();
    expect(sent).toHaveLength(4);
  });
});
