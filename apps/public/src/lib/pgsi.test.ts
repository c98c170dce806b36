import { describe, expect, it } from "vitest";
import { PGSI_QUESTIONS, pgsiBand, pgsiScore } from "./pgsi";

const all = (points: number) => PGSI_QUESTIONS.map(() => points);

describe("PGSI", () => {
  it("scores nine answers of 0 to 3, and nothing until all nine are answered", () => {
    expect(pgsiScore(all(0))).toBe(0);
    expect(pgsiScore(all(3))).toBe(27);
    expect(pgsiScore([1, 0, 2, 0, 0, 1, 0, 0, 3])).toBe(7);
    expect(pgsiScore([...all(1).slice(0, 8), null])).toBeNull();
    expect(pgsiScore(all(1).slice(0, 8))).toBeNull();
    expect(pgsiScore([...all(1).slice(0, 8), 4])).toBeNull();
  });

  it("places a total in the published bands: 0, 1–2, 3–7, 8 and more", () => {
    expect(pgsiBand(0).title).toBe("No problem gambling");
    expect([1, 2].map((s) => pgsiBand(s).title)).toEqual(["Low risk", "Low risk"]);
    expect([3, 7].map((s) => pgsiBand(s).title)).toEqual(["Moderate risk", "Moderate risk"]);
    expect([8, 27].map((s) => pgsiBand(s).title)).toEqual(["Problem gambling", "Problem gambling"]);
  });
});
