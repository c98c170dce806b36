import { describe, expect, it } from "vitest";
import { judgeTest, type VariantInput } from "./verdict";

const variants = (control: [number, number], variant: [number, number], allocation: [number, number] = [50, 50]): VariantInput[] => [
  { id: 1, name: "Control", isControl: true, sessions: control[0], conversions: control[1], allocation: allocation[0] },
  { id: 2, name: "Variant A", isControl: false, sessions: variant[0], conversions: variant[1], allocation: allocation[1] },
];

describe("the winner rule", () => {
  it("names a winner with enough confidence, a positive lift and over 30 sessions each", () => {
    expect(judgeTest(variants([5000, 250], [5000, 300]), 95)).toMatchObject({ status: "winner", winnerId: 2 });
  });

  it("holds back below the test's confidence level", () => {
    expect(judgeTest(variants([5000, 250], [5000, 300]), 99).status).toBe("no_winner"); // confidence 0.9546
    expect(judgeTest(variants([1000, 100], [1000, 120]), 80)).toMatchObject({ status: "winner", winnerId: 2 }); // 0.8076
  });

  it("never names a variant that does worse than the control", () => {
    expect(judgeTest(variants([32533, 3283], [36272, 3238], [47, 53]), 95).status).toBe("no_winner");
  });

  it("says how many sessions are still needed with 30 or fewer in a variant", () => {
    expect(judgeTest(variants([30, 3], [40, 30]), 95)).toMatchObject({ status: "not_enough_data", sessionsNeeded: 1 });
    expect(judgeTest(variants([12, 3], [12, 9]), 95)).toMatchObject({ status: "not_enough_data", sessionsNeeded: 19 });
  });

  it("shows no verdict when the split breaks the allocation (sample ratio mismatch)", () => {
    expect(judgeTest(variants([5300, 250], [4700, 400]), 95).status).toBe("sample_ratio_mismatch");
  });
});
