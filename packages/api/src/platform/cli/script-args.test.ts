import { describe, expect, it } from "vitest";
import { scriptArgs } from "./script-args";

const node = ["/usr/bin/node", "/repo/packages/api/src/sync/cli.ts"];

describe("script arguments", () => {
  it("are what follows the script path (npm run x -- --flag)", () => {
    expect(scriptArgs([...node, "--email", "a@b.example"])).toEqual(["--email", "a@b.example"]);
    expect(scriptArgs(node)).toEqual([]);
  });
  it("drop the leading -- that pnpm run x -- --flag passes on", () => {
    expect(scriptArgs([...node, "--", "--email", "a@b.example"])).toEqual(["--email", "a@b.example"]);
    expect(scriptArgs([...node, "--"])).toEqual([]);
  });
  it("keep a -- that is not the first argument", () => {
    expect(scriptArgs([...node, "--name", "--", "x"])).toEqual(["--name", "--", "x"]);
  });
});
