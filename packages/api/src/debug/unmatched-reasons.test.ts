import { describe, expect, it } from "vitest";
import { unmatchedReasonText } from "./unmatched-reasons";

describe("an unmatched odds event's reason, in words", () => {
  it("says each reason the matching gives", () => {
    expect(unmatchedReasonText("no-team-match")).toBe("No synced match with these teams");
    expect(unmatchedReasonText("start-time-mismatch")).toBe("Teams match, start time differs by more than 6 hours");
    expect(unmatchedReasonText("ambiguous")).toBe("More than one synced match fits");
  });
  it("shows a reason it does not know as stored, and none as not matched", () => {
    expect(unmatchedReasonText("postponed")).toBe("Not matched (postponed)");
    expect(unmatchedReasonText(null)).toBe("Not matched");
  });
});
