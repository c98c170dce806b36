import { describe, expect, it } from "vitest";
import { teamTileBackground, teamTileHue } from "./team-tile";

describe("teamTileHue", () => {
  it("is the same for a name however it is cased or padded, and a hue", () => {
    expect(teamTileHue("Velvet Storm")).toBe(teamTileHue("  velvet storm "));
    for (const name of ["Velvet Storm", "Team Liquid", "G2", ""]) {
      expect(teamTileHue(name)).toBeGreaterThanOrEqual(0);
      expect(teamTileHue(name)).toBeLessThan(360);
    }
  });
  it("gives different teams different colours", () => {
    const hues = new Set(["Velvet Storm", "Team Liquid", "Fnatic", "G2 Esports", "Natus Vincere", "Cloud9"].map(teamTileHue));
    expect(hues.size).toBe(6);
    expect(teamTileBackground("Velvet Storm")).toMatch(/^hsl\(\d+ 55% 28%\)$/);
  });
});
