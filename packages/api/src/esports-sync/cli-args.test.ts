import { describe, expect, it } from "vitest";
import { parseCliArgs } from "./cli-args";

describe("pnpm sync arguments", () => {
  it("defaults to every game and kind, written", () => {
    expect(parseCliArgs([])).toEqual({ games: ["cs2", "lol", "valorant", "dota2"], kinds: ["matches", "tournaments", "teams"], cleanup: false, dryRun: false });
  });
  it("narrows to one game and kind, with a dry run", () => {
    expect(parseCliArgs(["--game", "lol", "--kind", "teams", "--dry-run"])).toEqual({ games: ["lol"], kinds: ["teams"], cleanup: false, dryRun: true });
  });
  it("runs cleanup as a kind and refuses unknown values", () => {
    expect(parseCliArgs(["--kind", "cleanup"]).cleanup).toBe(true);
    expect(() => parseCliArgs(["--game", "csgo"])).toThrow(/unknown game "csgo"/);
    expect(() => parseCliArgs(["--kind", "players"])).toThrow(/unknown kind/);
    expect(() => parseCliArgs(["--fast"])).toThrow();
  });
});
