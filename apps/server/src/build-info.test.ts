import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildInfo } from "./build-info";

describe("buildInfo from source", () => {
  it("is the root package.json's version and an unknown commit (the compiled server carries both; see production-install.test.ts)", () => {
    const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(buildInfo()).toEqual({ version, commit: "unknown" });
  });
});
