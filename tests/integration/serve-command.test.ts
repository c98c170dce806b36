import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serveNodeFlags } from "../support/serve-command";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("production serves with one set of Node flags: npm run serve, npm start, the image, the docs", () => {
  it("sizes V8's heap for the memory target (young generation capped, old generation grown by half) and keeps source maps", () => {
    expect(serveNodeFlags()).toEqual(["--max-semi-space-size=16", "--heap-growing-percent=50", "--enable-source-maps"]);
  });

  it("runs the image's server with the same flags", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", ...serveNodeFlags(), "dist/main.js"]);
  });

  it("documents the same command", () => {
    expect(read("docs/operations.md")).toContain(`\`node ${serveNodeFlags().join(" ")} dist/main.js\``);
  });
});
